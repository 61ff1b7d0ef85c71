import { BLOCKED, CONVERT, EDITOR, ERROR, SPEECH, STEPS } from './constants';

/** The status columns of a workflow that the card status is derived from. */
export type WorkflowStatusFields = {
  published: boolean;
  processed: boolean;
  editType: string;
  editorStatus: string | null;
  convertStatus: string | null;
  stepsStatus: string | null;
  speechStatus: string | null;
  frameCaptureStatus: string | null;
  videoExtractStatus: string | null;
  blocked: string | null;
  /** Whether an image map exists (the old editor's "sentences finished with image map" case). */
  hasImageMap: boolean;
};

/** The stored status columns of a row, picked one by one so no other column reaches a DTO. */
export const statusColumnsOf = (w: Omit<WorkflowStatusFields, 'hasImageMap'>): Omit<WorkflowStatusFields, 'hasImageMap'> => ({
  published: w.published,
  processed: w.processed,
  editType: w.editType,
  editorStatus: w.editorStatus,
  convertStatus: w.convertStatus,
  stepsStatus: w.stepsStatus,
  speechStatus: w.speechStatus,
  frameCaptureStatus: w.frameCaptureStatus,
  videoExtractStatus: w.videoExtractStatus,
  blocked: w.blocked,
});

export const CARD_STATUSES = ['published', 'transcoding', 'unpublished', 'new', 'failed', 'processing'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

const BLOCKED_VALUES = new Set<string>(Object.values(BLOCKED));
const EDITOR_PROCESSING = new Set(['cut', 'erase', 'patch transcription', 'rotate', 'trim', 'voice over', 'voice over sections'].map((v) => `processing ${v}`));

const isNewEditor = (w: Pick<WorkflowStatusFields, 'editType'>) => w.editType === 'new_editor';

/** Spec §4 ready check: new editor by its editor status, old editor by the speech status. */
export function isReady(w: WorkflowStatusFields): boolean {
  if (isNewEditor(w)) return w.editorStatus === EDITOR.completedBuilderMain || w.editorStatus === EDITOR.processingTextToSpeech;
  return (
    w.speechStatus === SPEECH.completed ||
    (w.speechStatus === SPEECH.sentencesFinished && w.hasImageMap) ||
    w.speechStatus === SPEECH.waiting
  );
}

/** Spec §4: transcoding while blocked (new editor: while publishing). */
export function isTranscoding(w: WorkflowStatusFields): boolean {
  if (isNewEditor(w)) return w.editorStatus === EDITOR.processingPublish;
  return !!w.blocked && BLOCKED_VALUES.has(w.blocked);
}

export function hasError(w: WorkflowStatusFields): boolean {
  return [w.editorStatus, w.convertStatus, w.stepsStatus, w.speechStatus, w.frameCaptureStatus, w.videoExtractStatus, w.blocked].some(
    (value) => !!value && value.toLowerCase().includes(ERROR),
  );
}

/** The editor is busy with an edit (cut, trim, voice over …). */
export const isEditorProcessing = (w: Pick<WorkflowStatusFields, 'editorStatus'>) => !!w.editorStatus && EDITOR_PROCESSING.has(w.editorStatus);

export const isSegmenting = (w: WorkflowStatusFields) =>
  (w.stepsStatus === STEPS.scheduled || w.stepsStatus === STEPS.running) && w.editorStatus === EDITOR.processingSegmentation;

export const isTranscriptRunning = (w: WorkflowStatusFields) => w.speechStatus === SPEECH.runningTranscript;

/**
 * Card status in edit mode, in the spec's order: published; transcoding; (re-segmenting: processing
 * or failed); unpublished when
 * ready and processed; new when ready but not processed; failed when any status holds 'error';
 * otherwise processing. (The pipeline never leaves a failed workflow "ready": a failed stage
 * leaves the speech status short of its ready values.)
 */
export function cardStatus(w: WorkflowStatusFields): CardStatus {
  if (w.published) return 'published';
  if (isTranscoding(w)) return 'transcoding';
  // A re-cut from the segmentation editor (spec §4 "segmentation is running"): the steps are being
  // replaced, so the card shows its progress (or its failure) rather than "ready".
  if (w.editorStatus === EDITOR.processingSegmentation) return hasError(w) ? 'failed' : 'processing';
  if (isReady(w)) return w.processed ? 'unpublished' : 'new';
  if (hasError(w)) return 'failed';
  return 'processing';
}

/** Copy is allowed only without processing or error flags (spec 01 §6 card tools). */
export function hasProcessingOrErrorFlags(w: WorkflowStatusFields): boolean {
  if (hasError(w) || isTranscoding(w) || isEditorProcessing(w) || isSegmenting(w) || isTranscriptRunning(w)) return true;
  const convertBusy = w.convertStatus === CONVERT.jobScheduled || w.convertStatus === CONVERT.running || w.convertStatus === CONVERT.transcoding;
  return convertBusy;
}

/** Why a workflow cannot be published yet: the card status that stands in the way. */
export type PublishBlocker = Extract<CardStatus, 'processing' | 'transcoding' | 'failed'>;
export type PublishReadiness = { canPublish: boolean; blocker: PublishBlocker | null };

/**
 * Spec 02 §4 ready check for publishing: a workflow in status new or unpublished (ready, not
 * transcoding) may be published; one still processing, transcoding or failed says which. A
 * published one has nothing to publish and no blocker.
 */
export function publishReadiness(w: WorkflowStatusFields): PublishReadiness {
  const status = cardStatus(w);
  if (status === 'new' || status === 'unpublished') return { canPublish: true, blocker: null };
  return { canPublish: false, blocker: status === 'published' ? null : status };
}
