import type { Db } from '@/db/client';
import type { Comment } from '@/db/schema';
import { canManageWorkspace } from '@/lib/access/workspace-scope';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { loadWorkflowForView, type LoadedWorkflow } from '@/lib/workflows/access';
import { requireId } from '@/lib/workspaces/workspace-access';
import { findComment, type CommentRow } from './queries';

/** The organisation's comments switch (admin settings → customized.enableComments, spec 02 §6). */
export function assertCommentsEnabled(session: SessionContext) {
  if (!session.org.settings.customized.enableComments) throw new AppError('forbidden', 'comments.disabled');
}

/** Comments of a workflow are for those who may view it: unknown, foreign or private ones are 404. */
export async function loadWorkflowForComments(db: Db, session: SessionContext, workflowId: unknown): Promise<LoadedWorkflow> {
  assertCommentsEnabled(session);
  return loadWorkflowForView(db, session, workflowId);
}

export type LoadedComment = { row: CommentRow; loaded: LoadedWorkflow };

/** A comment on a workflow the caller may view; anything else reads as unknown (404). */
export async function loadCommentForView(db: Db, session: SessionContext, commentId: unknown): Promise<LoadedComment> {
  assertCommentsEnabled(session);
  const id = requireId(commentId);
  const row = await findComment(db, { orgId: session.org.id, commentId: id });
  if (!row) throw new AppError('not_found');
  const loaded = await loadWorkflowForView(db, session, row.comment.workflowId);
  return { row, loaded };
}

/** Spec 02 §6: only the author edits. */
export const canEditComment = (session: SessionContext, comment: Comment) => comment.authorId === session.user.id;

/** Spec 02 §6: the author, an organisation admin, or an admin of the workflow's workspace deletes. */
export const canDeleteComment = (session: SessionContext, comment: Comment, workspaceId: string) =>
  comment.authorId === session.user.id || canManageWorkspace(session, workspaceId);
