import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { quizzes, teamMembers, teams, userQuizzes, users, type Quiz } from '@/db/schema';

type Org = { orgId: string };

export const findQuiz = async (db: Db, { orgId, id }: Org & { id: string }) =>
  (await db.select().from(quizzes).where(and(eq(quizzes.id, id), eq(quizzes.organizationId, orgId))))[0];

export const findQuizByWorkflow = async (db: Db, { orgId, workflowId }: Org & { workflowId: string }) =>
  (await db.select().from(quizzes).where(and(eq(quizzes.workflowId, workflowId), eq(quizzes.organizationId, orgId))))[0];

export const insertQuiz = async (db: Db, values: typeof quizzes.$inferInsert) => (await db.insert(quizzes).values(values).returning())[0];

/** Updates the quiz; with `revision` only when it is still that revision (else undefined: someone saved in between). */
export async function updateQuizRow(db: Db, { orgId, id, revision }: Org & { id: string; revision?: number }, values: Partial<typeof quizzes.$inferInsert>): Promise<Quiz | undefined> {
  const where = [eq(quizzes.id, id), eq(quizzes.organizationId, orgId)];
  if (revision !== undefined) where.push(eq(quizzes.revision, revision));
  const [row] = await db
    .update(quizzes)
    .set({ ...values, revision: sql`${quizzes.revision} + 1`, updatedAt: new Date() })
    .where(and(...where))
    .returning();
  return row;
}

export const isTeamMember = async (db: Db, { orgId, teamId, userId }: Org & { teamId: string; userId: string }) =>
  (await db.select({ userId: teamMembers.userId }).from(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId), eq(teamMembers.organizationId, orgId)))).length > 0;

export const findTeam = async (db: Db, { orgId, teamId }: Org & { teamId: string }) =>
  (await db.select({ id: teams.id }).from(teams).where(and(eq(teams.id, teamId), eq(teams.organizationId, orgId))))[0];

export const listTeams = (db: Db, { orgId }: Org) => db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.organizationId, orgId)).orderBy(teams.name);

export const insertUserQuiz = async (db: Db, values: typeof userQuizzes.$inferInsert) => (await db.insert(userQuizzes).values(values).returning())[0];

const attemptColumns = { attempt: userQuizzes, userName: users.displayName };

export const findUserQuiz = async (db: Db, { orgId, id }: Org & { id: string }) =>
  (await db.select(attemptColumns).from(userQuizzes).leftJoin(users, eq(users.id, userQuizzes.userId)).where(and(eq(userQuizzes.id, id), eq(userQuizzes.organizationId, orgId))))[0];

/** Attempts at a quiz, newest first; one person's when `userId` is given. */
export const listAttempts = (db: Db, { orgId, quizId, userId }: Org & { quizId: string; userId?: string }) =>
  db
    .select(attemptColumns)
    .from(userQuizzes)
    .leftJoin(users, eq(users.id, userQuizzes.userId))
    .where(and(eq(userQuizzes.quizId, quizId), eq(userQuizzes.organizationId, orgId), ...(userId ? [eq(userQuizzes.userId, userId)] : [])))
    .orderBy(desc(userQuizzes.createdAt), desc(userQuizzes.id));

/** The latest attempt per quiz of one person (the player's usersQuizzes). */
export const latestAttempts = (db: Db, { orgId, userId, quizIds }: Org & { userId: string; quizIds: string[] }) =>
  quizIds.length === 0
    ? Promise.resolve([])
    : db
        .selectDistinctOn([userQuizzes.quizId], { id: userQuizzes.id, quizId: userQuizzes.quizId, status: userQuizzes.status })
        .from(userQuizzes)
        .where(and(eq(userQuizzes.organizationId, orgId), eq(userQuizzes.userId, userId), inArray(userQuizzes.quizId, quizIds)))
        .orderBy(userQuizzes.quizId, desc(userQuizzes.createdAt));
