import { getStorage } from '@/lib/storage';
import { listParts } from '@/lib/storage/multipart';
import type { RecordedPart, UploadRow } from './queries';

const isRecordedPart = (value: unknown): value is RecordedPart => {
  const p = value as Partial<RecordedPart> | null;
  return !!p && Number.isInteger(p.partNumber) && typeof p.etag === 'string' && typeof p.size === 'number';
};

/**
 * Parts an unfinished upload already holds: the local backend's own part files, or for S3 the
 * parts the browser reported (a part stored but never reported is simply sent again).
 */
export async function storedParts(row: UploadRow): Promise<RecordedPart[]> {
  if (getStorage().kind !== 's3') return listParts(row.storageKey, row.multipartId!);
  const recorded = Array.isArray(row.parts) ? row.parts.filter(isRecordedPart) : [];
  return recorded.map(({ partNumber, etag, size }) => ({ partNumber, etag, size }));
}
