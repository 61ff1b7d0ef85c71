/**
 * The raw status values of spec 02 §4, as stored in the workflow's status columns. The pipeline
 * (lib/workflows/pipeline) moves them; cards derive their status from them (status.ts).
 */
export const BLOCKED = {
  waitingBackendInitial: 'waiting backend initial',
  transcoding: 'transcoding',
  copyingOriginalVideo: 'copying original video',
} as const;

export const CONVERT = {
  jobScheduled: 'job scheduled',
  running: 'running',
  transcoding: 'transcoding',
  transcoded: 'transcoded',
  finished: 'finished',
} as const;

export const SPEECH = {
  waiting: 'waiting',
  runningTranscript: 'running transcript',
  sentencesFinished: 'sentences finished',
  completed: 'completed',
} as const;

export const FRAME_CAPTURE = { running: 'running', waitingConversion: 'waiting conversion', finished: 'finished' } as const;

export const STEPS = { scheduled: 'scheduled', running: 'running', finished: 'finished' } as const;

export const EDITOR = {
  empty: 'empty',
  completedSegmentation: 'completed segmentation',
  completedTranscription: 'completed transcription',
  completedBuilderMain: 'completed buildermain',
  processingSegmentation: 'processing segmentation',
  processingTranscription: 'processing transcription',
  processingReTranscription: 'processing re-transcription',
  processingBuilderMain: 'processing buildermain',
  processingPublish: 'processing publish workflow',
  processingTextToSpeech: 'processing voice over',
  processingCut: 'processing cut',
  processingTrim: 'processing trim',
  processingRotate: 'processing rotate',
} as const;

/** A status column holding this suffix marks a failed stage (spec: "failed if any status contains 'error'"). */
export const ERROR = 'error';

/**
 * Jobs of the workflow pipeline (lib/workflows/pipeline defines them). All take
 * WorkflowJobData; send with `{ singletonKey: workflowId }`.
 * - process: the whole pipeline from the original video (also after a reset); idempotent, resumes.
 * - copy-media: a duplicate's media copied from `duplicatedFromId`, then its keys rewritten.
 * - purge-media: every stored object of a deleted workflow (the row is already gone).
 */
export const WORKFLOW_PROCESS_JOB = 'workflow-process';
export const WORKFLOW_COPY_MEDIA_JOB = 'workflow-copy-media';
export const WORKFLOW_PURGE_MEDIA_JOB = 'workflow-purge-media';
export type WorkflowJobData = { organizationId: string; workflowId: string };

/** Title limit (spec 02 §9). */
export const TITLE_MAX = 90;

/** Versions kept per document (spec 02 §7: at most 1000 for transcriptions; we use the same for workflows). */
export const MAX_VERSIONS = 1000;

export const PAGE_SIZES = [20, 50, 100] as const;

/**
 * The explorer search lists at most this many workflows for a keyword, and counts up to it: past
 * it the count shows as "N+" (spec 02 §9 counts). Its work is then bounded whatever the number of
 * matches (lib/workflows/search-hits.ts; BENCHMARKS.md, "a large organisation").
 */
export const SEARCH_RESULT_CAP = 100;
