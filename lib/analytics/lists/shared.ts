import { and, between, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { analyticsDailyWorkflowUsers as dwu } from '@/db/schema';
import type { AnalyticsScope } from '../access';
import type { DateRange } from '../schema';
import { dayDiff } from '../schema';

/**
 * What every analytics list returns: its column ids (translated as `analytics.columns.<id>`, in the
 * order shown), the rows of the requested page and the total row count. The same shape feeds the
 * screen's table and, later, the export module (lib/analytics/export) as an export source.
 */
/**
 * `day`: a YYYY-MM-DD string (a trend's period); `date`: an ISO timestamp; `status`: a key under
 * analytics.status; `capped`: a count the screen shows as "10+" at or above 10 (spec 02 §9), exact in exports.
 */
export type ColumnKind = 'text' | 'count' | 'capped' | 'duration' | 'date' | 'day' | 'percent' | 'status';
/** `link`: a path template whose `{field}` parts are filled from the row (e.g. `/analytics/user/{userId}`). */
export type ListColumn = { id: string; kind: ColumnKind; link?: string };
export type ListRow = Record<string, string | number | null>;
export type ListResult = { columns: ListColumn[]; items: ListRow[]; total: number };
export type Paging = { page: number; size: number };

export const col = (id: string, kind: ColumnKind = 'text', link?: string): ListColumn => (link ? { id, kind, link } : { id, kind });

/** A workspace column inside the caller's scope (`false` for a scope without workspaces). */
export function inWorkspaces(column: AnyColumn, scope: AnalyticsScope): SQL | undefined {
  if (scope.workspaceIds === 'all') return undefined;
  return scope.workspaceIds.length ? inArray(column, scope.workspaceIds) : sql`false`;
}

/** Rollup rows of the organisation, the range and the scope's workspaces (and any further conditions). */
export const rollupWhere = (scope: AnalyticsScope, range: DateRange, ...more: (SQL | undefined)[]) =>
  and(eq(dwu.organizationId, scope.orgId), between(dwu.day, range.from, range.to), inWorkspaces(dwu.workspaceId, scope), ...more);

/** A timestamp column inside the range of UTC days (both ends included), for domain tables without rollups. */
export const withinDays = (column: AnyColumn, range: DateRange) =>
  sql`${column} >= (${range.from}::date::timestamp at time zone 'UTC') and ${column} < ((${range.to}::date + 1)::timestamp at time zone 'UTC')`;

/** Trend granularity: days up to 93 days, weeks up to two years, months beyond (as the engagement trend). */
export const granularityOf = (range: DateRange) => {
  const days = dayDiff(range.from, range.to);
  return days <= 93 ? 'day' : days <= 731 ? 'week' : 'month';
};
export const periodOf = (range: DateRange, day: SQL | AnyColumn) => sql<string>`to_char(date_trunc(${granularityOf(range)}, (${day})::timestamp), 'YYYY-MM-DD')`;

export const offsetOf = (p: Paging) => (p.page - 1) * p.size;
export const totalOver = sql<number>`count(*) over ()`;
export const num = (v: unknown) => Number(v ?? 0);
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/** Rows as the list's columns: numbers as numbers, dates as ISO strings, the window total removed; id fields kept. */
export function shape(columns: ListColumn[], rows: Record<string, unknown>[], keep: string[] = []): ListResult {
  const items = rows.map((r) => {
    const out: ListRow = {};
    for (const k of keep) out[k] = (r[k] as string | null) ?? null;
    for (const c of columns) {
      const v = r[c.id];
      out[c.id] = c.kind === 'count' || c.kind === 'capped' || c.kind === 'duration' || c.kind === 'percent' ? num(v) : c.kind === 'date' ? iso(v) : ((v as string | null) ?? null);
    }
    return out;
  });
  return { columns, items, total: num(rows[0]?.total) };
}

/** Rollup sums every workflow list shares. */
export const rollupTotals = {
  views: sql<number>`coalesce(sum(${dwu.views}), 0)`,
  completions: sql<number>`coalesce(sum(${dwu.completions}), 0)`,
  watchSeconds: sql<number>`coalesce(sum(${dwu.watchSeconds}), 0)`,
  lastViewedAt: sql<string>`max(${dwu.lastViewedAt})`,
};
