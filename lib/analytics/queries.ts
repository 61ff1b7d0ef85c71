import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { analyticsPeriodTotals as pt } from '@/db/schema';
import type { AnalyticsScope } from './access';
import { trendPieces, type Piece } from './periods';
import { distinctMembers, keyedWorkspaceIn, num, piecesOf, rangeOf } from './query-parts';
import { rowsOf } from '@/db/rows';
import type { DateRange, EngagementDto, OverviewDto } from './schema';
import { dayDiff } from './schema';

// The dashboard reads, each on the period rollups (db/schema/analytics.ts): a range is read as
// the whole months, weeks and days that tile it, so rows read do not grow with the range or the
// events. The workflow reads live in workflow-queries.ts; their names stay exported from here.
export { workflowList, workflowOverview, workflowViewHistory } from './workflow-queries';

type TotalsRow = { key: string; views: number; completions: number; watch_seconds: number; users: number; workflows: number };

/** Sums and distinct people and workflows of the scope's period-total rows of each key's pieces. */
async function totalsOf(db: Db, scope: AnalyticsScope, pieces: ReturnType<typeof piecesOf>, withWorkflows: boolean) {
  return rowsOf<TotalsRow>(
    await db.execute(sql`select p.key, coalesce(sum(t.views), 0) as views, coalesce(sum(t.completions), 0) as completions,
        coalesce(sum(t.watch_seconds), 0) as watch_seconds, ${distinctMembers(scope.orgId, sql`t.user_bits`, 'user')} as users,
        ${withWorkflows ? distinctMembers(scope.orgId, sql`t.workflow_bits`, 'workflow') : sql`0`} as workflows
      from ${pieces} join ${pt} t on t.organization_id = ${scope.orgId} and t.grain = p.grain and t.start = p.start
        and ${keyedWorkspaceIn(scope, sql`t.workspace_id`)}
      group by p.key`),
  );
}

export async function organizationOverview(db: Db, scope: AnalyticsScope, range: DateRange): Promise<OverviewDto> {
  const [row] = await totalsOf(db, scope, rangeOf(range), true);
  return { activeUsers: num(row?.users), views: num(row?.views), completions: num(row?.completions), watchSeconds: num(row?.watch_seconds), workflowsViewed: num(row?.workflows) };
}

/**
 * Daily points up to 93 days, weekly up to two years, monthly beyond; empty periods included. Each
 * point reads its period's row (the first and last periods clipped to the range: their weeks and
 * days), one per workspace in scope, its active people the union of their bitmaps.
 */
export async function organizationEngagement(db: Db, scope: AnalyticsScope, range: DateRange): Promise<EngagementDto> {
  const days = dayDiff(range.from, range.to);
  const granularity = days <= 93 ? 'day' : days <= 731 ? 'week' : 'month';
  const pieces: [string, Piece][] = trendPieces(range.from, range.to, granularity);
  const rows = new Map((await totalsOf(db, scope, piecesOf(pieces), false)).map((r) => [r.key, r]));
  const points = [...new Set(pieces.map(([key]) => key))].map((period) => {
    const r = rows.get(period);
    return { period, views: num(r?.views), activeUsers: num(r?.users), completions: num(r?.completions), watchSeconds: num(r?.watch_seconds) };
  });
  return { granularity, points };
}
