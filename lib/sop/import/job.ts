import 'server-only';
import { getDb, type Db } from '@/db/client';
import type { MultimodalSop } from '@/db/schema';
import { AppError } from '@/lib/http/errors';
import { logError } from '@/lib/http/log';
import { defineJob, type JobContext } from '@/lib/jobs';
import { toItemRows } from '@/lib/sop/items';
import { completeImportRow, findSop, itemRowsOf, replaceItemRows, transitionSopStatus } from '@/lib/sop/queries';
import { DEFAULT_SOP_TITLE, SOP_TITLE_MAX, type SopItem } from '@/lib/sop/schema';
import { insertVersionRow } from '@/lib/sop/versions-queries';
import { IMPORT_FAILED_KEY, SOP_IMPORT_JOB, SOURCE_MISSING_KEY, TOO_MANY_PAGES_KEY, WORKFLOW_MISSING_KEY, type SopImportJobData } from './constants';
import { sopImageSink, type ImageSink } from './images';
import { importPdf, loadPdfUpload } from './pdf-source';
import { clip } from './pdf-text';
import { loadWorkflowSource, workflowItems } from './video';

/**
 * The import job: fills a SOP created from a PDF (`metadata.pdfUploadId`) or a workflow
 * (`source_workflow_id`) with blocks, then marks it completed. A source that can never import
 * (not a PDF, password, too many pages, gone) ends in `failed` with its message key at once;
 * other trouble is retried by pg-boss and, on the last attempt, ends in `failed` too. The author
 * starts it again with POST /multimodal-sop/{id}/retry (lib/sop/retry.ts). Every write is conditional on the row still being
 * `processing`, so a second delivery, a delete or an edit meanwhile is never overwritten.
 */

const RETRY_LIMIT = 2;
type Scope = { organizationId: string; sopId: string };
type Imported = { title: string; items: SopItem[]; posterKey: string | null };

async function buildItems(db: Db, sop: MultimodalSop, sink: ImageSink): Promise<Omit<Imported, 'posterKey'>> {
  if (sop.type === 'pdf') {
    const { fileName, bytes } = await loadPdfUpload(db, { organizationId: sop.organizationId, uploadId: (sop.metadata as { pdfUploadId?: unknown }).pdfUploadId });
    return importPdf(bytes, fileName, sink);
  }
  if (sop.type === 'workflow') {
    if (!sop.sourceWorkflowId) throw new AppError('not_found', WORKFLOW_MISSING_KEY);
    const source = await loadWorkflowSource(db, { organizationId: sop.organizationId, workflowId: sop.sourceWorkflowId, languageCode: sop.languageCode });
    const posters = new Map<string, NonNullable<Awaited<ReturnType<ImageSink['copy']>>>>();
    for (const [i, step] of source.steps.entries()) {
      const copied = step.posterKey ? await sink.copy(`step-${i + 1}`, step.posterKey) : null;
      if (copied) posters.set(step.id, copied);
    }
    return { title: source.title, items: workflowItems(source, sop.languageCode, posters) };
  }
  throw new AppError('invalid_input', SOURCE_MISSING_KEY);
}

/**
 * Stores the blocks as the SOP's next version (with its version row, so the imported document can be
 * restored after edits, and an editor still holding the empty one gets 409 on save).
 */
async function finish(db: Db, sop: MultimodalSop & { authorId: string }, imported: Imported) {
  const scope = { orgId: sop.organizationId, sopId: sop.id };
  await db.transaction(async (tx) => {
    const title = sop.title === DEFAULT_SOP_TITLE && imported.title.trim() ? clip(imported.title.trim(), SOP_TITLE_MAX) : sop.title;
    const row = await completeImportRow(tx, { orgId: sop.organizationId, id: sop.id }, { title, posterKey: sop.posterKey ?? imported.posterKey });
    if (!row) return;
    await replaceItemRows(tx, { ...scope, rows: itemRowsOf(scope.orgId, scope.sopId, toItemRows(imported.items)) });
    await insertVersionRow(tx, row, { title: row.title, description: row.description, items: imported.items }, sop.authorId);
  });
}

const fail = (db: Db, sop: MultimodalSop, key: string) =>
  transitionSopStatus(db, { orgId: sop.organizationId, id: sop.id, from: 'processing' }, { status: 'failed', statusError: key });

/** The key a refusal is stored under: the uploads.* key, except the page limit (whose number the stored key cannot carry). */
const failureKey = (error: AppError) => (error.messageKey === 'uploads.tooManyPages' ? TOO_MANY_PAGES_KEY : error.messageKey);

/** Fills one SOP from its source. `lastAttempt` false lets unexpected errors propagate, for the job's retry. */
export async function runSopImport(db: Db, scope: Scope, { lastAttempt = true }: { lastAttempt?: boolean } = {}): Promise<void> {
  const sop = await findSop(db, { orgId: scope.organizationId, id: scope.sopId });
  if (!sop || sop.status !== 'processing') return;
  if (!sop.authorId) return void (await fail(db, sop, SOURCE_MISSING_KEY));
  const sink = sopImageSink(db, { organizationId: sop.organizationId, sopId: sop.id, userId: sop.authorId });
  try {
    const built = await buildItems(db, sop, sink);
    const posterUpload = built.items.flatMap((item) => item.attachments).find((a) => a.type === 'image')?.uploadId;
    await finish(db, { ...sop, authorId: sop.authorId }, { ...built, posterKey: posterUpload ? await sink.keyOf(posterUpload) : null });
  } catch (error) {
    if (error instanceof AppError && (error.code === 'invalid_input' || error.code === 'not_found')) return void (await fail(db, sop, failureKey(error)));
    if (!lastAttempt) throw error;
    logError('sop-import', `import of ${sop.id} failed`, error);
    await fail(db, sop, IMPORT_FAILED_KEY);
  }
}

export const sopImportJob = defineJob<SopImportJobData>(
  SOP_IMPORT_JOB,
  async (data, context: JobContext) => runSopImport(await getDb(), data, { lastAttempt: context.retryCount >= RETRY_LIMIT }),
  { retryLimit: RETRY_LIMIT, retryDelay: 30, expireInSeconds: 15 * 60 },
);
