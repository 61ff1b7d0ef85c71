import { z } from 'zod';
import { AppError } from '@/lib/http/errors';
import { getStorage } from '@/lib/storage';
import { partCountFor } from './limits';
import type { UploadRow } from './queries';
import type { CreatedUploadDto } from './schema';

export function toCreatedDto(row: UploadRow): CreatedUploadDto {
  const partCount = partCountFor(row.size, row.partSize);
  // Only S3 needs the browser's part reports to resume (see record-part.ts); locally the part files tell.
  return { id: row.id, partSize: row.partSize, partCount, expiresAt: row.expiresAt.toISOString(), reportParts: getStorage().kind === 's3' };
}

const uploadId = z.uuid();

/** A path id that is not even a UUID names no upload: 404, like a foreign one. */
export function parseUploadId(value: unknown): string {
  const parsed = uploadId.safeParse(value);
  if (!parsed.success) throw new AppError('not_found');
  return parsed.data;
}

export const isExpired = (row: UploadRow, now = new Date()) => row.expiresAt.getTime() <= now.getTime();
