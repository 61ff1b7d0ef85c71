import { PARALLEL_PARTS, acceptedFor, extensionOf, type UploadPurpose } from '@/lib/uploads/constants';
import type { CompletedUploadDto, CreatedUploadDto, PartUrlDto, UploadStatusDto } from '@/lib/uploads/schema';
import { ApiRequestError, isAbortError } from '@/components/ui/api-request';
import { callApi, isRetriable, putPart } from './part-request';
import { createProgressMeter, type UploadProgress } from './progress';
import { forgetUpload, recallUpload, rememberUpload } from './resume-store';

export type UploadCallbacks = {
  onUploadId?: (id: string, resumed: boolean) => void;
  onProgress?: (progress: UploadProgress) => void;
  onCompleting?: () => void;
};

type PartRef = { partNumber: number; etag: string };
// Fetch URLs a few parts ahead: one request per batch, not one per part.
const URL_BATCH = PARALLEL_PARTS * 3;
// A URL this close to expiry is replaced before use; a 2 MB part can take a while on a slow link.
const URL_MARGIN_MS = 5 * 60_000;

/** Picks up an unfinished upload of the same file (name, size, modification time) if the server still has it. */
async function resumeOrCreate(file: File, purpose: UploadPurpose, signal: AbortSignal) {
  const remembered = recallUpload(file);
  if (remembered) {
    try {
      const { item } = await callApi<{ item: UploadStatusDto }>(`/api/v1/uploads/${remembered.uploadId}`, { signal });
      if (item.resumable) return { upload: item as CreatedUploadDto, done: item.parts, resumed: true };
    } catch (error) {
      if (!(error instanceof ApiRequestError) || isRetriable(error)) throw error;
    }
    forgetUpload(file);
  }
  const body = { fileName: file.name, contentType: file.type, size: file.size, purpose };
  const { item } = await callApi<{ item: CreatedUploadDto }>('/api/v1/uploads', { method: 'POST', body, signal });
  rememberUpload(file, item.id);
  return { upload: item, done: [] as PartRef[], resumed: false };
}

/**
 * Uploads a file as a resumable multipart upload: 3 parts in flight, each retried on timeouts,
 * then completes it (the server checks the bytes are a video). Aborting the signal stops the
 * transfer but keeps the server's upload, so choosing the same file again resumes it.
 */
export async function uploadFile(
  file: File,
  purpose: UploadPurpose,
  signal: AbortSignal,
  callbacks: UploadCallbacks = {},
): Promise<CompletedUploadDto> {
  if (!acceptedFor(purpose).types[extensionOf(file.name)]) throw new ApiRequestError(422, 'invalid_input', 'uploads.unsupportedType');
  if (file.size < 1) throw new ApiRequestError(422, 'invalid_input', 'uploads.empty');

  const { upload, done, resumed } = await resumeOrCreate(file, purpose, signal);
  callbacks.onUploadId?.(upload.id, resumed);
  const { id, partSize, partCount } = upload;
  const etags = new Map(done.map((p) => [p.partNumber, p.etag]));
  const meter = createProgressMeter(file.size, callbacks.onProgress);
  for (const part of done) meter.partDone(part.partNumber, Math.min(partSize, file.size - (part.partNumber - 1) * partSize));

  // One part failing for good stops the other two at once instead of letting them run on.
  const inner = new AbortController();
  const stop = () => inner.abort();
  signal.addEventListener('abort', stop, { once: true });

  const queue = Array.from({ length: partCount }, (_, i) => i + 1).filter((n) => !etags.has(n));
  const urls = new Map<number, { url: string; expiresAt: number }>();

  async function urlFor(partNumber: number): Promise<string> {
    const cached = urls.get(partNumber);
    if (cached && cached.expiresAt - Date.now() > URL_MARGIN_MS) return cached.url;
    const wanted = [partNumber, ...queue.filter((n) => !urls.has(n))].slice(0, URL_BATCH);
    const { items } = await callApi<{ items: PartUrlDto[] }>(`/api/v1/uploads/${id}/parts`, {
      method: 'POST',
      body: { partNumbers: wanted },
      signal: inner.signal,
    });
    for (const item of items) urls.set(item.partNumber, { url: item.url, expiresAt: Date.parse(item.expiresAt) });
    return urls.get(partNumber)!.url;
  }

  async function worker() {
    for (let partNumber = queue.shift(); partNumber !== undefined; partNumber = queue.shift()) {
      const n = partNumber;
      const blob = file.slice((n - 1) * partSize, n * partSize);
      const etag = await putPart(() => urlFor(n), blob, inner.signal, (bytes) => meter.partLoaded(n, bytes));
      etags.set(n, etag);
      // With S3 the server keeps it as the resume point (no ListParts needed); best effort.
      if (upload.reportParts) void callApi(`/api/v1/uploads/${id}/parts/${n}`, { method: 'PATCH', body: { etag }, signal: inner.signal }).catch(() => undefined);
      urls.delete(n);
      meter.partDone(n, blob.size);
    }
  }

  const workers = Array.from({ length: Math.min(PARALLEL_PARTS, queue.length) }, () => worker().catch((error) => {
    stop();
    throw error;
  }));
  const outcomes = await Promise.allSettled(workers);
  signal.removeEventListener('abort', stop);
  const failures = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
  // Report the part that failed, not the AbortErrors it caused in the others.
  if (failures.length) throw failures.find((e) => !isAbortError(e) || signal.aborted) ?? failures[0];

  callbacks.onCompleting?.();
  const parts = [...etags].map(([partNumber, etag]) => ({ partNumber, etag })).sort((a, b) => a.partNumber - b.partNumber);
  try {
    const { item } = await callApi<{ item: CompletedUploadDto }>(`/api/v1/uploads/${id}/complete`, {
      method: 'POST',
      body: { parts },
      signal,
    });
    forgetUpload(file);
    return item;
  } catch (error) {
    // A rejected file (422) is gone on the server; nothing is left to resume.
    if (error instanceof ApiRequestError && error.status === 422 && error.messageKey !== 'uploads.partsMissing') forgetUpload(file);
    throw error;
  }
}

/** Cancels on the server: parts deleted, upload aborted; the saved resume point is dropped. */
export async function cancelUpload(file: File | null, uploadId: string): Promise<void> {
  if (file) forgetUpload(file);
  await callApi(`/api/v1/uploads/${uploadId}`, { method: 'DELETE' });
}
