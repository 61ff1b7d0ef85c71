import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { analyticsExports, type AnalyticsExport } from '@/db/schema';
import { logError } from '@/lib/http/log';
import { getStorage } from '@/lib/storage';
import { analyticsReadDb } from '../read-db';
import { writeCsv, writeXlsx } from './format';
import { exportSource, type ExportContext, type Prepared } from './registry';
import './list-sources';
import './sources';

/** What an export row's params column holds: the prepared query and the caller's language and zone. */
export type StoredParams = { prepared: Prepared; ctx: ExportContext };

export const exportKey = (row: Pick<AnalyticsExport, 'organizationId' | 'id' | 'format'>) => `orgs/${row.organizationId}/exports/analytics/${row.id}.${row.format}`;
const CONTENT_TYPE = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/**
 * Writes one export (idempotent: a finished or failed export is left as it is; a rerun writes the
 * same object under the same key). Progress is the share of rows written, saved per slice. A
 * failure is recorded as `error` (the UI offers a retry, which is a new export), never retried
 * blindly: a query that failed once on the same data would fail again.
 */
export async function runExport(db: Db, id: string): Promise<void> {
  const [row] = await db.select().from(analyticsExports).where(eq(analyticsExports.id, id));
  if (!row || row.status === 'finished' || row.status === 'error') return;
  const source = exportSource(row.source);
  const { prepared, ctx } = row.params as StoredParams;
  const mark = (set: Partial<AnalyticsExport>) =>
    db.update(analyticsExports).set(set).where(and(eq(analyticsExports.id, id), inArray(analyticsExports.status, ['queued', 'running'])));
  try {
    if (!source) throw new Error(`unknown export source ${row.source}`);
    await mark({ status: 'running', progress: 0 });
    const readDb = await analyticsReadDb();
    const total = await source.count(readDb, prepared, ctx);
    const columns = await source.columns(prepared.params, ctx);
    let written = 0;
    const onRows = async (n: number) => {
      written += n;
      await mark({ progress: Math.min(99, Math.floor((written / Math.max(1, total)) * 100)) });
    };
    const write = row.format === 'xlsx' ? writeXlsx : writeCsv;
    const file = await write(columns, source.rows(readDb, prepared, ctx), ctx.timeZone, onRows);
    const key = exportKey(row);
    await getStorage().put(key, file, { contentType: CONTENT_TYPE[row.format as 'csv' | 'xlsx'], contentLength: file.length });
    await mark({ status: 'finished', progress: 100, rowCount: written, storageKey: key, finishedAt: new Date() });
  } catch (error) {
    logError('analytics-export', `export ${id} failed`, error);
    await mark({ status: 'error', finishedAt: new Date() });
  }
}
