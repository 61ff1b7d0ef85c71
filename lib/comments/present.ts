import type { SessionContext } from '@/lib/auth/session';
import { avatarUrlFor } from '@/lib/users/avatar-url';
import { canDeleteComment, canEditComment } from './access';
import type { CommentReactionRow, CommentRow } from './queries';
import type { CommentDto, CommentLevel, CommentReactionDto } from './schema';

export const toCommentReactionDto = (session: SessionContext, { reaction, displayName }: CommentReactionRow): CommentReactionDto => ({
  id: reaction.id,
  uid: reaction.userId,
  displayName,
  emojiCode: reaction.emojiCode,
  emojiChar: reaction.emojiChar,
  createdAt: reaction.createdAt.toISOString(),
  mine: reaction.userId === session.user.id,
});

/** Reactions keyed by emoji code, in the order they were first given. */
export function groupReactions(session: SessionContext, rows: CommentReactionRow[]): Map<string, Record<string, CommentReactionDto[]>> {
  const byComment = new Map<string, Record<string, CommentReactionDto[]>>();
  for (const row of rows) {
    const groups = byComment.get(row.reaction.commentId) ?? {};
    (groups[row.reaction.emojiCode] ??= []).push(toCommentReactionDto(session, row));
    byComment.set(row.reaction.commentId, groups);
  }
  return byComment;
}

export function toCommentDto(
  session: SessionContext,
  row: CommentRow,
  workspaceId: string,
  reactions?: Record<string, CommentReactionDto[]>,
): CommentDto {
  const c = row.comment;
  return {
    id: c.id,
    level: c.level as CommentLevel,
    workflowId: c.workflowId,
    comment: c.text,
    uid: c.authorId,
    displayName: row.authorName,
    avatarUrl: avatarUrlFor(c.authorId, row.authorAvatarKey),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    edited: c.updatedAt.getTime() > c.createdAt.getTime(),
    canEdit: canEditComment(session, c),
    canDelete: canDeleteComment(session, c, workspaceId),
    ...(reactions ? { reactions } : {}),
  };
}
