import 'server-only';
import { defineJob } from '@/lib/jobs';
import type { WorkflowJobData } from '@/lib/workflows/constants';
import { runPublishRender } from './render';
import { PUBLISH_RENDER_JOB } from './state';

/** One render per workflow at a time; a failure is recorded on the workflow by runPublishRender (retry on the page and card). */
export const publishRenderJob = defineJob<WorkflowJobData>(PUBLISH_RENDER_JOB, async (data) => void (await runPublishRender(data)), {
  retryLimit: 1,
  retryDelay: 30,
  expireInSeconds: 3600,
});
