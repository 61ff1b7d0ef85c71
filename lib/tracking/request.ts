import { AppError } from '@/lib/http/errors';
import { TRACKING_BODY_MAX_BYTES } from './schema';

/**
 * Reads a tracking batch sent by fetch (application/json) or by navigator.sendBeacon on page
 * exit (text/plain, a CORS-safelisted type). Because such a body could also come from a plain
 * cross-site form, a non-JSON body must prove it is ours: a same-origin Origin header (the route
 * wrapper has already refused a foreign one) or Sec-Fetch-Site: same-origin.
 */
export async function readTrackingBody(req: Request): Promise<unknown> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') {
    const fromUs = req.headers.has('origin') || req.headers.get('sec-fetch-site') === 'same-origin';
    if (!fromUs) throw new AppError('forbidden', 'errors.bad_origin');
  }
  const length = Number(req.headers.get('content-length') ?? 0);
  if (length > TRACKING_BODY_MAX_BYTES) throw new AppError('payload_too_large');
  const text = await req.text();
  if (Buffer.byteLength(text) > TRACKING_BODY_MAX_BYTES) throw new AppError('payload_too_large');
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('bad_request', 'errors.bad_json');
  }
}
