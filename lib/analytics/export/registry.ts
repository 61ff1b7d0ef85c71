import type { z } from 'zod';
import type { Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import type { Locale } from '@/lib/i18n/config';
import type { ColumnKind, ReportRow } from '../reports/schema';

/**
 * The one export module of analytics: a registry of report sources. A source turns the caller's
 * query into columns (headers already in the caller's language) and an iterator over its rows in
 * slices; lib/analytics/export/run.ts writes any source as CSV or XLSX, inline or as a job.
 *
 * To make another analytics list exportable, add ONE entry (e.g. in lib/analytics/export/sources.ts):
 *   registerExportSource({
 *     id: 'workflows-trend', params: myQuerySchema,
 *     prepare: async (session, params) => ({ scope: analyticsScope(session), params }),   // access check, at request time
 *     columns: async (params, locale) => [{ id: 'title', kind: 'text', header: t('…') }, …],
 *     rows: (db, prepared, ctx) => sliced((limit, offset) => myListQuery(db, …, { limit, offset })),
 *     count: (db, prepared, ctx) => …,
 *     fileName: (params) => 'workflows-trend',
 *   });
 * `prepare` runs in the request with the caller's session and returns what the job needs (the
 * caller's scope, already narrowed); the job never sees a session.
 */
/** `day`: a calendar day (YYYY-MM-DD, e.g. a trend's period), written as it is in every time zone. */
export type ExportColumnKind = ColumnKind | 'day';
export type ExportColumn = { id: string; kind: ExportColumnKind; header: string; statuses?: Record<string, string> };
export type ExportContext = { locale: Locale; timeZone: string };
/**
 * What `prepare` hands the job: JSON only (it is stored with the export). `sops`: whether the
 * organisation had smart instructions on when the export was asked for (content analysis lists them).
 */
export type Prepared = { scope: { orgId: string; workspaceIds: 'all' | string[]; sops?: boolean }; params: unknown };

export type ExportSource<P = unknown> = {
  id: string;
  params: z.ZodType<P>;
  prepare: (session: SessionContext, params: P) => Promise<Prepared>;
  columns: (params: P, ctx: ExportContext) => Promise<ExportColumn[]>;
  rows: (db: Db, prepared: Prepared, ctx: ExportContext) => AsyncIterable<ReportRow[]>;
  count: (db: Db, prepared: Prepared, ctx: ExportContext) => Promise<number>;
  fileName: (params: P) => string;
};

const store = globalThis as unknown as { __openhowExportSources?: Map<string, ExportSource> };
const sources = (store.__openhowExportSources ??= new Map());

export function registerExportSource<P>(source: ExportSource<P>): ExportSource<P> {
  sources.set(source.id, source as unknown as ExportSource);
  return source;
}

export const exportSource = (id: string): ExportSource | undefined => sources.get(id);

/** Rows in slices of `size` from a (limit, offset) page function, until a short slice. */
export async function* sliced(page: (limit: number, offset: number) => Promise<ReportRow[]>, size = 2000): AsyncIterable<ReportRow[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await page(size, offset);
    if (rows.length) yield rows;
    if (rows.length < size) return;
  }
}
