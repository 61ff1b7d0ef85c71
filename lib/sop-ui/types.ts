/**
 * The smart-instruction API's shapes the browser works with: the server's contract
 * (lib/sop/schema.ts) plus the few the UI names itself.
 */
export type { Attachment, BlockType, CreateMode, Execution, ExecutionEntry, SopCard, SopDetail, SopItem, SopStatus, SopType, TaskMode } from '@/lib/sop/schema';
import type { BlockType } from '@/lib/sop/schema';

/** The add-block menu's order: the document's frame first, then content, then what the operator does. */
export const BLOCK_TYPES: readonly BlockType[] = [
  'introduction',
  'step',
  'checklist',
  'quiz',
  'workflow',
  'video',
  'tool',
  'warning',
  'fileRequest',
  'userUpload',
  'userVideo',
  'smartCompare',
  'conclusion',
];

export type FileKind = 'image' | 'document' | 'video';
export type SmartCompareSource = 'workflow' | 'step' | 'video';
export type EntryKind = 'step-time' | 'checklist' | 'upload' | 'quiz-answer';
export type SopVersion = { id: string; version: number; createdAt: string; createdBy: { displayName: string } };
