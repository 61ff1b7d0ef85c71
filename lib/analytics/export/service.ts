import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { analyticsExports, type AnalyticsExport } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { getStorage } from '@/lib/storage';
import { isUuid } from '@/lib/users/schema';
import { downloadName } from '@/lib/workflows/download-links';
import { downloadsAllowed } from '@/lib/workflows/downloads';
import { analyticsScope } from '../access';
import { analyticsReadDb } from '../read-db';
import { EXPORT_FORMATS, type ExportDto, type ExportStatus } from '../reports/schema';
import { reportLocale, timeZoneOf } from '../reports/service';
import { sendExportJob } from './jobs';
import { exportSource } from './registry';
import { runExport, type StoredParams } from './run';

/** Exports up to this many rows (ANALYTICS_EXPORT_INLINE_ROWS, default 5000) are written in the request; bigger ones run as a job with progress. */
export const INLINE_EXPORT_ROWS = 5000;
const inlineRows = () => {
  const configured = Number(process.env.ANALYTICS_EXPORT_INLINE_ROWS);
  return Number.isInteger(configured) && configured >= 0 ? configured : INLINE_EXPORT_ROWS;
};
/** Download links live ten minutes; GET /export/{id} signs a fresh one each time. */
export const EXPORT_URL_TTL_SECONDS = 600;

export const requestExportSchema = z.object({
  source: z.string().min(1).max(60),
  format: z.enum(EXPORT_FORMATS),
  params: z.unknown(),
  locale: z.string().max(10).optional(),
  timeZone: z.string().max(64).optional(),
});

/** The body of POST /api/v1/analytics/<list>/file: the file format and the screen's filters (as its list call's query). */
export const listExportSchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  from: z.string().max(10).optional(),
  to: z.string().max(10).optional(),
  workspaceId: z.string().max(40).optional(),
  locale: z.string().max(10).optional(),
  timeZone: z.string().max(64).optional(),
});

function assertDownloads(session: SessionContext) {
  if (!downloadsAllowed(session.org.settings)) throw new AppError('forbidden', 'downloads.disabled');
}

async function toDto(row: AnalyticsExport): Promise<ExportDto> {
  const finished = row.status === 'finished' && row.storageKey;
  const fileName = downloadName(row.fileName ?? 'export', `.${row.format}`);
  return {
    id: row.id,
    status: row.status as ExportStatus,
    progress: row.progress,
    rowCount: row.rowCount,
    fileName: finished ? fileName : null,
    downloadUrl: finished ? await getStorage().signedUrl(row.storageKey!, { expiresInSeconds: EXPORT_URL_TTL_SECONDS, filename: fileName }) : null,
  };
}

/**
 * POST /advanced-report/export: checks access, downloads (allowDownloads on, disableDownloads
 * off) and the source's query now, with the caller's session; a small export is written at once,
 * a big one is queued as the `analytics-export` job.
 */
export async function requestExport(session: SessionContext, input: z.infer<typeof requestExportSchema>): Promise<ExportDto> {
  analyticsScope(session);
  assertDownloads(session);
  const source = exportSource(input.source);
  if (!source) throw new AppError('not_found');
  const params = source.params.parse(input.params);
  const prepared = await source.prepare(session, params);
  const ctx = { locale: reportLocale(session, input.locale), timeZone: timeZoneOf(input.timeZone) };
  const stored: StoredParams = { prepared, ctx };
  const db = await getDb();
  const [row] = await db
    .insert(analyticsExports)
    .values({ organizationId: session.org.id, userId: session.user.id, source: source.id, format: input.format, params: stored, fileName: source.fileName(params) })
    .returning();
  const rows = await source.count(await analyticsReadDb(), prepared, ctx);
  if (rows <= inlineRows()) await runExport(db, row.id);
  else await sendExportJob(row.id);
  return getExport(session, row.id);
}

/** POST /analytics/<list>/file: the export of a legacy list (lib/analytics/export/list-sources.ts) with the screen's filters. */
export function requestListExport(session: SessionContext, source: string, body: unknown): Promise<ExportDto> {
  const { format, locale, timeZone, ...filters } = listExportSchema.parse(body);
  return requestExport(session, { source, format, params: filters, locale, timeZone });
}

/** GET /advanced-report/export/{id}: the caller's own export, its progress and (when finished) a fresh link. */
export async function getExport(session: SessionContext, id: unknown): Promise<ExportDto> {
  analyticsScope(session);
  const [row] = isUuid(id)
    ? await (await getDb())
        .select()
        .from(analyticsExports)
        .where(and(eq(analyticsExports.organizationId, session.org.id), eq(analyticsExports.userId, session.user.id), eq(analyticsExports.id, id)))
    : [];
  if (!row) throw new AppError('not_found');
  assertDownloads(session);
  return toDto(row);
}
