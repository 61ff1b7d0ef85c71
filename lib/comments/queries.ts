import 'server-only';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { commentReactions, comments, users } from '@/db/schema';

type OrgRef = { orgId: string };

const commentColumns = {
  comment: comments,
  authorName: users.displayName,
  authorAvatarKey: users.avatarKey,
};

export type CommentRow = { comment: typeof comments.$inferSelect; authorName: string; authorAvatarKey: string | null };

export async function findComment(db: Db, { orgId, commentId }: OrgRef & { commentId: string }): Promise<CommentRow | null> {
  const [row] = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(and(eq(comments.organizationId, orgId), eq(comments.id, commentId)));
  return row ?? null;
}

/** Newest first: the panel's input sits on top, so the latest comment is read first and older ones load below. */
export const listWorkflowComments = (db: Db, p: OrgRef & { workflowId: string; limit: number; offset: number }) =>
  db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(and(eq(comments.organizationId, p.orgId), eq(comments.workflowId, p.workflowId)))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(p.limit)
    .offset(p.offset);

export async function countWorkflowComments(db: Db, p: OrgRef & { workflowId: string }) {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.organizationId, p.orgId), eq(comments.workflowId, p.workflowId)));
  return Number(row.n);
}

export async function insertComment(db: Db, values: typeof comments.$inferInsert) {
  const [row] = await db.insert(comments).values(values).returning();
  return row;
}

export async function updateCommentText(db: Db, p: OrgRef & { commentId: string; text: string }) {
  const [row] = await db
    .update(comments)
    .set({ text: p.text, updatedAt: new Date() })
    .where(and(eq(comments.organizationId, p.orgId), eq(comments.id, p.commentId)))
    .returning();
  return row ?? null;
}

export const deleteCommentRow = (db: Db, p: OrgRef & { commentId: string }) =>
  db.delete(comments).where(and(eq(comments.organizationId, p.orgId), eq(comments.id, p.commentId)));

export type CommentReactionRow = { reaction: typeof commentReactions.$inferSelect; displayName: string };

export async function listCommentReactions(db: Db, p: OrgRef & { commentIds: string[] }): Promise<CommentReactionRow[]> {
  if (p.commentIds.length === 0) return [];
  return db
    .select({ reaction: commentReactions, displayName: users.displayName })
    .from(commentReactions)
    .innerJoin(users, eq(users.id, commentReactions.userId))
    .where(and(eq(commentReactions.organizationId, p.orgId), inArray(commentReactions.commentId, p.commentIds)))
    .orderBy(asc(commentReactions.createdAt), asc(commentReactions.id));
}

/** Adds the reaction unless this person already gave this emoji; returns the stored row and whether it is new. */
export async function upsertCommentReaction(db: Db, values: typeof commentReactions.$inferInsert) {
  const [created] = await db.insert(commentReactions).values(values).onConflictDoNothing().returning();
  if (created) return { row: created, created: true };
  const [existing] = await db
    .select()
    .from(commentReactions)
    .where(
      and(
        eq(commentReactions.organizationId, values.organizationId),
        eq(commentReactions.commentId, values.commentId),
        eq(commentReactions.userId, values.userId),
        eq(commentReactions.emojiCode, values.emojiCode),
      ),
    );
  return { row: existing, created: false };
}

export async function findCommentReaction(db: Db, p: OrgRef & { commentId: string; reactionId: string }) {
  const [row] = await db
    .select()
    .from(commentReactions)
    .where(
      and(
        eq(commentReactions.organizationId, p.orgId),
        eq(commentReactions.commentId, p.commentId),
        eq(commentReactions.id, p.reactionId),
      ),
    );
  return row ?? null;
}

export const deleteCommentReactionRow = (db: Db, p: OrgRef & { reactionId: string }) =>
  db.delete(commentReactions).where(and(eq(commentReactions.organizationId, p.orgId), eq(commentReactions.id, p.reactionId)));
