import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { AppError } from '@/lib/http/errors';
import { rowsOf } from '@/db/rows';
import { columnOf, REPORT_COLUMNS, type ColumnKind, type ReportFilter, type ReportId, type ReportQuery, type ReportRow } from './schema';

/**
 * Server-side filtering, sorting, grouping and paging over a report's row SQL (sources.ts). Column
 * ids are checked against the report's column list before they reach SQL as quoted identifiers;
 * values always travel as parameters. Dates filter on the caller's calendar days (time zone).
 */
const NUMERIC: ColumnKind[] = ['number', 'duration', 'percent'];
const isNumeric = (kind: ColumnKind) => NUMERIC.includes(kind);
const col = (id: string) => sql`r.${sql.identifier(id)}`;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function known(report: ReportId, id: string) {
  const column = columnOf(report, id);
  if (!column) throw new AppError('invalid_input', 'analyticsReports.errors.column');
  return column;
}

function condition(report: ReportId, f: ReportFilter, timeZone: string): SQL {
  const { kind } = known(report, f.id);
  const c = col(f.id);
  if (f.op === 'contains') return sql`${c}::text ilike ${`%${f.value.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`;
  if (f.op === 'eq') return isNumeric(kind) ? sql`${c} = ${numberOf(f.value)}` : sql`${c}::text = ${f.value}`;
  const cmp = f.op === 'gte' ? sql`>=` : sql`<=`;
  if (isNumeric(kind)) return sql`${c} ${cmp} ${numberOf(f.value)}`;
  if (kind === 'date') {
    if (!DAY.test(f.value)) throw new AppError('invalid_input', 'analyticsReports.errors.filter');
    return sql`(${c} at time zone ${timeZone})::date ${cmp} ${f.value}::date`;
  }
  return sql`${c}::text ${cmp} ${f.value}`;
}

function numberOf(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n)) throw new AppError('invalid_input', 'analyticsReports.errors.filter');
  return n;
}

const whereOf = (q: ReportQuery, timeZone: string) => (q.filters.length ? sql.join(q.filters.map((f) => condition(q.report, f, timeZone)), sql` and `) : sql`true`);

// Nulls last in both directions: an unwatched workflow's "last viewed" never leads a sort.
const orderOf = (q: ReportQuery, allowed: (id: string) => boolean, tiebreak: SQL) =>
  sql.join([...q.sort.filter((s) => allowed(s.id)).map((s) => sql`${sql.identifier(s.id)} ${s.desc ? sql`desc` : sql`asc`} nulls last`), tiebreak], sql`, `);

/** A report's rows after filters and sort; `page` limits them (the export reads them in slices). */
export async function reportRows(db: Db, base: SQL, q: ReportQuery, timeZone: string, page: { limit: number; offset: number }) {
  q.sort.forEach((s) => known(q.report, s.id));
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select r.*, count(*) over () as "__total" from (${base}) r where ${whereOf(q, timeZone)}
      order by ${orderOf(q, () => true, sql`"id"`)} limit ${page.limit} offset ${page.offset}`),
  );
  return { items: rows.map((r) => normalise(q.report, r)), total: Number(rows[0]?.__total ?? 0) };
}

/**
 * Grouped by one column: a row per value with its row count (`count`), the sums of counts and
 * durations, the average percent and the latest date of each other column.
 */
export async function groupedRows(db: Db, base: SQL, q: ReportQuery & { groupBy: string }, timeZone: string, page: { limit: number; offset: number }) {
  const group = known(q.report, q.groupBy);
  if (!group.groupable) throw new AppError('invalid_input', 'analyticsReports.errors.column');
  const aggregates = REPORT_COLUMNS[q.report]
    .filter((c) => c.id !== group.id)
    .flatMap((c) => {
      const as = sql.identifier(c.id);
      if (c.kind === 'percent') return [sql`round(avg(${col(c.id)}))::int as ${as}`];
      if (isNumeric(c.kind)) return [sql`sum(${col(c.id)}) as ${as}`];
      if (c.kind === 'date') return [sql`max(${col(c.id)}) as ${as}`];
      return [];
    });
  const names = new Set(['count', group.id, ...REPORT_COLUMNS[q.report].filter((c) => c.kind !== 'text' && c.kind !== 'status').map((c) => c.id)]);
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${col(group.id)} as ${sql.identifier(group.id)}, count(*)::int as "count", ${sql.join([...aggregates, sql`count(*) over () as "__total"`], sql`, `)}
      from (${base}) r where ${whereOf(q, timeZone)} group by 1
      order by ${orderOf(q, (id) => names.has(id), sql`1 asc nulls last`)} limit ${page.limit} offset ${page.offset}`),
  );
  return {
    items: rows.map((r) => ({ ...normalise(q.report, r), id: String(r[group.id] ?? ''), count: Number(r.count) })),
    total: Number(rows[0]?.__total ?? 0),
  };
}

/** Numbers as numbers (postgres.js answers sums as strings), dates as ISO strings, absent as null. */
function normalise(report: ReportId, row: Record<string, unknown>): ReportRow {
  const out: ReportRow = { id: String(row.id ?? '') };
  for (const c of REPORT_COLUMNS[report]) {
    if (!(c.id in row)) continue;
    const v = row[c.id];
    if (v === null || v === undefined) out[c.id] = null;
    else if (isNumeric(c.kind)) out[c.id] = Number(v);
    else if (c.kind === 'date') out[c.id] = new Date(v as string | Date).toISOString();
    else out[c.id] = String(v);
  }
  return out;
}
