import { getDb } from '@/db/client';
import { AppError } from '@/lib/http/errors';
import { getStorage } from '@/lib/storage';
import { abortMultipart } from '@/lib/storage/multipart';
import { transitionUpload, type UploadOwner, type UploadRow } from './queries';
import { ownUpload } from './status';

// What S3-compatible servers without AbortMultipartUpload answer (s3rver: 405 MethodNotAllowed;
// some gateways: 501 NotImplemented).
const UNSUPPORTED = new Set(['NotImplemented', 'MethodNotAllowed']);
const isUnsupported = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return UNSUPPORTED.has(e.name ?? '') || e.$metadata?.httpStatusCode === 501 || e.$metadata?.httpStatusCode === 405;
};

/**
 * Storage side of dropping an upload; each step is a no-op when already done. Where the server
 * cannot abort a multipart upload, what exists is deleted and its parts are left to the bucket's
 * own clean-up (an AbortIncompleteMultipartUpload lifecycle rule): the row is aborted either way.
 */
export async function discardUploadStorage(row: UploadRow) {
  if (row.multipartId) {
    await abortMultipart(row.storageKey, row.multipartId).catch((error) => {
      if (!isUnsupported(error)) throw error;
    });
  }
  await getStorage().delete(row.storageKey);
}

/** Cancels an unfinished upload: parts deleted, row aborted. Cancelling twice is fine. */
export async function cancelUpload(owner: UploadOwner, id: string): Promise<{ id: string; status: 'aborted' }> {
  const row = await ownUpload(owner, id);
  if (row.status === 'completed' || row.status === 'used') throw new AppError('conflict', 'uploads.alreadyCompleted');
  if (row.status === 'completing') throw new AppError('conflict', 'uploads.busy');
  if (row.status === 'uploading') {
    const claimed = await transitionUpload(await getDb(), { orgId: owner.orgId, id, from: ['uploading'], to: 'aborted' });
    if (!claimed) throw new AppError('conflict', 'uploads.busy');
  }
  // Also after an earlier cancel: a part still in flight then may have landed since.
  await discardUploadStorage(row);
  return { id, status: 'aborted' };
}
