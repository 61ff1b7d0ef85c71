import 'server-only';
import { defineJob, sendJob } from '@/lib/jobs';
import type { WorkflowJobData } from '@/lib/workflows/constants';
import { runRecut } from './recut';

/** The segmentation editor's re-cut of a workflow's steps (recut.ts). */
export const SEGMENTATION_RECUT_JOB = 'segmentation-recut';

/**
 * One re-cut per workflow at a time (singletonKey). A failure is recorded on the workflow by
 * runRecut (status error, retry button); the job itself only fails when even that was impossible.
 */
export const segmentationRecutJob = defineJob<WorkflowJobData>(SEGMENTATION_RECUT_JOB, async (data) => void (await runRecut(data)), {
  retryLimit: 1,
  retryDelay: 30,
  expireInSeconds: 1800,
});

export const sendRecutJob = (data: WorkflowJobData) => sendJob<WorkflowJobData>(SEGMENTATION_RECUT_JOB, data, { singletonKey: data.workflowId });
