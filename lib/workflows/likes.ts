import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { loadWorkflowForView } from './access';
import { addLike, removeLike } from './queries';
import type { LikeWorkflowInput, WorkflowLikeDto } from './schema';

/** Favourite or unfavourite a workflow the caller may see; repeating either is harmless. */
export async function likeWorkflow({ session, input }: { session: SessionContext; input: LikeWorkflowInput }): Promise<WorkflowLikeDto> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForView(db, session, input.workflowId);
  const params = { orgId: session.org.id, workflowId: workflow.id, userId: session.user.id };
  await (input.like ? addLike(db, params) : removeLike(db, params));
  return { workflowId: workflow.id, favorite: input.like };
}
