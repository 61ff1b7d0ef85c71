import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { loadCommentForView } from './access';
import { toCommentReactionDto } from './present';
import { listCommentReactions } from './queries';
import type { CommentReactionDto } from './schema';

export type ListCommentReactionsOptions = { session: SessionContext; commentId: string };

// GET /api/v1/comments/{id}/reactions – every emoji reaction on the comment, oldest first
export async function listReactionsOfComment({ session, commentId }: ListCommentReactionsOptions): Promise<CommentReactionDto[]> {
  const db = await getDb();
  const { row } = await loadCommentForView(db, session, commentId);
  const rows = await listCommentReactions(db, { orgId: session.org.id, commentIds: [row.comment.id] });
  return rows.map((r) => toCommentReactionDto(session, r));
}
