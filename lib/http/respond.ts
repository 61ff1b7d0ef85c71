import { ZodError } from 'zod';
import { AppError } from './errors';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './unavailable';
import { logError } from '@/lib/http/log';

const retryAfter = { 'Retry-After': String(RETRY_AFTER_SECONDS) };

/** Maps any thrown value to the API's error JSON; unknown errors never leak internals. */
export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    return Response.json(
      { error: { code: error.code, message: error.messageKey, ...(error.details ? { details: error.details } : {}) } },
      { status: error.status, headers: error.code === 'unavailable' ? retryAfter : undefined },
    );
  }
  if (error instanceof ZodError) {
    const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return Response.json({ error: { code: 'invalid_input', message: 'errors.invalid_input', issues } }, { status: 422 });
  }
  if (isDatabaseUnavailable(error)) {
    // Logged like any failure (an outage should show up in the logs), but answered as "try again".
    logError('api', 'database unavailable', error);
    return errorResponse(new AppError('unavailable'));
  }
  logError('api', 'unexpected error', error);
  return Response.json({ error: { code: 'internal', message: 'errors.internal' } }, { status: 500 });
}
