import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import { getDb, type Db } from '@/db/client';
import { rateLimits } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { multilineText, text } from '@/lib/http/text';
import { insertErrorLog } from './queries';

export const ERROR_LOG_MAX_BYTES = 16 * 1024;
const PER_IP = { points: 30, duration: 60 };

// Clients may send an object (navigator details) where text is stored.
const asText = (v: unknown) => (v == null ? '' : typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
const clipped = (max: number) => z.unknown().transform(asText).pipe(multilineText().transform((s) => s.slice(0, max)));

/**
 * Spec §7 error log. Long texts are clipped rather than refused: a stack trace that runs long
 * is still worth keeping. `uid` and `organization` in the body are ignored (stripped by zod):
 * they come from the session only, so nobody can write into another organisation's log.
 */
export const errorLogSchema = z.object({
  serviceName: text().trim().min(1, 'rules.required').max(100),
  serviceModule: text().trim().min(1, 'rules.required').max(100),
  code: z.coerce.number().int().min(0).max(1_000_000).default(50),
  deviceInfo: clipped(2000).optional(),
  message: z.unknown().transform(asText).pipe(multilineText().min(1, 'rules.required').transform((s) => s.slice(0, 8000))),
});
export type ErrorLogInput = z.infer<typeof errorLogSchema>;

/** Reads the body with a hard size cap (a Content-Length can be absent or wrong). */
export async function readErrorLogBody(req: Request): Promise<ErrorLogInput> {
  if (Number(req.headers.get('content-length') ?? 0) > ERROR_LOG_MAX_BYTES) throw new AppError('payload_too_large');
  const raw = await req.text();
  if (Buffer.byteLength(raw) > ERROR_LOG_MAX_BYTES) throw new AppError('payload_too_large');
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new AppError('bad_request', 'errors.bad_json');
  }
  return errorLogSchema.parse(body);
}

const limiters = new WeakMap<object, RateLimiterDrizzle>();
function limiter(db: Db) {
  let l = limiters.get(db);
  if (!l) {
    l = new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, ...PER_IP, keyPrefix: 'error-log:ip', clearExpiredByTimeout: false });
    limiters.set(db, l);
  }
  return l;
}

/** Stores one client error report; a per-IP budget keeps a looping client from flooding the table. */
export async function logClientError({ session, input, ip }: { session: SessionContext | null; input: ErrorLogInput; ip: string }) {
  const db = await getDb();
  try {
    await limiter(db).consume(ip);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw new AppError('rate_limited', 'errors.rate_limited', { retryAfter: Math.ceil(error.msBeforeNext / 1000) });
    }
    throw error;
  }
  return insertErrorLog(db, { orgId: session?.org.id ?? null, userId: session?.user.id ?? null, ...input });
}
