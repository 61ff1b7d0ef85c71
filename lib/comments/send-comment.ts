import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { loadWorkflowForComments } from './access';
import { toCommentDto } from './present';
import { insertComment } from './queries';
import type { CommentDto, SendCommentInput } from './schema';

export type SendCommentOptions = { session: SessionContext; input: SendCommentInput };

/**
 * POST /api/v1/comments {id, level, comment} – comment on a workflow the caller may view.
 * No notification: the spec's notification types have none for comments.
 */
export async function sendComment({ session, input }: SendCommentOptions): Promise<CommentDto> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForComments(db, session, input.id);
  const comment = await insertComment(db, {
    organizationId: session.org.id,
    level: input.level,
    workflowId: workflow.id,
    authorId: session.user.id,
    text: input.comment,
  });
  const row = { comment, authorName: session.user.displayName, authorAvatarKey: session.user.avatarKey };
  return toCommentDto(session, row, workflow.workspaceId, {});
}
