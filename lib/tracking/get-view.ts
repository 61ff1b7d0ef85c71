import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { loadWorkflowForView } from '@/lib/workflows/access';
import { findView } from './queries';
import type { WorkflowViewDto } from './schema';

export type GetWorkflowViewOptions = { session: SessionContext; workflowId: string };

// GET /api/v1/tracking?workflowId= – the caller's place in a workflow (null before the first tracked play)
export async function getWorkflowView({ session, workflowId }: GetWorkflowViewOptions): Promise<WorkflowViewDto | null> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForView(db, session, workflowId);
  const row = await findView(db, { orgId: session.org.id, workflowId: workflow.id, userId: session.user.id });
  if (!row) return null;
  return {
    workflowId: row.workflowId,
    stepId: row.stepId,
    position: row.position,
    playedSeconds: row.playedSeconds,
    completed: row.completed,
    updatedAt: row.updatedAt.toISOString(),
  };
}
