import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { loadWorkflowForComments } from './access';
import { groupReactions, toCommentDto } from './present';
import { countWorkflowComments, listCommentReactions, listWorkflowComments } from './queries';
import type { CommentList, CommentPageQuery, ListCommentsInput } from './schema';

export type ListCommentsOptions = { session: SessionContext; input: ListCommentsInput; paging: CommentPageQuery };

// POST /api/v1/comments?page&size {level, id, withReactions} – a workflow's comments, newest first
export async function listComments({ session, input, paging }: ListCommentsOptions): Promise<CommentList> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForComments(db, session, input.id);
  const scope = { orgId: session.org.id, workflowId: workflow.id };
  const [rows, total] = await Promise.all([
    listWorkflowComments(db, { ...scope, limit: paging.size, offset: paging.page * paging.size }),
    countWorkflowComments(db, scope),
  ]);
  const reactions = input.withReactions
    ? groupReactions(session, await listCommentReactions(db, { orgId: session.org.id, commentIds: rows.map((r) => r.comment.id) }))
    : null;
  return {
    items: rows.map((row) => toCommentDto(session, row, workflow.workspaceId, reactions ? (reactions.get(row.comment.id) ?? {}) : undefined)),
    total,
    page: paging.page,
    size: paging.size,
  };
}
