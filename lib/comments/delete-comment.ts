import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { canDeleteComment, loadCommentForView } from './access';
import { deleteCommentRow } from './queries';

export type DeleteCommentOptions = { session: SessionContext; commentId: string };

// DELETE /api/v1/comments/{commentId} – the author, an org admin or the workspace's admin; its reactions go with it
export async function deleteComment({ session, commentId }: DeleteCommentOptions): Promise<{ id: string }> {
  const db = await getDb();
  const { row, loaded } = await loadCommentForView(db, session, commentId);
  if (!canDeleteComment(session, row.comment, loaded.workflow.workspaceId)) throw new AppError('forbidden', 'comments.cannotDelete');
  await deleteCommentRow(db, { orgId: session.org.id, commentId: row.comment.id });
  return { id: row.comment.id };
}
