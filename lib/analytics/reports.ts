import type { SessionContext } from '@/lib/auth/session';
import type { AnalyticsQuery } from './access';
import { skillPerformanceList, skillUsersProgressList } from './lists/skills';
import { sopDetailsList, sopTrendList } from './lists/sops';
import { usersList, usersOverview } from './lists/users';
import { workflowDetailsList, workflowsOverview, workflowTrendList } from './lists/workflows';
import { workspacesList } from './lists/workspaces';
import { scoped } from './service';

/**
 * The analytics lists of spec 02 §7 as operations: the caller's scope (analytics flag, gen2
 * refused, workspace admins narrowed to their workspaces) narrowed to the query's workspace
 * filter, then one query on the analytics read database.
 */
const TOP = 10;
const top = (query: AnalyticsQuery) => ({ page: 1, size: Math.min(query.size, TOP) });

export async function listUsers(session: SessionContext, query: AnalyticsQuery) {
  const { db, scope } = await scoped(session, query);
  return usersList(db, scope, query.range, query);
}

export async function listTopUsers(session: SessionContext, query: AnalyticsQuery) {
  const { db, scope } = await scoped(session, query);
  return usersList(db, scope, query.range, top(query));
}

export async function getUsersOverview(session: SessionContext, query: AnalyticsQuery) {
  const { db, scope } = await scoped(session, query);
  return usersOverview(db, scope, query.range);
}

export async function listWorkflowDetails(session: SessionContext, query: AnalyticsQuery) {
  const { db, scope } = await scoped(session, query);
  return workflowDetailsList(db, scope, query.range, query);
}

export async function listWorkflowTrend(session: SessionContext, query: AnalyticsQuery) {
  const { db, scope } = await scoped(session, query);
  return workflowTrendList(db, scope, query.range, query);
}

export async function getWorkflowsOverview(session: SessionContext, query: AnalyticsQuery) {
  const { db, scope } = await scoped(session, query);
  return workflowsOverview(db, scope, query.range);
}

export async function listSopDetails(session: SessionContext, query: AnalyticsQuery) {
  const { db, scope } = await scoped(session, query);
  return sopDetailsList(db, scope, query.range, query);
}

export async function listSopTrend(session: SessionContext, query: AnalyticsQuery) {
  const { db, scope } = await scoped(session, query);
  return sopTrendList(db, scope, query.range, query);
}

export async function listSkillPerformance(session: SessionContext, query: AnalyticsQuery) {
  const { db, scope } = await scoped(session, query);
  return skillPerformanceList(db, scope, query);
}

export async function listSkillUsersProgress(session: SessionContext, query: AnalyticsQuery) {
  const { db, scope } = await scoped(session, query);
  return skillUsersProgressList(db, scope, query);
}

export async function listWorkspaces(session: SessionContext, query: AnalyticsQuery) {
  const { db, scope } = await scoped(session, query);
  return workspacesList(db, scope, query.range, query);
}

export async function listTopWorkspaces(session: SessionContext, query: AnalyticsQuery) {
  const { db, scope } = await scoped(session, query);
  return workspacesList(db, scope, query.range, top(query));
}
