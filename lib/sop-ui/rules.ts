import type { QuizQuestion } from '@/lib/quiz/schema';
import { MAX_IMAGES_PER_ITEM } from '@/lib/sop/limits';
import { MAX_SOP_IMAGE_BYTES, SOP_ACCEPT } from '@/lib/uploads/sop-purposes';
import type { BlockType, SopCard, SopItem } from './types';

/** Spec 02 §5/§9: title, images and the SOP upload limits the editor checks before the server does. */
export { DEFAULT_SOP_TITLE, SOP_TITLE_MAX } from '@/lib/sop/limits';
export { MAX_SOP_PDF_BYTES as MAX_PDF_BYTES, MAX_SOP_VIDEO_BYTES as MAX_VIDEO_BYTES } from '@/lib/uploads/sop-purposes';
export const MAX_STEP_IMAGES = MAX_IMAGES_PER_ITEM;
export const MAX_IMAGE_BYTES = MAX_SOP_IMAGE_BYTES;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const IMAGE_ACCEPT = SOP_ACCEPT['sop-image'];
export const PDF_ACCEPT = SOP_ACCEPT['sop-pdf'];
export const VIDEO_ACCEPT = SOP_ACCEPT['sop-video'];
export const DOCUMENT_ACCEPT = SOP_ACCEPT['sop-document'];
/** The confirmation name's limit (lib/sop/schema confirmExecutionSchema). */
export const CONFIRM_NAME_MAX = 120;
/** A processing SOP (PDF or video import) is asked for its state this often. */
export const PROCESSING_POLL_MS = 2000;

/** Which images of a picked batch go up, and the message key of the first refusal (spec §5 task images). */
export function checkImages(files: { name: string; type: string; size: number }[], already: number) {
  const accepted: number[] = [];
  let error: string | null = null;
  files.forEach((file, index) => {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) error ??= 'sopUi.images.invalidType';
    else if (file.size > MAX_IMAGE_BYTES) error ??= 'sopUi.images.tooLarge';
    else if (already + accepted.length >= MAX_STEP_IMAGES) error ??= already >= MAX_STEP_IMAGES ? 'sopUi.images.maxReached' : 'sopUi.images.tooMany';
    else accepted.push(index);
  });
  return { accepted, error };
}

/** Whether a file fits a size limit; the message key otherwise. */
export const sizeError = (size: number, max: number) => (size > max ? 'sopUi.upload.tooLarge' : null);

/** Blocks that only one SOP may hold once, at a fixed end. */
const PINNED: Partial<Record<BlockType, 'first' | 'last'>> = { introduction: 'first', conclusion: 'last' };

/** The list with introduction first and conclusion last, everything else in its order (spec §2 task editor). */
export function normalizeOrder(items: SopItem[]): SopItem[] {
  const first = items.filter((i) => PINNED[i.type] === 'first');
  const last = items.filter((i) => PINNED[i.type] === 'last');
  const middle = items.filter((i) => !PINNED[i.type]);
  return [...first, ...middle, ...last];
}

/** The block types the add menu offers now: introduction and conclusion only while absent. */
export const addableTypes = (items: SopItem[], all: readonly BlockType[]): BlockType[] =>
  all.filter((type) => !PINNED[type] || !items.some((i) => i.type === type));

/** Where a new block goes: an introduction first, a conclusion last, anything else before the conclusion. */
export function insertBlock(items: SopItem[], block: SopItem): SopItem[] {
  return normalizeOrder([...items, block]);
}

/** Whether the block at `index` may move by `delta` (pinned blocks never move, others stay between them). */
export function canMove(items: SopItem[], index: number, delta: -1 | 1): boolean {
  const target = index + delta;
  if (target < 0 || target >= items.length) return false;
  return !PINNED[items[index]!.type] && !PINNED[items[target]!.type];
}

export function moveBlock(items: SopItem[], index: number, delta: -1 | 1): SopItem[] {
  if (!canMove(items, index, delta)) return items;
  const next = [...items];
  [next[index], next[index + delta]] = [next[index + delta]!, next[index]!];
  return next;
}

export type NewId = () => string;

/** A fresh block of a type, with the fields its editor needs. */
export function newBlock(type: BlockType, newId: NewId): SopItem {
  const base: SopItem = { id: newId(), type, title: '', description: '', attachments: [] };
  switch (type) {
    case 'checklist':
      return { ...base, checklistItems: [{ id: newId(), text: '' }] };
    case 'quiz':
      return { ...base, questions: [] };
    case 'fileRequest':
      return { ...base, fileRequest: { accept: 'image', required: true } };
    case 'userUpload':
      return { ...base, fileRequest: { accept: 'document', required: true } };
    case 'userVideo':
      return { ...base, fileRequest: { accept: 'video', required: true } };
    case 'smartCompare':
      return { ...base, smartCompare: { sourceType: 'workflow', showReference: true } };
    default:
      return base;
  }
}

/** The state a smart instruction card shows (spec §4 Smart instruction card). */
export type SopCardState = 'published' | 'unpublished' | 'processing' | 'failed';
export function sopCardState(card: Pick<SopCard, 'status' | 'published'>): SopCardState {
  if (card.status === 'completed') return card.published ? 'published' : 'unpublished';
  return card.status === 'failed' ? 'failed' : 'processing';
}

export type SopCardAction = 'duplicate' | 'share' | 'move' | 'unpublish' | 'delete';
/** The card's tools: nothing while processing; duplicate when allowed, share only when published (spec §2 Cards). */
export function sopCardActions(card: Pick<SopCard, 'status' | 'published' | 'allowDuplicate'>, canManage: boolean): SopCardAction[] {
  const state = sopCardState(card);
  if (state === 'processing') return [];
  const out: SopCardAction[] = [];
  if (state !== 'failed' && card.allowDuplicate) out.push('duplicate');
  if (state === 'published') out.push('share');
  if (!canManage) return out;
  out.push('move');
  if (state === 'published') out.push('unpublish');
  out.push('delete');
  return out;
}

/** The blocks an operator works through in execution (all of them, in order). */
export const isOperatorTask = (item: SopItem) => ['checklist', 'quiz', 'fileRequest', 'userUpload', 'userVideo', 'smartCompare'].includes(item.type);

/** Whether a step's required work is done: every checklist item ticked, the requested file uploaded, the quiz's answers sent. */
export function stepDone(item: SopItem, work: { ticked: ReadonlySet<string>; uploaded: boolean; quiz: unknown }): boolean {
  if (item.type === 'checklist') return (item.checklistItems ?? []).every((c) => !c.text.trim() || work.ticked.has(c.id));
  if (item.type === 'quiz') return !(item.questions ?? []).length || !!work.quiz;
  if (item.fileRequest) return !item.fileRequest.required || work.uploaded;
  return true;
}

/** The name typed at the end must be a real name (not blank), up to 120 characters. */
export const confirmNameValid = (name: string) => name.trim().length > 0 && name.trim().length <= CONFIRM_NAME_MAX;

/** A quiz block's questions as the question editor takes them (an id, a correct letter, a provider). */
export const editableQuestions = (questions: SopItem['questions']): QuizQuestion[] =>
  (questions ?? []).map((q, i) => ({ ...q, id: q.id ?? `q${i}`, correctAnswer: q.correctAnswer || 'A', provider: q.provider ?? null }));
