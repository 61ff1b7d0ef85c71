import { AppError } from '@/lib/http/errors';
import { MAX_AVATAR_BYTES } from './schema';

// Room for the multipart boundaries and part headers around a file of the maximum size.
const MULTIPART_OVERHEAD = 64 * 1024;

/** Fails as soon as more than `maxBytes` have arrived, so a huge body is never buffered whole. */
function limitBytes(maxBytes: number) {
  let size = 0;
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new AppError('payload_too_large');
      controller.enqueue(chunk);
    },
  });
}

/** The `file` field of a multipart avatar upload, as bytes; 413 past 5 MB, 422 when missing. */
export async function readAvatarForm(req: Request): Promise<Uint8Array> {
  const limit = MAX_AVATAR_BYTES + MULTIPART_OVERHEAD;
  if (Number(req.headers.get('content-length') ?? 0) > limit) throw new AppError('payload_too_large');
  const contentType = req.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !req.body) {
    throw new AppError('invalid_input', 'profile.avatarMissing');
  }
  let form: FormData;
  try {
    const limited = req.body.pipeThrough(limitBytes(limit));
    form = await new Response(limited, { headers: { 'content-type': contentType } }).formData();
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The stream limit surfaces wrapped by the multipart parser in some runtimes.
    if (error instanceof Error && error.cause instanceof AppError) throw error.cause;
    throw new AppError('bad_request');
  }
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) throw new AppError('invalid_input', 'profile.avatarMissing');
  if (file.size > MAX_AVATAR_BYTES) throw new AppError('payload_too_large');
  return new Uint8Array(await file.arrayBuffer());
}
