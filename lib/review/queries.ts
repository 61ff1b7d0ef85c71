import 'server-only';
import { and, asc, desc, eq, ilike, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users, workflowFeedback, workflowReviewers, workspaceMembers } from '@/db/schema';

type OneWorkflow = { orgId: string; workflowId: string };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * People who may author in a workspace (spec 02 §6: org admins everywhere, group admins and
 * publishers where they hold that role), active and able to sign in; shared accounts never review.
 */
function authorsIn(orgId: string, workspaceId: string) {
  const member = sql`exists(select 1 from ${workspaceMembers} where ${workspaceMembers.userId} = ${users.id} and ${workspaceMembers.workspaceId} = ${workspaceId} and ${workspaceMembers.organizationId} = ${orgId} and ${workspaceMembers.role} in ('admin-group', 'publisher'))`;
  return and(
    eq(users.organizationId, orgId),
    eq(users.disabled, false),
    eq(users.shared, false),
    isNotNull(users.role),
    or(inArray(users.role, ['admin-super', 'admin-organization']), member),
  );
}

const person = { id: users.id, displayName: users.displayName, email: users.email, locale: users.locale };

export function findAuthorCandidates(db: Db, { orgId, workspaceId, excludeId, keyword, limit }: { orgId: string; workspaceId: string; excludeId: string; keyword: string; limit: number }) {
  const like = `%${escapeLike(keyword)}%`;
  return db
    .select(person)
    .from(users)
    .where(and(authorsIn(orgId, workspaceId), ne(users.id, excludeId), keyword ? or(ilike(users.displayName, like), ilike(users.email, like)) : undefined))
    .orderBy(asc(users.displayName), asc(users.email))
    .limit(limit);
}

/** Of `ids`, those who may author in the workspace. */
export function findAuthorsAmong(db: Db, { orgId, workspaceId, ids }: { orgId: string; workspaceId: string; ids: string[] }) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(person).from(users).where(and(authorsIn(orgId, workspaceId), inArray(users.id, ids)));
}

export function listReviewerRows(db: Db, { orgId, workflowId }: OneWorkflow) {
  return db
    .select({ id: users.id, displayName: users.displayName, email: users.email, requestedAt: workflowReviewers.createdAt })
    .from(workflowReviewers)
    .innerJoin(users, eq(users.id, workflowReviewers.userId))
    .where(and(eq(workflowReviewers.organizationId, orgId), eq(workflowReviewers.workflowId, workflowId)))
    .orderBy(asc(workflowReviewers.createdAt), asc(users.displayName));
}

export async function isReviewer(db: Db, { orgId, workflowId, userId }: OneWorkflow & { userId: string }) {
  const [row] = await db
    .select({ userId: workflowReviewers.userId })
    .from(workflowReviewers)
    .where(and(eq(workflowReviewers.organizationId, orgId), eq(workflowReviewers.workflowId, workflowId), eq(workflowReviewers.userId, userId)));
  return Boolean(row);
}

/** Replaces the reviewer list; answers the ids that were not on it before. */
export async function replaceReviewers(db: Db, { orgId, workflowId, userIds, requestedById }: OneWorkflow & { userIds: string[]; requestedById: string }) {
  const scope = and(eq(workflowReviewers.organizationId, orgId), eq(workflowReviewers.workflowId, workflowId));
  const before = await db.select({ userId: workflowReviewers.userId }).from(workflowReviewers).where(scope);
  const had = new Set(before.map((r) => r.userId));
  const removed = [...had].filter((id) => !userIds.includes(id));
  if (removed.length > 0) await db.delete(workflowReviewers).where(and(scope, inArray(workflowReviewers.userId, removed)));
  const added = userIds.filter((id) => !had.has(id));
  if (added.length > 0) {
    await db
      .insert(workflowReviewers)
      .values(added.map((userId) => ({ organizationId: orgId, workflowId, userId, requestedById })))
      .onConflictDoNothing();
  }
  return added;
}

export function listFeedbackRows(db: Db, { orgId, workflowId }: OneWorkflow) {
  return db
    .select({ id: workflowFeedback.id, text: workflowFeedback.text, stepId: workflowFeedback.stepId, createdAt: workflowFeedback.createdAt, authorId: users.id, authorName: users.displayName })
    .from(workflowFeedback)
    .leftJoin(users, eq(users.id, workflowFeedback.userId))
    .where(and(eq(workflowFeedback.organizationId, orgId), eq(workflowFeedback.workflowId, workflowId)))
    .orderBy(desc(workflowFeedback.createdAt), desc(workflowFeedback.id));
}

export async function insertFeedback(db: Db, values: typeof workflowFeedback.$inferInsert) {
  const [row] = await db.insert(workflowFeedback).values(values).returning();
  return row;
}
