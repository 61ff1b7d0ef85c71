import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { analyticsPeriodWorkflows as pwf, workflows, workspaces } from '@/db/schema';
import type { AnalyticsScope } from '../access';
import { trendPieces } from '../periods';
import { organizationOverview } from '../queries';
import { distinctMembers, piecesOf, workspaceIn } from '../query-parts';
import { rowsOf } from '@/db/rows';
import type { DateRange } from '../schema';
import { workflowPage, workflowTitles } from '../workflow-queries';
import { col, granularityOf, inWorkspaces, num, offsetOf, shape, type ListResult, type Paging } from './shared';

// The workflow drill-downs read the per-workflow period rollups (analytics_period_workflows): a
// range is its whole periods (the details list's also quarter tails and quarters, see
// workflowPage), each workflow's viewers a bitmap per period, so a list reads one row per workflow
// and period instead of every day × person.

const WORKFLOW_LINK = '/analytics/workflow/{workflowId}';
/** The page's rows of per-workflow figures `s`, with the workflow's title and its workspace's name. */
const titled = (scope: AnalyticsScope) => sql`join ${workflowTitles(scope.orgId)} w on w.id = s.workflow_id
  join ${workspaces} ws on ws.id = s.workspace_id and ws.organization_id = ${scope.orgId}`;

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
  const rows = await workflowPage(db, 'details', scope, range, page);
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
  const pieces = piecesOf(trendPieces(range.from, range.to, granularityOf(range)));
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select s.period, s.workflow_id as "workflowId", w.title, ws.name as "workspaceName", s.views, s.users, s.completions,
        s.watch_seconds as "watchSeconds", count(*) over () as total
      from (select p.key as period, f.workflow_id, f.workspace_id, sum(f.views) as views, sum(f.completions) as completions,
          sum(f.watch_seconds) as watch_seconds, ${distinctMembers(scope.orgId, sql`f.user_bits`, 'user')} as users
        from ${pieces} join ${pwf} f on f.organization_id = ${scope.orgId} and f.grain = p.grain and f.start = p.start
          and ${workspaceIn(scope, sql`f.workspace_id`) ?? sql`true`}
        group by p.key, f.workflow_id, f.workspace_id) s ${titled(scope)}
      order by s.period asc, s.views desc, w.title asc, s.workflow_id asc
      limit ${page.size} offset ${offsetOf(page)}`),
  );
  return shape(WORKFLOW_TREND_COLUMNS, rows, ['workflowId']);
}

export type WorkflowsOverviewDto = { workflows: number; workflowsViewed: number; views: number; users: number; completions: number; watchSeconds: number };

/** analytics-service workflows/overview: the workflows in scope, how many were watched in the range, and the totals. */
export async function workflowsOverview(db: Db, scope: AnalyticsScope, range: DateRange): Promise<WorkflowsOverviewDto> {
  const [[count], totals] = await Promise.all([
    db.select({ n: sql<number>`count(*)` }).from(workflows).where(and(eq(workflows.organizationId, scope.orgId), inWorkspaces(workflows.workspaceId, scope))),
    organizationOverview(db, scope, range),
  ]);
  const { workflowsViewed, views, activeUsers: users, completions, watchSeconds } = totals;
  return { workflows: num(count?.n), workflowsViewed, views, users, completions, watchSeconds };
}
