import { and, asc, countDistinct, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { analyticsDailyWorkflowUsers as dwu, users, workflows, workspaceMembers, workspaces } from '@/db/schema';
import type { AnalyticsScope } from '../access';
import { NO_USER } from '../rollup';
import type { DateRange } from '../schema';
import { col, num, offsetOf, rollupTotals, rollupWhere, shape, totalOver, type ListResult, type Paging } from './shared';

const USER_LINK = '/analytics/user/{userId}';
export const USER_COLUMNS = [
  col('displayName', 'text', USER_LINK),
  col('email'),
  col('views', 'count'),
  col('workflowsViewed', 'count'),
  col('completions', 'count'),
  col('watchSeconds', 'duration'),
  col('lastViewedAt', 'date'),
];

/** GET users/list (and analytics-service users/top, workspaces/{id}/users): per person, most views first. */
export async function usersList(db: Db, scope: AnalyticsScope, range: DateRange, page: Paging): Promise<ListResult> {
  const rows = await db
    .select({ userId: dwu.userId, displayName: users.displayName, email: users.email, ...rollupTotals, workflowsViewed: countDistinct(dwu.workflowId), total: totalOver })
    .from(dwu)
    .innerJoin(users, and(eq(users.id, dwu.userId), eq(users.organizationId, dwu.organizationId)))
    .where(rollupWhere(scope, range, ne(dwu.userId, NO_USER)))
    .groupBy(dwu.userId, users.displayName, users.email)
    .orderBy(desc(rollupTotals.views), asc(users.displayName), asc(dwu.userId))
    .limit(page.size)
    .offset(offsetOf(page));
  return shape(USER_COLUMNS, rows, ['userId']);
}

export type UsersOverviewDto = { users: number; activeUsers: number; inactiveUsers: number; views: number; completions: number; watchSeconds: number };

/**
 * GET users/overview: the people in scope (the organisation's, or the members of the scope's
 * workspaces), how many watched something in the range, and their totals.
 */
export async function usersOverview(db: Db, scope: AnalyticsScope, range: DateRange): Promise<UsersOverviewDto> {
  const people =
    scope.workspaceIds === 'all'
      ? db.select({ n: sql<number>`count(*)` }).from(users).where(eq(users.organizationId, scope.orgId))
      : db
          .select({ n: countDistinct(workspaceMembers.userId) })
          .from(workspaceMembers)
          .where(and(eq(workspaceMembers.organizationId, scope.orgId), scope.workspaceIds.length ? inArray(workspaceMembers.workspaceId, scope.workspaceIds) : sql`false`));
  const [[count], [row]] = await Promise.all([
    people,
    db
      .select({ active: sql<number>`count(distinct ${dwu.userId}) filter (where ${dwu.userId} <> ${NO_USER}::uuid)`, ...rollupTotals })
      .from(dwu)
      .where(rollupWhere(scope, range)),
  ]);
  const total = num(count?.n);
  const active = num(row?.active);
  return { users: total, activeUsers: active, inactiveUsers: Math.max(0, total - active), views: num(row?.views), completions: num(row?.completions), watchSeconds: num(row?.watchSeconds) };
}

export type UserOverviewDto = { userId: string; displayName: string; email: string; views: number; workflowsViewed: number; completions: number; watchSeconds: number; lastViewedAt: string | null };

/** analytics-service users/{id}/overview: one person's totals in the range (the caller checked the person). */
export async function userOverview(db: Db, scope: AnalyticsScope, range: DateRange, user: { id: string; displayName: string; email: string }): Promise<UserOverviewDto> {
  const [row] = await db.select({ ...rollupTotals, workflowsViewed: countDistinct(dwu.workflowId) }).from(dwu).where(rollupWhere(scope, range, eq(dwu.userId, user.id)));
  return {
    userId: user.id,
    displayName: user.displayName,
    email: user.email,
    views: num(row?.views),
    workflowsViewed: num(row?.workflowsViewed),
    completions: num(row?.completions),
    watchSeconds: num(row?.watchSeconds),
    lastViewedAt: row?.lastViewedAt ? new Date(row.lastViewedAt).toISOString() : null,
  };
}

export const USER_HISTORY_COLUMNS = [
  col('title', 'text', '/analytics/workflow/{workflowId}'),
  col('workspaceName'),
  col('views', 'capped'),
  col('completions', 'capped'),
  col('watchSeconds', 'duration'),
  col('lastViewedAt', 'date'),
];

/** analytics-service users/{id}/viewhistory: what one person watched, most recent first. */
export async function userViewHistory(db: Db, scope: AnalyticsScope, range: DateRange, userId: string, page: Paging): Promise<ListResult> {
  const rows = await db
    .select({ workflowId: dwu.workflowId, title: workflows.title, workspaceName: workspaces.name, ...rollupTotals, total: totalOver })
    .from(dwu)
    .innerJoin(workflows, and(eq(workflows.id, dwu.workflowId), eq(workflows.organizationId, dwu.organizationId)))
    .innerJoin(workspaces, and(eq(workspaces.id, dwu.workspaceId), eq(workspaces.organizationId, dwu.organizationId)))
    .where(rollupWhere(scope, range, eq(dwu.userId, userId)))
    .groupBy(dwu.workflowId, workflows.title, workspaces.name)
    .orderBy(desc(rollupTotals.lastViewedAt), asc(dwu.workflowId))
    .limit(page.size)
    .offset(offsetOf(page));
  return shape(USER_HISTORY_COLUMNS, rows, ['workflowId']);
}
