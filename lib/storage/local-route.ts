import 'server-only';
import { AppError } from '@/lib/http/errors';
import { attachmentDisposition } from './content-disposition';
import { getLocalStorage } from './index';
import { parseRange } from './range';
import { secondsUntil, verifyLocalSignature, type SignedMethod } from './signing';

export const MAX_LOCAL_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Local backend active and URL signed for this method and key, or the matching AppError. */
function authorize(method: SignedMethod, req: Request, key: string) {
  const storage = getLocalStorage();
  // With S3 active, objects are served by S3 itself: this route must not reveal anything.
  if (!storage) throw new AppError('not_found');
  const params = new URL(req.url).searchParams;
  const exp = params.get('exp');
  if (!verifyLocalSignature(method, key, exp, params.get('sig'))) throw new AppError('forbidden');
  return { storage, params, remainingSeconds: secondsUntil(Number(exp)) };
}

/** Answers a signed GET: the whole object, or one byte range of it (video players seek this way). */
export async function serveLocalObject(req: Request, key: string): Promise<Response> {
  const { storage, params, remainingSeconds } = authorize('GET', req, key);
  const object = await storage.open(key);
  if (!object) throw new AppError('not_found');

  const headers = new Headers({
    'Accept-Ranges': 'bytes',
    'Cache-Control': `private, max-age=${remainingSeconds}`,
    // Uploads share the app's origin: never let an uploaded HTML or SVG file run script here.
    'Content-Security-Policy': "script-src 'none'",
    'X-Content-Type-Options': 'nosniff',
  });
  const filename = params.get('filename');
  if (filename) headers.set('Content-Disposition', attachmentDisposition(filename));

  // If-Range needs a validator we do not keep; the whole object is always a correct answer.
  const range = req.headers.has('if-range') ? null : parseRange(req.headers.get('range'), object.size);
  if (range === 'unsatisfiable') {
    await object.close();
    headers.set('Content-Range', `bytes */${object.size}`);
    return new Response(null, { status: 416, headers });
  }

  headers.set('Content-Type', object.contentType);
  headers.set('Content-Length', String(range ? range.end - range.start + 1 : object.size));
  if (range) headers.set('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`);
  const status = range ? 206 : 200;
  // Next answers HEAD through GET; an unread stream would hold the file open until collected.
  if (req.method === 'HEAD') {
    await object.close();
    return new Response(null, { status, headers });
  }
  return new Response(object.stream(range ?? undefined), { status, headers });
}

/** Counts bytes as they stream in and fails the upload as soon as it passes the limit. */
function limitBytes(maxBytes: number, onSize: (size: number) => void) {
  let size = 0;
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new AppError('payload_too_large');
      onSize(size);
      controller.enqueue(chunk);
    },
  });
}

/** Stores the body of a signed PUT under its key, with the request's Content-Type. */
export async function receiveLocalUpload(
  req: Request,
  key: string,
  maxBytes = MAX_LOCAL_UPLOAD_BYTES,
): Promise<Response> {
  const { storage } = authorize('PUT', req, key);
  // Content-Length is only a hint (it may be absent or wrong); the stream limit below is the guard.
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw new AppError('payload_too_large');

  const contentType = req.headers.get('content-type') || 'application/octet-stream';
  let size = 0;
  const body = req.body ? req.body.pipeThrough(limitBytes(maxBytes, (n) => (size = n))) : '';
  await storage.put(key, body, { contentType });
  return Response.json({ item: { key, contentType, size } }, { headers: { 'Cache-Control': 'no-store' } });
}
