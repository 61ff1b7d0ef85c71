import { getDb } from '@/db/client';
import { defineJob } from '@/lib/jobs';
import { getStorage } from '@/lib/storage';
import { WORKFLOW_COPY_MEDIA_JOB, WORKFLOW_PROCESS_JOB, WORKFLOW_PURGE_MEDIA_JOB, type WorkflowJobData } from '../constants';
import { copyWorkflowMedia, purgeWorkflowMedia } from './copy-media';
import { processWorkflow } from './process';

/**
 * The whole pipeline for one workflow. A failure is recorded on the workflow by processWorkflow;
 * only trouble a later attempt may not have (storage, network) is thrown for pg-boss to retry.
 * A crashed worker's job is handed on after expireInSeconds and resumes from the stage markers.
 */
export const workflowProcessJob = defineJob<WorkflowJobData>(
  WORKFLOW_PROCESS_JOB,
  async (data) => {
    const outcome = await processWorkflow(data);
    if (outcome.status === 'failed' && !outcome.permanent) throw outcome.error;
  },
  // Long enough for a 40-minute 1080p source on a small worker; also how long a crashed worker holds it.
  { retryLimit: 2, retryDelay: 30, expireInSeconds: 2 * 3600 },
);

export const workflowCopyMediaJob = defineJob<WorkflowJobData>(
  WORKFLOW_COPY_MEDIA_JOB,
  async (data) => void (await copyWorkflowMedia(await getDb(), getStorage(), data)),
  { retryLimit: 3, retryDelay: 30, expireInSeconds: 1800 },
);

export const workflowPurgeMediaJob = defineJob<WorkflowJobData>(
  WORKFLOW_PURGE_MEDIA_JOB,
  async (data) => void (await purgeWorkflowMedia(getStorage(), data)),
  { retryLimit: 5, retryDelay: 60, expireInSeconds: 1800 },
);
