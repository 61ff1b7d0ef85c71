import 'server-only';
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
