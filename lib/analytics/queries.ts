import { and, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { analyticsActivityDays as ad, analyticsDailyTotals as dt } from '@/db/schema';
import type { AnalyticsScope } from './access';
import { activeBetween, activityWhere, num, rowsOf, totalSums, totalsWhere } from './query-parts';
import type { DateRange, EngagementDto, OverviewDto } from './schema';
import { dayDiff } from './schema';

// The dashboard reads, each on the rollup sized for its screen (db/schema/analytics.ts). The
// workflow reads live in workflow-queries.ts; their names stay exported from here.
export { workflowList, workflowOverview, workflowViewHistory } from './workflow-queries';

export async function organizationOverview(db: Db, scope: AnalyticsScope, range: DateRange): Promise<OverviewDto> {
  const [sums] = await db.select(totalSums).from(dt).where(totalsWhere(scope, range));
  const [distinct] = await db
    .select({
      users: sql<number>`count(distinct ${ad.entityId}) filter (where ${ad.kind} = 'user')`,
      workflows: sql<number>`count(distinct ${ad.entityId}) filter (where ${ad.kind} = 'workflow')`,
    })
    .from(ad)
    .where(and(activityWhere(scope, range.from, range.to), activeBetween(sql`${range.from}::date`, sql`${range.to}::date`)));
  return { activeUsers: num(distinct?.users), views: num(sums?.views), completions: num(sums?.completions), watchSeconds: num(sums?.watchSeconds), workflowsViewed: num(distinct?.workflows) };
}

/**
 * Daily points up to 93 days, weekly up to two years, monthly beyond; empty periods included. Sums
 * come from the per-day totals; active users per day from the same rows when one row covers the
 * scope (the organisation, or one workspace), else per period from the activity bitmaps.
 */
export async function organizationEngagement(db: Db, scope: AnalyticsScope, range: DateRange): Promise<EngagementDto> {
  const days = dayDiff(range.from, range.to);
  const granularity = days <= 93 ? 'day' : days <= 731 ? 'week' : 'month';
  const period = sql<string>`to_char(date_trunc(${granularity}, ${dt.day}::timestamp), 'YYYY-MM-DD')`;
  const rows = await db.select({ period, ...totalSums, users: sql<number>`sum(${dt.users})` }).from(dt).where(totalsWhere(scope, range)).groupBy(sql`1`).orderBy(sql`1`);
  const starts = periods(range, granularity);
  const oneRowPerDay = granularity === 'day' && (scope.workspaceIds === 'all' || scope.workspaceIds.length === 1);
  const users = oneRowPerDay ? new Map(rows.map((r) => [r.period, num(r.users)])) : await usersPerPeriod(db, scope, range, starts);
  const byPeriod = new Map(rows.map((r) => [r.period, r]));
  const points = starts.map((p) => {
    const r = byPeriod.get(p);
    return { period: p, views: num(r?.views), activeUsers: users.get(p) ?? 0, completions: num(r?.completions), watchSeconds: num(r?.watchSeconds) };
  });
  return { granularity, points };
}

/** Distinct active users of each period (clipped to the range) from the activity bitmaps. */
async function usersPerPeriod(db: Db, scope: AnalyticsScope, range: DateRange, starts: string[]) {
  if (starts.length === 0) return new Map<string, number>();
  const bounds = starts.map((start, i) => {
    const next = starts[i + 1];
    const end = next ? new Date(Date.parse(`${next}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10) : range.to;
    return sql`(${start}, greatest(${start}::date, ${range.from}::date), least(${end}::date, ${range.to}::date))`;
  });
  const p = sql`(values ${sql.join(bounds, sql`, `)}) as p(period, ps, pe)`;
  // One bitmap per person and year first (their workspaces' days OR-ed), then a test per period.
  const u = sql`(select ${ad.entityId} as entity_id, ${ad.year} as year, bit_or(${ad.days}) as days from ${ad}
    where ${activityWhere(scope, range.from, range.to, 'user')} group by 1, 2) u`;
  const rows = rowsOf<{ period: string; users: number }>(
    await db.execute(sql`select period, count(*) as users from (select distinct p.period, u.entity_id from ${p}
      join ${u} on u.year between extract(year from p.ps) and extract(year from p.pe)
      where ${activeBetween(sql`p.ps`, sql`p.pe`, { year: sql`u.year`, days: sql`u.days` })}) x group by period`),
  );
  return new Map(rows.map((r) => [r.period, num(r.users)]));
}

function periods(range: DateRange, granularity: 'day' | 'week' | 'month'): string[] {
  const out: string[] = [];
  const start = new Date(`${range.from}T00:00:00Z`);
  if (granularity === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  if (granularity === 'month') start.setUTCDate(1);
  for (const d = start; d.toISOString().slice(0, 10) <= range.to; ) {
    out.push(d.toISOString().slice(0, 10));
    if (granularity === 'day') d.setUTCDate(d.getUTCDate() + 1);
    else if (granularity === 'week') d.setUTCDate(d.getUTCDate() + 7);
    else d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out;
}

