import 'server-only';
import { getDb } from '@/db/client';
import { defineJob, sendJob } from '@/lib/jobs';
import type { WorkflowJobData } from '@/lib/workflows/constants';
import { runCutRender } from './render';

/** The advanced editor's render of a cut (or restore of the version before it), render.ts. */
export const CUT_RENDER_JOB = 'cut-render';

/** One render per workflow at a time; a failure is recorded on the workflow by runCutRender (retry on the page). */
export const cutRenderJob = defineJob<WorkflowJobData>(CUT_RENDER_JOB, async (data) => void (await runCutRender(data)), {
  retryLimit: 1,
  retryDelay: 30,
  expireInSeconds: 3600,
});

export const sendCutRenderJob = (data: WorkflowJobData) => sendJob<WorkflowJobData>(CUT_RENDER_JOB, data, { singletonKey: data.workflowId });

/** The sweep for renders whose worker stopped (recover.ts), every minute and when a worker starts. */
export const CUT_RENDER_RECOVER_JOB = 'cut-render-recover';

export const cutRenderRecoverJob = defineJob(
  CUT_RENDER_RECOVER_JOB,
  async () => {
    const { recoverStalledCutRenders } = await import('./recover');
    await recoverStalledCutRenders(await getDb());
  },
  { cron: '* * * * *', retryLimit: 0, expireInSeconds: 300 },
);
