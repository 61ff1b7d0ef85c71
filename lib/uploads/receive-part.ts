import { getDb } from '@/db/client';
import { AppError } from '@/lib/http/errors';
import { getLocalStorage } from '@/lib/storage';
import { verifyPartSignature, writeLocalPart } from '@/lib/storage/multipart';
import { parseUploadId } from './dto';
import { partCountFor, partLength } from './limits';
import { findUploadById } from './queries';
import { assertUploading } from './status';

/**
 * Local backend's stand-in for S3's UploadPart: the signed URL is the credential (as a presigned
 * S3 URL is), so no session is needed; the answer's ETag header names the stored part.
 */
export async function receiveLocalPart(req: Request, idParam: unknown, partParam: unknown): Promise<Response> {
  if (!getLocalStorage()) throw new AppError('not_found');
  const id = parseUploadId(idParam);
  const partNumber = Number(partParam);
  if (!Number.isInteger(partNumber) || partNumber < 1) throw new AppError('not_found');
  const row = await findUploadById(await getDb(), { id });
  if (!row || !row.multipartId || partNumber > partCountFor(row.size, row.partSize)) throw new AppError('not_found');
  const length = verifyPartSignature(row.multipartId, partNumber, new URL(req.url).searchParams);
  if (length === null || length !== partLength(row.size, row.partSize, partNumber)) throw new AppError('forbidden');
  assertUploading(row);
  // Content-Length is a hint only; the stream itself is cut off past the signed length.
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) !== length) throw new AppError('invalid_input', 'uploads.partSize');
  if (!req.body) throw new AppError('invalid_input', 'uploads.partSize');
  const part = await writeLocalPart(row.multipartId, partNumber, req.body, length);
  return new Response(null, { status: 200, headers: { ETag: part.etag, 'Cache-Control': 'no-store' } });
}
