import { getDb, type Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { recordAudit } from '@/lib/audit/record';
import { AppError } from '@/lib/http/errors';
import { runPlannedRows, settleExisting, type PlannedRow } from './batch';
import { CsvError, parseCsv } from './csv';
import { mapHeader, planImportRow } from './import-rows';
import { listOrgWorkspaces } from './queries';
import { addableTypes } from './rules';
import type { ImportProgress, ImportReport } from './schema';
import { logError } from '@/lib/http/log';

export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

export type PreparedImport = { db: Db; session: SessionContext; rows: PlannedRow[] };

/**
 * First half of POST /api/v1/users/import: reads the whole file and checks every row (format,
 * permissions, workspaces, existing accounts) before anything is created. Problems with the file
 * itself throw; problems with a row become that row's result.
 */
export async function prepareUserImport({ session, text }: { session: SessionContext; text: string }): Promise<PreparedImport> {
  if (!addableTypes(session).length) throw new AppError('forbidden');
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new AppError('invalid_input', error.messageKey, { line: error.line });
    throw error;
  }
  const [header, ...data] = records;
  if (!header || !data.length) throw new AppError('invalid_input', 'adminUsers.import.empty');
  if (data.length > MAX_IMPORT_ROWS) throw new AppError('payload_too_large', 'adminUsers.import.tooManyRows', { max: MAX_IMPORT_ROWS });
  const columns = mapHeader(header.fields);
  const db = await getDb();
  const ctx = { session, workspaces: await listOrgWorkspaces(db, { orgId: session.org.id }) };
  const rows = data.map((record) => planImportRow(ctx, record, columns));
  await settleExisting(db, session, rows);
  return { db, session, rows };
}

/** Second half: creates the good rows in chunks, invites, and reports every row. */
export async function runUserImport({ db, session, rows }: PreparedImport, onProgress?: (p: ImportProgress) => void | Promise<void>): Promise<ImportReport> {
  const report = await runPlannedRows(db, session, rows, onProgress);
  await recordAudit(db, session, { action: 'user.import', entityType: 'user', after: { rows: report.total, ...report.summary } });
  return report;
}

/**
 * The import as a stream of JSON lines: progress lines while users are created and invited, then
 * one `report` line (or an `error` line if the server fails half-way).
 */
export function importStream(prepared: PreparedImport): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async start(controller) {
      const send = (value: unknown) => controller.enqueue(encoder.encode(`${JSON.stringify(value)}\n`));
      try {
        send({ type: 'progress', phase: 'validate', done: prepared.rows.length, total: prepared.rows.length });
        // With PGlite the work never waits on the network, so without a pause between progress
        // lines nothing would leave the server before the end and the dialog would show no progress.
        const report = await runUserImport(prepared, async (progress) => {
          send(progress);
          await new Promise((resolve) => setImmediate(resolve));
        });
        send({ type: 'report', ...report });
      } catch (error) {
        logError('users', 'import failed', error);
        send({ type: 'error', error: { code: 'internal', message: 'errors.internal' } });
      }
      controller.close();
    },
  });
}
