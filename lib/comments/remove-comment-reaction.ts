import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { requireId } from '@/lib/workspaces/workspace-access';
import { loadCommentForView } from './access';
import { deleteCommentReactionRow, findCommentReaction } from './queries';

export type RemoveCommentReactionOptions = { session: SessionContext; commentId: string; reactionId: string };

// DELETE /api/v1/comments/{id}/{reactionId} – remove one's own reaction (others' are 403)
export async function removeCommentReaction({ session, commentId, reactionId }: RemoveCommentReactionOptions): Promise<{ id: string }> {
  const db = await getDb();
  const { row } = await loadCommentForView(db, session, commentId);
  const reaction = await findCommentReaction(db, { orgId: session.org.id, commentId: row.comment.id, reactionId: requireId(reactionId) });
  if (!reaction) throw new AppError('not_found');
  if (reaction.userId !== session.user.id) throw new AppError('forbidden', 'comments.notYourReaction');
  await deleteCommentReactionRow(db, { orgId: session.org.id, reactionId: reaction.id });
  return { id: reaction.id };
}
