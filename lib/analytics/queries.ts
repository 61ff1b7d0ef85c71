import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { analyticsPeriodTotals as pt } from '@/db/schema';
import type { AnalyticsScope } from './access';
import { rangePieces, trendPieces, type Piece } from './periods';
import { builtOncePer } from '@/db/prepared';
import { ORG_WIDE } from './rollup-keys';
import { memberWidths, widenedTo } from './rollup-screens';
import { num } from './query-parts';
import type { DateRange, EngagementDto, OverviewDto } from './schema';
import { dayDiff } from './schema';

// The dashboard reads, each on the period rollups (db/schema/analytics.ts): a range is read as
// the whole months, weeks and days that tile it, so rows read do not grow with the range or the
// events. The workflow reads live in workflow-queries.ts; their names stay exported from here.
export { workflowList, workflowOverview, workflowViewHistory } from './workflow-queries';

type TotalsRow = { key: string; views: number; completions: number; watch_seconds: number; users: number; workflows: number };

/**
 * Sums and distinct people and workflows of the scope's period-total rows of each key's pieces. The
 * pieces and workspaces are arrays, so the statement's text is the same for every range and scope:
 * it is prepared once per connection (no parse and no describe round trip per read), and the
 * organisation's bitmap widths are looked up once per statement (memberWidths), not once per use.
 * At 10,000,000 events the one-workspace overview went from ~1.2–2.2 ms to ~0.5–0.9 ms (BENCHMARKS.md).
 */
function totalsStatement(db: Db, withWorkflows: boolean, built: number) {
  const orgId = sql.placeholder('orgId');
  const bits = (column: SQL, kind: 'user' | 'workflow') =>
    sql<number>`coalesce(bit_count(bit_or(${widenedTo(column, sql.raw(`z.${kind}_width`), sql.raw(`z.${kind}_zeros`))})), 0)`;
  return db
    .select({
      key: sql<string>`p.key`,
      views: sql<number>`coalesce(sum(t.views), 0)`,
      completions: sql<number>`coalesce(sum(t.completions), 0)`,
      watch_seconds: sql<number>`coalesce(sum(t.watch_seconds), 0)`,
      users: bits(sql`t.user_bits`, 'user'),
      workflows: withWorkflows ? bits(sql`t.workflow_bits`, 'workflow') : sql<number>`0`,
    })
    .from(
      sql`unnest(${sql.placeholder('keys')}::text[], ${sql.placeholder('grains')}::text[], ${sql.placeholder('starts')}::text[]) as p(key, grain, start)
        join ${pt} t on t.organization_id = ${orgId} and t.grain = p.grain and t.start = p.start::date
          and t.workspace_id = any(${sql.placeholder('workspaceIds')}::uuid[])
        cross join ${memberWidths(sql`${orgId}::uuid`)} z`,
    )
    .groupBy(sql`p.key`)
    .prepare(`analytics_totals_${withWorkflows ? 'workflows' : 'people'}_${built}`);
}

const totalsStatements = builtOncePer<boolean, ReturnType<typeof totalsStatement>>();

async function totalsOf(db: Db, scope: AnalyticsScope, pieces: [string, Piece][], withWorkflows: boolean): Promise<TotalsRow[]> {
  return totalsStatements(db, withWorkflows, (built) => totalsStatement(db, withWorkflows, built)).execute({
    orgId: scope.orgId,
    keys: pieces.map(([key]) => key),
    grains: pieces.map(([, p]) => p.grain),
    starts: pieces.map(([, p]) => p.start),
    // The organisation's own row (ORG_WIDE) stands for every workspace.
    workspaceIds: scope.workspaceIds === 'all' ? [ORG_WIDE] : scope.workspaceIds,
  });
}

export async function organizationOverview(db: Db, scope: AnalyticsScope, range: DateRange): Promise<OverviewDto> {
  const [row] = await totalsOf(db, scope, rangePieces(range.from, range.to).map((p): [string, Piece] => ['', p]), true);
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
  const rows = new Map((await totalsOf(db, scope, pieces, false)).map((r) => [r.key, r]));
  const points = [...new Set(pieces.map(([key]) => key))].map((period) => {
    const r = rows.get(period);
    return { period, views: num(r?.views), activeUsers: num(r?.users), completions: num(r?.completions), watchSeconds: num(r?.watch_seconds) };
  });
  return { granularity, points };
}
