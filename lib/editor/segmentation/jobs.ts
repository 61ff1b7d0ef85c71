import 'server-only';
import { getDb } from '@/db/client';
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

/** The sweep for re-cuts whose job never ran (recover.ts), every minute like the pipeline's. */
export const SEGMENTATION_RECOVER_JOB = 'segmentation-recover';

export const segmentationRecoverJob = defineJob(
  SEGMENTATION_RECOVER_JOB,
  async () => {
    const { recoverOrphanedRecuts } = await import('./recover');
    await recoverOrphanedRecuts(await getDb());
  },
  { cron: '* * * * *', retryLimit: 0, expireInSeconds: 300 },
);
