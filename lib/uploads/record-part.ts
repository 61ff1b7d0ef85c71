import { getDb } from '@/db/client';
import { AppError } from '@/lib/http/errors';
import { partCountFor, partLength } from './limits';
import { recordPart, type RecordedPart, type UploadOwner } from './queries';
import { assertUploading, ownUpload } from './status';

/**
 * The browser reports each part storage accepted, with the ETag storage answered. With S3 these
 * records are what a resumed upload continues from, so resuming needs no ListParts (which some
 * S3-compatible servers lack). A wrong ETag cannot do harm: CompleteMultipartUpload checks every
 * one, and a failed completion drops the records (see complete.ts).
 */
export async function recordUploadedPart(owner: UploadOwner, id: string, partNumber: number, etag: string): Promise<RecordedPart> {
  const row = await ownUpload(owner, id);
  assertUploading(row);
  const partCount = partCountFor(row.size, row.partSize);
  if (partNumber > partCount) throw new AppError('invalid_input', 'uploads.partsMissing', { partCount });
  const part = { partNumber, etag, size: partLength(row.size, row.partSize, partNumber) };
  // The status may have moved on (completed, cancelled) since the read above.
  if (!(await recordPart(await getDb(), { ...owner, id, part }))) throw new AppError('conflict', 'uploads.notUploading');
  return part;
}
