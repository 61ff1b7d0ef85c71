import { and, asc, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { analyticsDailyWorkflowUsers as dwu, workflows, workspaces } from '@/db/schema';
import type { AnalyticsScope } from '../access';
import { NO_USER } from '../rollup';
import type { DateRange } from '../schema';
import { col, inWorkspaces, num, offsetOf, periodOf, rollupTotals, rollupWhere, shape, totalOver, type ListResult, type Paging } from './shared';

const WORKFLOW_LINK = '/analytics/workflow/{workflowId}';
const users = sql<number>`count(distinct ${dwu.userId}) filter (where ${dwu.userId} <> ${NO_USER}::uuid)`;
const joinWorkflow = and(eq(workflows.id, dwu.workflowId), eq(workflows.organizationId, dwu.organizationId));
const joinWorkspace = and(eq(workspaces.id, dwu.workspaceId), eq(workspaces.organizationId, dwu.organizationId));

export const WORKFLOW_DETAIL_COLUMNS = [
  col('title', 'text', WORKFLOW_LINK),
  col('workspaceName'),
  col('duration', 'duration'),
  col('views', 'count'),
  col('users', 'count'),
  col('completions', 'count'),
  col('completionRate', 'percent'),
  col('watchSeconds', 'duration'),
  col('averageWatchSeconds', 'duration'),
  col('lastViewedAt', 'date'),
];

/**
 * GET workflows-details/list: per workflow watched in the range, its length, views, people,
 * completions, completion rate (completions per view), watch time in all and per view, last view.
 */
export async function workflowDetailsList(db: Db, scope: AnalyticsScope, range: DateRange, page: Paging): Promise<ListResult> {
  const views = rollupTotals.views;
  const rows = await db
    .select({
      workflowId: dwu.workflowId,
      title: workflows.title,
      workspaceName: workspaces.name,
      duration: sql<number>`coalesce(max(${workflows.videoDuration}), 0)`,
      ...rollupTotals,
      users,
      completionRate: sql<number>`case when ${views} > 0 then ${rollupTotals.completions}::float8 / ${views} else 0 end`,
      averageWatchSeconds: sql<number>`case when ${views} > 0 then ${rollupTotals.watchSeconds} / ${views} else 0 end`,
      total: totalOver,
    })
    .from(dwu)
    .innerJoin(workflows, joinWorkflow)
    .innerJoin(workspaces, joinWorkspace)
    .where(rollupWhere(scope, range))
    .groupBy(dwu.workflowId, workflows.title, workspaces.name)
    .orderBy(desc(views), asc(workflows.title), asc(dwu.workflowId))
    .limit(page.size)
    .offset(offsetOf(page));
  return shape(WORKFLOW_DETAIL_COLUMNS, rows, ['workflowId']);
}

export const WORKFLOW_TREND_COLUMNS = [
  col('period', 'day'),
  col('title', 'text', WORKFLOW_LINK),
  col('workspaceName'),
  col('views', 'count'),
  col('users', 'count'),
  col('completions', 'count'),
  col('watchSeconds', 'duration'),
];

/** GET workflows-trend/list: per period (day, week or month by the range's length) and workflow, oldest period first. */
export async function workflowTrendList(db: Db, scope: AnalyticsScope, range: DateRange, page: Paging): Promise<ListResult> {
  const period = periodOf(range, dwu.day);
  const rows = await db
    .select({ period, workflowId: dwu.workflowId, title: workflows.title, workspaceName: workspaces.name, ...rollupTotals, users, total: totalOver })
    .from(dwu)
    .innerJoin(workflows, joinWorkflow)
    .innerJoin(workspaces, joinWorkspace)
    .where(rollupWhere(scope, range))
    .groupBy(sql`1`, dwu.workflowId, workflows.title, workspaces.name)
    .orderBy(asc(sql`1`), desc(rollupTotals.views), asc(workflows.title), asc(dwu.workflowId))
    .limit(page.size)
    .offset(offsetOf(page));
  return shape(WORKFLOW_TREND_COLUMNS, rows, ['workflowId']);
}

export type WorkflowsOverviewDto = { workflows: number; workflowsViewed: number; views: number; users: number; completions: number; watchSeconds: number };

/** analytics-service workflows/overview: the workflows in scope, how many were watched in the range, and the totals. */
export async function workflowsOverview(db: Db, scope: AnalyticsScope, range: DateRange): Promise<WorkflowsOverviewDto> {
  const [[count], [row]] = await Promise.all([
    db.select({ n: sql<number>`count(*)` }).from(workflows).where(and(eq(workflows.organizationId, scope.orgId), inWorkspaces(workflows.workspaceId, scope))),
    db.select({ ...rollupTotals, users, workflowsViewed: countDistinct(dwu.workflowId) }).from(dwu).where(rollupWhere(scope, range)),
  ]);
  return { workflows: num(count?.n), workflowsViewed: num(row?.workflowsViewed), views: num(row?.views), users: num(row?.users), completions: num(row?.completions), watchSeconds: num(row?.watchSeconds) };
}
