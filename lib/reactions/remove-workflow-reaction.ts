import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { loadWorkflowForReactions } from './load';
import { refreshReactionCard } from './notify';
import { buildReactionsDto } from './present';
import { deleteUserReaction } from './queries';
import type { WorkflowReactionsDto } from './schema';

export type RemoveWorkflowReactionOptions = { session: SessionContext; workflowId: string };

/**
 * DELETE /api/v1/workflows/{id}/reactions – withdraw the caller's reaction (only ever their own).
 * Removing when there is none is not an error: a repeated click leaves the same state.
 */
export async function removeWorkflowReaction({ session, workflowId }: RemoveWorkflowReactionOptions): Promise<WorkflowReactionsDto> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForReactions(db, session, workflowId);
  await db.transaction(async (tx) => {
    const removed = await deleteUserReaction(tx, { orgId: session.org.id, workflowId: workflow.id, userId: session.user.id });
    if (removed) await refreshReactionCard(tx, { orgId: session.org.id, workflow, sender: session.user, withdrawn: true });
  });
  return buildReactionsDto(db, session, workflow.id);
}
