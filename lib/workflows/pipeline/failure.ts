import { isMediaError } from '@/lib/media/errors';
import { redactPaths } from '@/lib/media/errors';
import { CONVERT, ERROR, FRAME_CAPTURE, SPEECH, STEPS } from '../constants';
import type { PipelineContext, WorkflowUpdate } from './context';
import { FAILURE_KEYS, type StageName } from './stages';

const errorValue = (value: string) => `${value} ${ERROR}`;

/** The status column a failed stage marks with an 'error' value (spec §4: failed if any status contains 'error'). */
const FAILED_STATUS: Record<StageName, WorkflowUpdate> = {
  original: { convertStatus: errorValue(CONVERT.running) },
  probe: { convertStatus: errorValue(CONVERT.running) },
  transcode: { convertStatus: errorValue(CONVERT.transcoding) },
  poster: { frameCaptureStatus: errorValue(FRAME_CAPTURE.running) },
  'image-map': { frameCaptureStatus: errorValue(FRAME_CAPTURE.running) },
  audio: { videoExtractStatus: ERROR },
  transcribe: { speechStatus: errorValue(SPEECH.runningTranscript) },
  segment: { stepsStatus: errorValue(STEPS.running) },
  package: { stepsStatus: errorValue(STEPS.running) },
};

// Speech values that make a workflow "ready" (status.ts isReady): a failed run must not keep one.
const READY_SPEECH = new Set<string>([SPEECH.sentencesFinished, SPEECH.waiting, SPEECH.completed]);

/** The source itself cannot be processed: retrying the same file will not help. */
const SOURCE_PROBLEMS = new Set(['not_media', 'no_video', 'unreadable', 'too_long', 'too_large']);

export const failureKey = (stage: StageName, error: unknown) =>
  isMediaError(error) && SOURCE_PROBLEMS.has(error.code) ? 'pipeline.failure.unreadable' : FAILURE_KEYS[stage];

/** Retrying later can succeed (storage or network trouble) unless ffmpeg rejected the data itself. */
export const isPermanent = (error: unknown) => isMediaError(error) && error.code !== 'unavailable' && error.code !== 'aborted';

/** Records a failed stage: its 'error' status, the message key, history; blocked and progress cleared. */
export async function recordFailure(ctx: PipelineContext, stage: StageName, error: unknown): Promise<void> {
  await ctx.flushProgress();
  const workflow = await ctx.load();
  const speech = stage !== 'transcribe' && workflow.speechStatus && READY_SPEECH.has(workflow.speechStatus) ? { speechStatus: null } : {};
  await ctx.update({ ...FAILED_STATUS[stage], ...speech, blocked: null, failure: failureKey(stage, error), progress: null });
  const message = error instanceof Error ? error.message : String(error);
  const detail = isMediaError(error) && error.detail ? `${message}: ${error.detail}` : message;
  await ctx.history(stage, 'failed', redactPaths(detail).slice(0, 2000));
}

/** What retry puts back: every 'error' value loses its suffix (a bare 'error' becomes null). */
export function clearedErrorStatuses(workflow: Record<string, unknown>): WorkflowUpdate {
  const columns = ['editorStatus', 'convertStatus', 'stepsStatus', 'speechStatus', 'frameCaptureStatus', 'videoExtractStatus'] as const;
  const update: Record<string, string | null> = {};
  for (const column of columns) {
    const value = workflow[column];
    if (typeof value === 'string' && value.includes(ERROR)) update[column] = value.replace(new RegExp(`\\s*${ERROR}$`), '') || null;
  }
  return update as WorkflowUpdate;
}
