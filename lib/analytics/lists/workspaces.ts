import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { analyticsDailyWorkflowUsers as dwu, workspaceMembers, workspaces } from '@/db/schema';
import type { AnalyticsScope } from '../access';
import { NO_USER } from '../rollup';
import type { DateRange } from '../schema';
import { col, inWorkspaces, offsetOf, rollupWhere, shape, totalOver, type ListResult, type Paging } from './shared';

export const WORKSPACE_COLUMNS = [
  col('workspaceName', 'text', '/analytics/workspaces?workspace={workspaceId}'),
  col('members', 'count'),
  col('activeUsers', 'count'),
  col('views', 'count'),
  col('workflowsViewed', 'count'),
  col('completions', 'count'),
  col('watchSeconds', 'duration'),
];

/**
 * analytics-service workspaces/list (and workspaces/top, the same rows cut short): every workspace
 * in scope, also those nobody watched, with its members and the range's rollup sums; most views first.
 */
export async function workspacesList(db: Db, scope: AnalyticsScope, range: DateRange, page: Paging): Promise<ListResult> {
  const usage = db
    .select({
      workspaceId: dwu.workspaceId,
      activeUsers: sql<number>`count(distinct ${dwu.userId}) filter (where ${dwu.userId} <> ${NO_USER}::uuid)`.as('active_users'),
      views: sql<number>`sum(${dwu.views})`.as('views'),
      workflowsViewed: sql<number>`count(distinct ${dwu.workflowId})`.as('workflows_viewed'),
      completions: sql<number>`sum(${dwu.completions})`.as('completions'),
      watchSeconds: sql<number>`sum(${dwu.watchSeconds})`.as('watch_seconds'),
    })
    .from(dwu)
    .where(rollupWhere(scope, range))
    .groupBy(dwu.workspaceId)
    .as('usage');
  const members = db
    .select({ workspaceId: workspaceMembers.workspaceId, members: sql<number>`count(*)`.as('members') })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.organizationId, scope.orgId), inWorkspaces(workspaceMembers.workspaceId, scope)))
    .groupBy(workspaceMembers.workspaceId)
    .as('m');
  const views = sql<number>`coalesce(${usage.views}, 0)`;
  const rows = await db
    .select({
      workspaceId: workspaces.id,
      workspaceName: workspaces.name,
      members: sql<number>`coalesce(${members.members}, 0)`,
      activeUsers: sql<number>`coalesce(${usage.activeUsers}, 0)`,
      views,
      workflowsViewed: sql<number>`coalesce(${usage.workflowsViewed}, 0)`,
      completions: sql<number>`coalesce(${usage.completions}, 0)`,
      watchSeconds: sql<number>`coalesce(${usage.watchSeconds}, 0)`,
      total: totalOver,
    })
    .from(workspaces)
    .leftJoin(usage, eq(usage.workspaceId, workspaces.id))
    .leftJoin(members, eq(members.workspaceId, workspaces.id))
    .where(and(eq(workspaces.organizationId, scope.orgId), inWorkspaces(workspaces.id, scope)))
    .orderBy(desc(views), asc(workspaces.name), asc(workspaces.id))
    .limit(page.size)
    .offset(offsetOf(page));
  return shape(WORKSPACE_COLUMNS, rows, ['workspaceId']);
}
