import { and, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { analyticsActivityDays as ad, analyticsDailyTotals as dt } from '@/db/schema';
import type { AnalyticsScope } from './access';
import { ORG_WIDE } from './rollup-keys';
import type { DateRange } from './schema';

// The pieces every dashboard read shares: the organisation first, the day range, then the
// workspaces the caller may see.

export const num = (v: unknown) => Number(v ?? 0);
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows: T[] }).rows ?? [])) as T[];

/** The window count each page row carries, left out of the row itself. */
export const withoutTotal = <T extends { total: unknown }>(row: T): Omit<T, 'total'> => {
  const copy: Partial<T> = { ...row };
  delete copy.total;
  return copy as Omit<T, 'total'>;
};
export const numbers = <T extends Record<string, unknown>>(row: T, keys: (keyof T)[]) => {
  const out = { ...row };
  for (const k of keys) (out as Record<keyof T, unknown>)[k] = num(row[k]);
  return out;
};

/** Rows of one workflow's workspace (per-workflow tables): any for the organisation, else the scope's. */
export const workspaceIn = (scope: AnalyticsScope, column: AnyPgColumn) =>
  scope.workspaceIds === 'all' ? undefined : scope.workspaceIds.length ? inArray(column, scope.workspaceIds) : sql`false`;

/** Rows keyed by workspace with an organisation-wide row (ORG_WIDE): that row for the organisation, else the scope's. */
const keyedWorkspaceIn = (scope: AnalyticsScope, column: AnyPgColumn) => (scope.workspaceIds === 'all' ? eq(column, ORG_WIDE) : workspaceIn(scope, column));

export const totalsWhere = (scope: AnalyticsScope, range: DateRange) =>
  and(eq(dt.organizationId, scope.orgId), keyedWorkspaceIn(scope, dt.workspaceId), between(dt.day, range.from, range.to));

export const totalSums = {
  views: sql<number>`coalesce(sum(${dt.views}), 0)`,
  completions: sql<number>`coalesce(sum(${dt.completions}), 0)`,
  watchSeconds: sql<number>`coalesce(sum(${dt.watchSeconds}), 0)`,
};

/** Activity bitmap rows of the scope whose year overlaps [from, to]; one kind, or both. */
export const activityWhere = (scope: AnalyticsScope, from: string, to: string, kind?: 'user' | 'workflow') =>
  and(
    eq(ad.organizationId, scope.orgId),
    kind ? eq(ad.kind, kind) : undefined,
    keyedWorkspaceIn(scope, ad.workspaceId),
    between(ad.year, Number(from.slice(0, 4)), Number(to.slice(0, 4))),
  );

/** The bitmap row (by default of analytics_activity_days) has a bit set between the days `ps` and `pe` (both included), clipped to its year. */
export function activeBetween(ps: SQL, pe: SQL, row: { year: SQL | AnyPgColumn; days: SQL | AnyPgColumn } = ad) {
  const jan1 = sql`make_date(${row.year}, 1, 1)`;
  const first = sql`greatest(${ps}, ${jan1})`;
  const last = sql`least(${pe}, make_date(${row.year}, 12, 31))`;
  return sql`${last} >= ${first} and position(B'1' in substring(${row.days}::varbit from (${first} - ${jan1}) + 1 for (${last} - ${first}) + 1)) > 0`;
}
