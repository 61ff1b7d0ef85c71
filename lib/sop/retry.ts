import 'server-only';
import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { loadOwnPdfUpload, loadSopForEdit } from './access';
import { detailOf } from './get';
import { queueSopImport } from './import-queue';
import { transitionSopStatus } from './queries';
import type { RetrySopInput, SopDetail } from './schema';

/**
 * POST /multimodal-sop/{id}/retry: an author starts a failed PDF or video import again (409 for
 * any other state). A PDF that can never import (damaged, no text) is replaced by `pdfUploadId`,
 * another PDF the author uploaded; only a PDF SOP takes one (422 otherwise).
 */
export async function retrySopImport({ session, sopId, input = {} }: { session: SessionContext; sopId: unknown; input?: RetrySopInput }): Promise<SopDetail> {
  const db = await getDb();
  const loaded = await loadSopForEdit(db, session, sopId);
  let metadata: Record<string, unknown> | undefined;
  if (input.pdfUploadId) {
    if (loaded.sop.type !== 'pdf') throw new AppError('invalid_input', 'sopErrors.pdfRequired');
    const upload = await loadOwnPdfUpload(db, session, input.pdfUploadId);
    metadata = { ...(loaded.sop.metadata as Record<string, unknown>), pdfUploadId: upload.id };
  }
  const sop = await transitionSopStatus(db, { orgId: session.org.id, id: loaded.sop.id, from: 'failed' }, { status: 'processing', statusError: null, ...(metadata ? { metadata } : {}) });
  if (!sop) throw new AppError('conflict', 'sopErrors.notFailed');
  await queueSopImport({ organizationId: session.org.id, sopId: sop.id });
  return detailOf(db, session, { ...loaded, sop });
}
