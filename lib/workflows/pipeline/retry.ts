import { getDb } from '@/db/client';
import { isFailedRecut, retryRecut } from '@/lib/editor/segmentation/service';
import type { SessionContext } from '@/lib/auth/session';
import { renderState, retryCutRender } from '@/lib/editor/cut/session';
import { isFailedPublishRender, retryPublishRender } from '@/lib/editor/publish/state';
import { AppError } from '@/lib/http/errors';
import { sendJob } from '@/lib/jobs';
import { loadWorkflowForEdit } from '../access';
import { BLOCKED, WORKFLOW_PROCESS_JOB, type WorkflowJobData } from '../constants';
import { statusFieldsOf } from '../detail';
import type { WorkflowProgressEvent } from '../progress-types';
import { hasError } from '../status';
import { createContext } from './context';
import { clearedErrorStatuses } from './failure';
import { toProgressEvent } from './progress-event';
import { getStorage } from '@/lib/storage';

export const sendProcessJob = (data: WorkflowJobData) => sendJob<WorkflowJobData>(WORKFLOW_PROCESS_JOB, data, { singletonKey: data.workflowId });

/**
 * Retries a failed workflow: the failed stage's 'error' value goes back to its running value and
 * the process job is sent again; it resumes after the last stage that finished.
 */
export async function retryWorkflow(session: SessionContext, id: unknown): Promise<WorkflowProgressEvent> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, id);
  if (!hasError(await statusFieldsOf(db, session.org.id, workflow))) throw new AppError('conflict', 'pipeline.notFailed');
  // A failed re-cut of the segmentation editor runs its own job again, with the plan it saved.
  if (isFailedRecut(workflow)) return toProgressEvent(db, await retryRecut(db, workflow));
  // A failed render of the advanced editor's cut likewise runs its own job again.
  if (renderState(workflow) === 'failed') return toProgressEvent(db, await retryCutRender(db, workflow));
  // A failed publish render (blur burn-in, voice-over mix) renders again; the previous media plays meanwhile.
  if (isFailedPublishRender(workflow)) return toProgressEvent(db, await retryPublishRender(db, workflow));
  const ctx = createContext({ db, storage: getStorage(), orgId: session.org.id, workflowId: workflow.id, workDir: '', options: {} });
  const updated = await ctx.update({ ...clearedErrorStatuses(workflow), blocked: BLOCKED.transcoding, failure: null, progress: null });
  await ctx.history('retry', 'started');
  await sendProcessJob({ organizationId: session.org.id, workflowId: workflow.id });
  return toProgressEvent(db, updated);
}
