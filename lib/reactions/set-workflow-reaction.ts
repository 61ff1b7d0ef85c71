import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { loadWorkflowForReactions } from './load';
import { notifyReactionAdded, refreshReactionCard } from './notify';
import { buildReactionsDto } from './present';
import { findUserReaction, upsertUserReaction } from './queries';
import type { SetWorkflowReactionInput, WorkflowReactionsDto } from './schema';

export type SetWorkflowReactionOptions = { session: SessionContext; workflowId: string; input: SetWorkflowReactionInput };

/**
 * PUT /api/v1/workflows/{id}/reactions {reaction} – set the caller's one reaction (replacing any
 * other). A first reaction notifies the author; changing it only updates the author's card.
 */
export async function setWorkflowReaction({ session, workflowId, input }: SetWorkflowReactionOptions): Promise<WorkflowReactionsDto> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForReactions(db, session, workflowId);
  const ref = { orgId: session.org.id, workflowId: workflow.id, userId: session.user.id };
  await db.transaction(async (tx) => {
    const before = await findUserReaction(tx, ref);
    if (before?.reaction === input.reaction) return;
    await upsertUserReaction(tx, { ...ref, reaction: input.reaction });
    const change = { orgId: session.org.id, workflow, sender: session.user };
    if (before) await refreshReactionCard(tx, { ...change, withdrawn: false });
    else await notifyReactionAdded(tx, change);
  });
  return buildReactionsDto(db, session, workflow.id);
}
