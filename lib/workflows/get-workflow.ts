import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { loadWorkflowForView } from './access';
import { toStepDto, toWorkflowDetail } from './detail';
import { listSteps } from './queries';
import type { StepDto, WorkflowDetail } from './schema';

type GetWorkflowOptions = { session: SessionContext; workflowId: unknown };

/** One workflow the caller may see (viewers: published only), with its statuses and signed poster. */
export async function getWorkflow({ session, workflowId }: GetWorkflowOptions): Promise<WorkflowDetail> {
  const db = await getDb();
  return toWorkflowDetail(db, session, await loadWorkflowForView(db, session, workflowId));
}

/** Its steps in order, each with a signed poster and its playlist route. */
export async function getWorkflowSteps({ session, workflowId }: GetWorkflowOptions): Promise<StepDto[]> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForView(db, session, workflowId);
  const steps = await listSteps(db, { orgId: session.org.id, workflowId: workflow.id });
  return Promise.all(steps.map((step) => toStepDto(workflow.id, step)));
}
