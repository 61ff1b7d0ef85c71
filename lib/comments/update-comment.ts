import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { canEditComment, loadCommentForView } from './access';
import { groupReactions, toCommentDto } from './present';
import { listCommentReactions, updateCommentText } from './queries';
import type { CommentDto, UpdateCommentInput } from './schema';

export type UpdateCommentOptions = { session: SessionContext; commentId: string; input: UpdateCommentInput };

// PUT /api/v1/comments/{commentId} {comment} – the author edits; the text must change
export async function updateComment({ session, commentId, input }: UpdateCommentOptions): Promise<CommentDto> {
  const db = await getDb();
  const { row, loaded } = await loadCommentForView(db, session, commentId);
  if (!canEditComment(session, row.comment)) throw new AppError('forbidden', 'comments.notAuthor');
  if (row.comment.text === input.comment) throw new AppError('invalid_input', 'comments.unchanged');
  const updated = await updateCommentText(db, { orgId: session.org.id, commentId: row.comment.id, text: input.comment });
  if (!updated) throw new AppError('not_found');
  const reactions = groupReactions(session, await listCommentReactions(db, { orgId: session.org.id, commentIds: [updated.id] }));
  return toCommentDto(session, { ...row, comment: updated }, loaded.workflow.workspaceId, reactions.get(updated.id) ?? {});
}
