import { BLOCKED, CONVERT, EDITOR } from './constants';

/**
 * The status columns of a workflow waiting for its first pipeline run (contract "initialize"):
 * also what a reset writes before the pipeline runs again.
 */
export const initialStatuses = () => ({
  blocked: BLOCKED.waitingBackendInitial,
  convertStatus: CONVERT.jobScheduled,
  editorStatus: EDITOR.empty,
  stepsStatus: null,
  speechStatus: null,
  frameCaptureStatus: null,
  videoExtractStatus: null,
  processed: false,
  failure: null,
  progress: null,
});
