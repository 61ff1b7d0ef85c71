import type { QuizQuestion } from '@/lib/quiz/schema';

/**
 * The smart-instruction API's JSON as the browser sees it (the contract of issue 21,
 * /work/notes/sop-contract.md). Types only: the server's zod contract lives in lib/sop/schema.ts.
 */
export const BLOCK_TYPES = [
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
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const ATTACHMENT_TYPES = ['workflow', 'step', 'image', 'diagram', 'pdf', 'document', 'video', 'videoClip'] as const;
export type Attachment = {
  id: string;
  type: (typeof ATTACHMENT_TYPES)[number];
  name: string;
  uploadId?: string;
  workflowId?: string;
  stepId?: string;
  /** Read-only, a signed URL the server adds. */
  url?: string;
};

export type FileKind = 'image' | 'document' | 'video';
export type SmartCompareSource = 'workflow' | 'step' | 'video';

export type SopItem = {
  id: string;
  type: BlockType;
  title: string;
  description: string;
  attachments: Attachment[];
  checklistItems?: { id: string; text: string }[];
  questions?: QuizQuestion[];
  workflowId?: string;
  stepId?: string;
  video?: { sdKey: string; hdKey?: string; uploadId: string; durationSeconds?: number };
  fileRequest?: { accept: FileKind; required: boolean };
  smartCompare?: {
    smartCompareId?: string;
    sourceType: SmartCompareSource;
    workflowId?: string;
    stepId?: string;
    source?: string;
    sourceFileName?: string;
    showReference: boolean;
    sourceThumbnail?: string;
  };
};

export type SopStatus = 'processing' | 'completed' | 'failed';
export type SopType = 'manually' | 'pdf' | 'workflow' | 'sop';
export type CreateMode = 'manual' | 'fromPDF' | 'fromVideo' | 'sop';
export type TaskMode = 'create' | 'edit' | 'view' | 'default';

export type SopCard = {
  id: string;
  title: string;
  workspaceId: string;
  workspaceName: string;
  privateWorkspace: boolean;
  type: SopType;
  languageCode: string;
  status: SopStatus;
  published: boolean;
  publishedDate: string | null;
  poster: string | null;
  numSteps: number;
  author: { uid: string; displayName: string };
  favorite: boolean;
  allowDuplicate: boolean;
  updatedAt: string;
};

export type SopDetail = SopCard & { description: string; items: SopItem[]; version: number; taskMode: TaskMode; canEdit: boolean };

export type SopVersion = { id: string; version: number; createdAt: string; createdBy: { displayName: string } };

export type EntryKind = 'step-time' | 'checklist' | 'upload' | 'quiz-answer';
export type ExecutionEntry = { seq: number; kind: EntryKind; itemId: string; payload: Record<string, unknown>; at: string; hash: string };
export type Execution = {
  id: string;
  multimodalSopId: string;
  skillId: string | null;
  user: { uid: string; displayName: string };
  startedAt: string;
  completedAt: string | null;
  confirmedName: string | null;
  status: 'in-progress' | 'completed';
  entries: ExecutionEntry[];
  verified: boolean;
};
