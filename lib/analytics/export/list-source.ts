import { z } from 'zod';
import type { Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { translatorFor } from '@/lib/i18n/fast-translate';
import { loadMessages } from '@/lib/i18n/messages';
import { parseAnalyticsBody, type AnalyticsScope } from '../access';
import type { ListColumn, ListRow, Paging } from '../lists/shared';
import type { DateRange } from '../schema';
import { scoped } from '../service';
import { registerExportSource, sliced, type ExportColumn, type ExportColumnKind } from './registry';

/**
 * A legacy analytics list (lib/analytics/lists) as an export source: the same query, scope and
 * filters as its list endpoint, every row instead of one page. Headers are the screen's column
 * names; "10+" counts are exact; percents (fractions on the screen) are written as 0–100 like the
 * configurable reports' percents.
 */
export type ListExportParams = { range: DateRange; workspaceId: string };

/** The body's filters as the list endpoints read them (default range: the last three months; a bad range 422, a bad workspace 404). */
export const listExportParamsSchema: z.ZodType<ListExportParams> = z
  .object({ from: z.string().max(10).optional(), to: z.string().max(10).optional(), workspaceId: z.string().max(40).optional() })
  .transform((body) => {
    const { range, workspaceId } = parseAnalyticsBody(body);
    return { range, workspaceId };
  });

type ListPage = { items: ListRow[]; total: number };
type ListExport = {
  id: string;
  columns: ListColumn[];
  list: (db: Db, scope: AnalyticsScope, range: DateRange, page: Paging) => Promise<ListPage>;
  /** Lists without a date filter (skills, quizzes) leave the range out of the file name. */
  dated?: boolean;
  /** The caller's scope narrowed to the workspace filter (default: the list endpoints' check). */
  scope?: (session: SessionContext, query: { workspaceId: string }) => Promise<{ scope: AnalyticsScope }>;
  /** Message keys under `analytics` for headers the screen names otherwise than `columns.<id>`. */
  headers?: Record<string, string>;
};

const KIND: Record<ListColumn['kind'], ExportColumnKind> = { text: 'text', count: 'number', capped: 'number', duration: 'duration', date: 'date', day: 'day', percent: 'percent', status: 'status' };
const STATUSES = ['passed', 'failed', 'completed', 'in_progress', 'not_started'];

/** A row as the writers take it: percents from fractions to 0–100 (two decimals). */
const toExportRow = (columns: ListColumn[]) => (row: ListRow) => {
  const out: ListRow = { ...row };
  for (const c of columns) if (c.kind === 'percent' && typeof row[c.id] === 'number') out[c.id] = Math.round((row[c.id] as number) * 10_000) / 100;
  return out;
};

export function registerListExport(spec: ListExport) {
  const { columns, list, dated = true } = spec;
  const params = (prepared: { params: unknown }) => prepared.params as ListExportParams;
  return registerExportSource<ListExportParams>({
    id: spec.id,
    params: listExportParamsSchema,
    prepare: async (session, p) => ({ scope: (await (spec.scope ?? scoped)(session, p)).scope, params: p }),
    columns: async (_p, ctx) => {
      const t = translatorFor(ctx.locale, await loadMessages(ctx.locale), 'analytics', 'UTC');
      const statuses = Object.fromEntries(STATUSES.map((s) => [s, t(`status.${s}`)]));
      return columns.map((c): ExportColumn => ({ id: c.id, kind: KIND[c.kind], header: t(spec.headers?.[c.id] ?? `columns.${c.id}`), ...(c.kind === 'status' ? { statuses } : {}) }));
    },
    rows: (db, prepared) =>
      sliced(async (limit, offset) => (await list(db, prepared.scope, params(prepared).range, { page: offset / limit + 1, size: limit })).items.map(toExportRow(columns))),
    count: async (db, prepared) => (await list(db, prepared.scope, params(prepared).range, { page: 1, size: 1 })).total,
    fileName: (p) => (dated ? `${spec.id}-${p.range.from}-${p.range.to}` : spec.id),
  });
}
