import 'server-only';
import { getDb, type Db } from '@/db/client';
import type { DataHubDocumentRow } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { logError } from '@/lib/http/log';
import { getStorage } from '@/lib/storage';
import { uploadPurposeOf } from '@/lib/uploads/constants';
import { findOwnUpload, transitionUpload } from '@/lib/uploads/queries';
import { signedMediaUrl } from '@/lib/workflows/media-urls';
import { loadDataHubWorkspace, loadManagedDocument, loadReadableDocument } from './access';
import { requestDocumentIndex } from './jobs';
import { deleteDocumentChunks, deleteDocumentRow, insertDocument, listDocuments, updateDocument } from './queries';
import type { CreateDocumentInput, DataHubDocumentDto, DataHubListDto, DocumentStatus, ListDocumentsQuery, ReplaceDocumentInput } from './schema';

export const toDocumentDto = (row: DataHubDocumentRow): DataHubDocumentDto => ({
  id: row.id,
  workspaceId: row.workspaceId,
  title: row.title,
  fileName: row.fileName,
  mimeType: row.mimeType,
  size: row.size,
  status: row.status as DocumentStatus,
  errorCode: row.errorCode,
  pageCount: row.pageCount,
  chunkCount: row.chunkCount,
  uploadedBy: row.uploadedBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// GET /api/v1/data-hub/documents?workspaceId=&page=&size=
export async function listDataHubDocuments(session: SessionContext, query: ListDocumentsQuery): Promise<DataHubListDto> {
  const db = await getDb();
  const workspace = await loadDataHubWorkspace(db, session, query.workspaceId);
  const { rows, total } = await listDocuments(db, { orgId: session.org.id, workspaceId: workspace.id, limit: query.size, offset: (query.page - 1) * query.size });
  return { items: rows.map(toDocumentDto), total, page: query.page, size: query.size };
}

/** The caller's completed data-hub upload, claimed (status used) so no second document takes its file. */
async function claimUpload(db: Db, session: SessionContext, uploadId: string) {
  const upload = await findOwnUpload(db, { orgId: session.org.id, userId: session.user.id, id: uploadId });
  if (!upload) throw new AppError('not_found', 'workflows.uploadNotFound');
  if (upload.status === 'used' || upload.workflowId) throw new AppError('conflict', 'workflows.uploadUsed');
  if (upload.status !== 'completed') throw new AppError('conflict', 'workflows.uploadNotCompleted');
  if (uploadPurposeOf(upload) !== 'data-hub') throw new AppError('invalid_input', 'uploads.wrongKind');
  if (!(await transitionUpload(db, { orgId: session.org.id, id: upload.id, from: ['completed'], to: 'used' }))) throw new AppError('conflict', 'workflows.uploadUsed');
  return upload;
}

const titleOf = (fileName: string) => fileName.replace(/\.[^.]+$/, '').trim() || fileName;

async function queueIndex(db: Db, row: DataHubDocumentRow) {
  try {
    await requestDocumentIndex(row.organizationId, row.id);
  } catch (error) {
    // Shown as failed with Retry rather than pending forever.
    logError('data-hub', 'index job not sent', error);
    return (await updateDocument(db, { orgId: row.organizationId, id: row.id }, { status: 'error', errorCode: 'dataHub.errors.indexFailed' })) ?? row;
  }
  return row;
}

// POST /api/v1/data-hub/documents {workspaceId, uploadId, title?}
export async function createDataHubDocument(session: SessionContext, input: CreateDocumentInput): Promise<DataHubDocumentDto> {
  const db = await getDb();
  const workspace = await loadDataHubWorkspace(db, session, input.workspaceId);
  const row = await db.transaction(async (tx) => {
    const upload = await claimUpload(tx, session, input.uploadId);
    return insertDocument(tx, {
      organizationId: session.org.id,
      workspaceId: workspace.id,
      title: input.title || titleOf(upload.fileName),
      fileName: upload.fileName,
      mimeType: upload.contentType,
      size: upload.size,
      storageKey: upload.storageKey,
      uploadedBy: session.user.id,
    });
  });
  return toDocumentDto(await queueIndex(db, row));
}

// PUT /api/v1/data-hub/documents/{id} {uploadId}: the same document with a new file, indexed again
export async function replaceDataHubDocument(session: SessionContext, id: unknown, input: ReplaceDocumentInput): Promise<DataHubDocumentDto> {
  const db = await getDb();
  const { row, oldKey } = await db.transaction(async (tx) => {
    const current = await loadManagedDocument(tx, session, id, { lock: true });
    const upload = await claimUpload(tx, session, input.uploadId);
    const patch = { fileName: upload.fileName, mimeType: upload.contentType, size: upload.size, storageKey: upload.storageKey, status: 'pending', errorCode: null, pageCount: null };
    // The chunks stay until the new file's replace them (lib/data-hub/indexer).
    const updated = await updateDocument(tx, { orgId: session.org.id, id: current.id }, patch);
    return { row: updated!, oldKey: current.storageKey };
  });
  await getStorage().delete(oldKey);
  return toDocumentDto(await queueIndex(db, row));
}

// DELETE /api/v1/data-hub/documents/{id}: the row and its chunks at once, then the file
export async function deleteDataHubDocument(session: SessionContext, id: unknown): Promise<{ id: string }> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const current = await loadManagedDocument(tx, session, id, { lock: true });
    await deleteDocumentChunks(tx, { orgId: session.org.id, id: current.id });
    await deleteDocumentRow(tx, { orgId: session.org.id, id: current.id });
    return current;
  });
  await getStorage().delete(row.storageKey);
  return { id: row.id };
}

// POST /api/v1/data-hub/documents/{id}/retry: index a failed document again
export async function retryDataHubDocument(session: SessionContext, id: unknown): Promise<DataHubDocumentDto> {
  const db = await getDb();
  const current = await loadManagedDocument(db, session, id);
  if (current.status !== 'error') throw new AppError('conflict', 'dataHub.errors.notFailed');
  const row = await updateDocument(db, { orgId: session.org.id, id: current.id }, { status: 'pending', errorCode: null }, current.storageKey);
  if (!row) throw new AppError('conflict', 'dataHub.errors.notFailed');
  return toDocumentDto(await queueIndex(db, row));
}

// GET /api/v1/data-hub/documents/{id}/file?page=n: where a citation opens the document (a signed URL)
export async function documentFileUrl(session: SessionContext, id: unknown, page: number | null): Promise<string> {
  const row = await loadReadableDocument(await getDb(), session, id);
  const url = await signedMediaUrl(row.storageKey);
  return page && row.mimeType === 'application/pdf' ? `${url}#page=${page}` : url;
}
