import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { loadWorkflowForReactions } from './load';
import { buildReactionsDto } from './present';
import type { WorkflowReactionsDto } from './schema';

export type GetWorkflowReactionsOptions = { session: SessionContext; workflowId: string };

// GET /api/v1/workflows/{id}/reactions – counts, the caller's reaction and who reacted (newest first)
export async function getWorkflowReactions({ session, workflowId }: GetWorkflowReactionsOptions): Promise<WorkflowReactionsDto> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForReactions(db, session, workflowId);
  return buildReactionsDto(db, session, workflow.id);
}
