import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users, workflowReactions, workflowSteps } from '@/db/schema';

type WorkflowRef = { orgId: string; workflowId: string };
type UserRef = WorkflowRef & { userId: string };

const ofWorkflow = ({ orgId, workflowId }: WorkflowRef) =>
  and(eq(workflowReactions.organizationId, orgId), eq(workflowReactions.workflowId, workflowId));
const ofUser = (p: UserRef) => and(ofWorkflow(p), eq(workflowReactions.userId, p.userId));

export const countReactions = (db: Db, p: WorkflowRef) =>
  db
    .select({ reaction: workflowReactions.reaction, n: count() })
    .from(workflowReactions)
    .where(ofWorkflow(p))
    .groupBy(workflowReactions.reaction);

export const listReactionUsers = (db: Db, p: WorkflowRef & { limit: number }) =>
  db
    .select({
      userId: workflowReactions.userId,
      reaction: workflowReactions.reaction,
      reactedAt: workflowReactions.reactedAt,
      displayName: users.displayName,
      avatarKey: users.avatarKey,
    })
    .from(workflowReactions)
    .innerJoin(users, eq(users.id, workflowReactions.userId))
    .where(ofWorkflow(p))
    .orderBy(desc(workflowReactions.reactedAt), desc(workflowReactions.userId))
    .limit(p.limit);

export async function findUserReaction(db: Db, p: UserRef) {
  const [row] = await db.select().from(workflowReactions).where(ofUser(p));
  return row ?? null;
}

export const upsertUserReaction = (db: Db, p: UserRef & { reaction: string }) =>
  db
    .insert(workflowReactions)
    .values({ organizationId: p.orgId, workflowId: p.workflowId, userId: p.userId, reaction: p.reaction })
    .onConflictDoUpdate({
      target: [workflowReactions.workflowId, workflowReactions.userId],
      set: { reaction: p.reaction, reactedAt: sql`now()` },
    });

export async function deleteUserReaction(db: Db, p: UserRef) {
  const rows = await db.delete(workflowReactions).where(ofUser(p)).returning();
  return rows[0] ?? null;
}

export async function countSteps(db: Db, p: WorkflowRef) {
  const [row] = await db
    .select({ n: count() })
    .from(workflowSteps)
    .where(and(eq(workflowSteps.organizationId, p.orgId), eq(workflowSteps.workflowId, p.workflowId)));
  return Number(row.n);
}
