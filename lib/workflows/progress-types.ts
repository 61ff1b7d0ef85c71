import type { CardStatus } from './status';

/**
 * One progress report of a workflow, as GET /api/v1/workflows/{id}/events streams it and
 * GET /api/v1/workflows/{id}/progress answers it. Shared by the server and the browser.
 */
export type WorkflowProgressEvent = {
  id: string;
  status: CardStatus;
  /** The pipeline stage running now (`workflows.progress.stage`), null when idle. */
  stage: string | null;
  /** 0…1 through the whole run (never goes back), null when idle. */
  fraction: number | null;
  /** Message key of the failed stage (`workflows.failure`), null unless failed. */
  failure: string | null;
};

/** While the card is in one of these, progress keeps coming; any other status is final. */
export const LIVE_PROGRESS_STATUSES: readonly CardStatus[] = ['processing', 'transcoding'];

export const isLiveProgress = (status: CardStatus) => LIVE_PROGRESS_STATUSES.includes(status);
