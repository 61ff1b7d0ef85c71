import { and, eq, inArray } from 'drizzle-orm';
import { playlists, quizzes, users, workspaceMembers } from '@/db/schema';
import type { Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isFeatureOn } from '@/lib/orgs/settings';
import { isUuid } from '@/lib/users/schema';
import { narrowScope, type AnalyticsQuery, type AnalyticsScope } from './access';
import { quizPerformanceList, quizUserAnswers, quizUsersList, quizzesList } from './lists/quizzes';
import { skillInScope, skillPartsList } from './lists/skills';
import { usersList, userOverview, userViewHistory } from './lists/users';
import { ALL_WORKSPACES } from './schema';
import { scoped, scopedWorkflow } from './service';

/**
 * The analytics drill-downs (one workspace, person, skill or quiz). Each id is checked inside the
 * caller's organisation and scope first; an unknown, foreign or out-of-scope id is `not_found`.
 */

/** A person of the organisation; a workspace admin's only if they belong to one of the scope's workspaces. */
async function findScopedUser(db: Db, scope: AnalyticsScope, userId: unknown) {
  if (!isUuid(userId)) throw new AppError('not_found');
  const [user] = await db
    .select({ id: users.id, displayName: users.displayName, email: users.email })
    .from(users)
    .where(and(eq(users.organizationId, scope.orgId), eq(users.id, userId)));
  if (!user) throw new AppError('not_found');
  if (scope.workspaceIds !== 'all') {
    const [member] = scope.workspaceIds.length
      ? await db
          .select({ id: workspaceMembers.userId })
          .from(workspaceMembers)
          .where(and(eq(workspaceMembers.organizationId, scope.orgId), eq(workspaceMembers.userId, user.id), inArray(workspaceMembers.workspaceId, scope.workspaceIds)))
          .limit(1)
      : [];
    if (!member) throw new AppError('not_found');
  }
  return user;
}

export async function findAnalyticsUser(session: SessionContext, userId: unknown) {
  const { db, scope } = await scoped(session, { workspaceId: ALL_WORKSPACES });
  return findScopedUser(db, scope, userId);
}

export async function getUserOverview(session: SessionContext, query: AnalyticsQuery, userId: unknown) {
  const { db, scope } = await scoped(session, query);
  return userOverview(db, scope, query.range, await findScopedUser(db, scope, userId));
}

export async function listUserViewHistory(session: SessionContext, query: AnalyticsQuery, userId: unknown) {
  const { db, scope } = await scoped(session, query);
  const user = await findScopedUser(db, scope, userId);
  return userViewHistory(db, scope, query.range, user.id, query);
}

/** analytics-service workspaces/{id}/users: the people list narrowed to one workspace in scope. */
export async function listWorkspaceUsers(session: SessionContext, query: AnalyticsQuery, workspaceId: unknown) {
  const { db, scope } = await scoped(session, { workspaceId: ALL_WORKSPACES });
  if (!isUuid(workspaceId)) throw new AppError('not_found');
  return usersList(db, await narrowScope(db, scope, workspaceId), query.range, query);
}

export async function listSkillParts(session: SessionContext, query: AnalyticsQuery, skillId: unknown) {
  const { db, scope } = await scoped(session, query);
  const [skill] = isUuid(skillId) ? await db.select({ id: playlists.id }).from(playlists).where(and(eq(playlists.id, skillId), skillInScope(scope))) : [];
  if (!skill) throw new AppError('not_found');
  return skillPartsList(db, scope, query.range, skill.id);
}

/** Quiz analytics exist only where quizzes are on (spec 02 §2: the quiz entries too). */
export const quizAnalyticsOn = (session: SessionContext) => isFeatureOn(session.org.settings, 'enableQuiz');
/** `scoped`, for quiz analytics: refused while quizzes are off (the quiz lists and their export). */
export async function quizScoped(session: SessionContext, query: Pick<AnalyticsQuery, 'workspaceId'>) {
  if (!quizAnalyticsOn(session)) throw new AppError('forbidden', 'quiz.errors.featureOff');
  return scoped(session, query);
}

export async function listQuizzes(session: SessionContext, query: AnalyticsQuery) {
  const { db, scope } = await quizScoped(session, query);
  return quizzesList(db, scope, query);
}

export async function listQuizPerformance(session: SessionContext, query: AnalyticsQuery) {
  const { db, scope } = await quizScoped(session, query);
  return quizPerformanceList(db, scope, query);
}

/** The page loader's and the list's check: a workflow in scope (quizzes on). */
export async function findQuizWorkflow(session: SessionContext, workflowId: unknown) {
  await quizScoped(session, { workspaceId: ALL_WORKSPACES });
  return (await scopedWorkflow(session, { workspaceId: ALL_WORKSPACES }, workflowId)).workflow;
}

export async function listQuizUsers(session: SessionContext, query: AnalyticsQuery, workflowId: unknown) {
  await quizScoped(session, query);
  const { db, scope, workflow } = await scopedWorkflow(session, query, workflowId);
  return quizUsersList(db, scope, workflow.id, query);
}

/**
 * One person's attempts at the workflow's quiz: the quiz must be that workflow's (in scope), and the
 * person of the organisation with at least one attempt at it (taking it is what puts them in scope).
 */
export async function getQuizUserAnswers(session: SessionContext, ids: { quizId: unknown; workflowId: unknown; userId: unknown }) {
  await quizScoped(session, { workspaceId: ALL_WORKSPACES });
  const { db, scope, workflow } = await scopedWorkflow(session, { workspaceId: ALL_WORKSPACES }, ids.workflowId);
  const [quiz] = isUuid(ids.quizId)
    ? await db.select({ id: quizzes.id }).from(quizzes).where(and(eq(quizzes.organizationId, scope.orgId), eq(quizzes.id, ids.quizId), eq(quizzes.workflowId, workflow.id)))
    : [];
  const [user] =
    quiz && isUuid(ids.userId)
      ? await db.select({ id: users.id, displayName: users.displayName, email: users.email }).from(users).where(and(eq(users.organizationId, scope.orgId), eq(users.id, ids.userId)))
      : [];
  const attempts = user ? await quizUserAnswers(db, scope, quiz.id, user.id) : [];
  if (!user || attempts.length === 0) throw new AppError('not_found');
  return { workflow: { id: workflow.id, title: workflow.title }, user, attempts };
}
