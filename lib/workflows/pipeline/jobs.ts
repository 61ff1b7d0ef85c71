import { getDb } from '@/db/client';
import { defineJob, sendJob } from '@/lib/jobs';
import { getStorage } from '@/lib/storage';
import { WORKFLOW_COPY_MEDIA_JOB, WORKFLOW_PROCESS_JOB, WORKFLOW_PURGE_MEDIA_JOB, type WorkflowJobData } from '../constants';
import { copyWorkflowMedia, purgeWorkflowMedia } from './copy-media';
import { processWorkflow } from './process';
import { recoverStalledWorkflows } from './recover';

/** The recovery sweep's job (recover.ts); scheduled, so it carries no data. */
export const WORKFLOW_RECOVER_JOB = 'workflow-recover';

/**
 * The whole pipeline for one workflow. A failure is recorded on the workflow by processWorkflow;
 * only trouble a later attempt may not have (storage, network) is thrown for pg-boss to retry.
 * A run holds the workflow's lease (lease.ts): a duplicate delivery finds it busy and ends; a
 * crashed worker's lease runs out and the recovery sweep hands the workflow to a new job, which
 * resumes from the stage markers.
 */
export const workflowProcessJob = defineJob<WorkflowJobData>(
  WORKFLOW_PROCESS_JOB,
  async (data) => {
    // busy / lost: another live run owns the workflow; this delivery has nothing to do.
    const outcome = await processWorkflow(data);
    if (outcome.status === 'failed' && !outcome.permanent) throw outcome.error;
  },
  // Long enough for a 40-minute 1080p source on a small worker. A crashed worker's job does not
  // wait for this: the recovery sweep cancels it as soon as the run's lease has run out.
  { retryLimit: 2, retryDelay: 30, expireInSeconds: 2 * 3600 },
);

export const workflowCopyMediaJob = defineJob<WorkflowJobData>(
  WORKFLOW_COPY_MEDIA_JOB,
  async (data) => void (await copyWorkflowMedia(await getDb(), getStorage(), data)),
  { retryLimit: 3, retryDelay: 30, expireInSeconds: 1800 },
);

export const workflowPurgeMediaJob = defineJob<WorkflowJobData>(
  WORKFLOW_PURGE_MEDIA_JOB,
  async (data) => {
    const purged = await purgeWorkflowMedia(await getDb(), getStorage(), data);
    // Copies still need the media: look again in a minute (a new job; this one completes).
    if (purged === 'deferred') await sendJob<WorkflowJobData>(WORKFLOW_PURGE_MEDIA_JOB, data, { singletonKey: data.workflowId, startAfterSeconds: 60 });
  },
  { retryLimit: 5, retryDelay: 60, expireInSeconds: 1800 },
);

export const workflowRecoverJob = defineJob(WORKFLOW_RECOVER_JOB, async () => void (await recoverStalledWorkflows(await getDb())), {
  cron: '* * * * *',
  retryLimit: 0,
  expireInSeconds: 300,
});
