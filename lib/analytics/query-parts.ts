import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { analyticsPeriodTotals } from '@/db/schema';
import type { AnalyticsScope } from './access';
import { rangePieces, type Grain, type Piece } from './periods';
import { ORG_WIDE } from './rollup-keys';
import { widened, zerosOf } from './rollup-screens';
import type { DateRange } from './schema';

// The pieces every dashboard read shares: the organisation first, the periods that tile the
// range, then the workspaces the caller may see.

export const num = (v: unknown) => Number(v ?? 0);
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
export const workspaceIn = (scope: AnalyticsScope, column: SQL | AnyPgColumn) =>
  scope.workspaceIds === 'all' ? undefined : scope.workspaceIds.length ? inArray(sql`${column}`, scope.workspaceIds) : sql`false`;

/**
 * The periods that tile a range (or each trend period), as `p(key, grain, start)` to join on a
 * rollup's (grain, start): `key` is the trend period a piece belongs to, else '' for the whole range.
 */
export function piecesOf(pieces: [string, Piece][]): SQL {
  const rows = pieces.length ? pieces : [['', { grain: 'day', start: '1970-01-01' }] as [string, Piece]];
  const values = sql.join(rows.map(([key, p]) => sql`(${key}::text, ${p.grain}::text, ${p.start}::date)`), sql`, `);
  return sql`(values ${values}) as p(key, grain, start)${pieces.length ? sql`` : sql` where false`}`;
}
export const rangeOf = (range: DateRange) => piecesOf(rangePieces(range.from, range.to).map((p): [string, Piece] => ['', p]));

/**
 * Periods as a condition on a rollup's own (grain, start) columns, one `start = any(…)` per grain
 * (`starts(grain)`: the starts as a date[] value or placeholder). The planner then estimates the
 * rows from the table's statistics: joined to the VALUES list above it guessed 20× too few for the
 * workflow list (1,000,000 events) and sorted 11,000 bitmaps by workflow instead of hashing them (67 vs 30 ms).
 */
export function piecesIn(grains: Grain[], starts: (grain: Grain) => SQL, grain: SQL, start: SQL): SQL {
  if (grains.length === 0) return sql`false`;
  return sql`(${sql.join(
    grains.map((g) => sql`(${grain} = ${g} and ${start} = any(${starts(g)}::date[]))`),
    sql` or `,
  )})`;
}

/** The grains of `pieces`, in a fixed order (as piecesIn's arms), with their starts. */
export const GRAINS: Grain[] = ['day', 'week', 'month', 'quarter', 'tail'];
export const startsByGrain = (pieces: Piece[]) =>
  GRAINS.map((g) => [g, pieces.filter((p) => p.grain === g).map((p) => p.start)] as const).filter(([, starts]) => starts.length > 0);

/**
 * The tilings of a per-workflow read of `range` (rangePieces with quarters), each with the
 * conditions on the organisation's last rolled-up day under which its periods hold the range
 * exactly (`options`, indices into TILING_CONDITIONS); tilings that are the same are read once
 * under either condition.
 * - 0: the last rolled-up day after the range (closed): any tail ends by the range's end, so its quarter has ended.
 * - else (nothing after the range's end) the last period may run past it, and the first day's
 *   tail is read only when its quarter ended before that day (1; tails are kept for ended quarters
 *   only); otherwise (2) the range starts in the current quarter and reads months, weeks and days.
 */
export function workflowTilings(range: DateRange): { pieces: Piece[]; options: number[] }[] {
  const options = [rangePieces(range.from, range.to, false, 'tail'), rangePieces(range.from, range.to, true, 'tail'), rangePieces(range.from, range.to, true, 'whole')];
  const byTiling = new Map<string, { pieces: Piece[]; options: number[] }>();
  options.forEach((pieces, i) => {
    const key = JSON.stringify(pieces);
    const seen = byTiling.get(key);
    if (seen) seen.options.push(i);
    else byTiling.set(key, { pieces, options: [i] });
  });
  return [...byTiling.values()];
}

/** workflowTilings' conditions on the last rolled-up day `last`, the range's last day `to` and the end of its first day's quarter. */
export const TILING_CONDITIONS = [
  (last: SQL, to: SQL) => sql`${last} > ${to}`,
  (last: SQL, to: SQL, quarterEnd: SQL) => sql`${last} <= ${to} and ${last} > ${quarterEnd}`,
  (last: SQL, to: SQL, quarterEnd: SQL) => sql`${last} <= ${to} and ${last} <= ${quarterEnd}`,
];

/** The organisation's last day with rolled-up events (null: none yet): no rollup row of any grain has a later day. */
export const lastRolledDay = (orgId: string | SQL) =>
  sql`(select max(t.start) from ${analyticsPeriodTotals} t where t.organization_id = ${orgId} and t.workspace_id = ${ORG_WIDE}::uuid and t.grain = 'day')`;

/** Distinct members over rows of member bitmaps (several periods or workspaces): the bits set in any. */
export const distinctMembers = (orgId: string, bits: SQL | AnyPgColumn, kind: 'user' | 'workflow') => membersIn(sql`${bits}`, zerosOf(sql`${orgId}::uuid`, kind));
/** distinctMembers with the organisation's all-zero bitmap `zeros` given (e.g. read once from a CTE). */
export const membersIn = (bits: SQL, zeros: SQL) => sql<number>`coalesce(bit_count(bit_or(${widened(bits, zeros)})), 0)`;
