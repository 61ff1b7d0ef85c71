import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { loadCommentForView } from './access';
import { toCommentReactionDto } from './present';
import { upsertCommentReaction } from './queries';
import type { AddCommentReactionInput, CommentReactionDto } from './schema';

export type AddCommentReactionOptions = { session: SessionContext; commentId: string; input: AddCommentReactionInput };

/**
 * POST /api/v1/comments/{id}/reactions {emojiChar, emojiCode} – react to a comment. Giving the
 * same emoji twice is harmless: the existing reaction comes back (`created` false), so a
 * double-click or a retried request never errors or duplicates.
 */
export async function addCommentReaction({ session, commentId, input }: AddCommentReactionOptions): Promise<{ item: CommentReactionDto; created: boolean }> {
  const db = await getDb();
  const { row } = await loadCommentForView(db, session, commentId);
  const { row: reaction, created } = await upsertCommentReaction(db, {
    organizationId: session.org.id,
    commentId: row.comment.id,
    userId: session.user.id,
    emojiCode: input.emojiCode,
    emojiChar: input.emojiChar,
  });
  return { item: toCommentReactionDto(session, { reaction, displayName: session.user.displayName }), created };
}
