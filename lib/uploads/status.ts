import { getDb } from '@/db/client';
import { AppError } from '@/lib/http/errors';
import { presignPart } from '@/lib/storage/multipart';
import { PART_URL_TTL_SECONDS } from './constants';
import { isExpired, toCreatedDto } from './dto';
import { partCountFor, partLength } from './limits';
import { findOwnUpload, type UploadOwner, type UploadRow } from './queries';
import { storedParts } from './stored-parts';
import type { PartUrlDto, UploadStatus, UploadStatusDto } from './schema';

async function ownUpload(owner: UploadOwner, id: string): Promise<UploadRow> {
  const row = await findOwnUpload(await getDb(), { ...owner, id });
  if (!row) throw new AppError('not_found');
  return row;
}

/** A row still accepting parts, or why not. */
export function assertUploading(row: UploadRow, now = new Date()) {
  if (row.status !== 'uploading' || !row.multipartId) throw new AppError('conflict', 'uploads.notUploading');
  if (isExpired(row, now)) throw new AppError('gone', 'uploads.expired');
}

/** Status and the parts storage already holds, so a reloaded page uploads only the rest. */
export async function getUploadStatus(owner: UploadOwner, id: string): Promise<UploadStatusDto> {
  const row = await ownUpload(owner, id);
  const live = row.status === 'uploading' && row.multipartId && !isExpired(row);
  const parts = live ? await storedParts(row) : [];
  return {
    ...toCreatedDto(row),
    status: row.status as UploadStatus,
    resumable: Boolean(live),
    fileName: row.fileName,
    size: row.size,
    parts,
  };
}

/** Presigned PUT URLs, one per part, valid for an hour but never past the upload's expiry. */
export async function presignParts(owner: UploadOwner, id: string, partNumbers: number[]): Promise<PartUrlDto[]> {
  const row = await ownUpload(owner, id);
  assertUploading(row);
  const partCount = partCountFor(row.size, row.partSize);
  if (partNumbers.some((n) => n > partCount)) throw new AppError('invalid_input', 'uploads.partsMissing', { partCount });
  const ttl = Math.min(PART_URL_TTL_SECONDS, Math.floor((row.expiresAt.getTime() - Date.now()) / 1000));
  const expiresAt = new Date(Date.now() + ttl * 1000).toISOString();
  return Promise.all(
    [...new Set(partNumbers)].map(async (partNumber) => {
      const size = partLength(row.size, row.partSize, partNumber);
      const url = await presignPart({
        key: row.storageKey,
        multipartId: row.multipartId!,
        partNumber,
        contentLength: size,
        expiresInSeconds: ttl,
        localPath: `/api/v1/uploads/${row.id}/parts/${partNumber}`,
      });
      return { partNumber, url, size, expiresAt };
    }),
  );
}

export { ownUpload };
