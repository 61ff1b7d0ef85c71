/**
 * Recognises the errors that mean "the database cannot answer right now" – the server is down,
 * restarting, out of connections, or a statement ran past its time-out – as opposed to a bug or a
 * bad query. Those become a 503 with Retry-After (lib/http/respond.ts) instead of a 500.
 */

// Socket-level and postgres.js connection codes (node_modules/postgres/src/connection.js).
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
]);

// SQLSTATEs: admin/crash shutdown, starting up, too many connections, out of connections
// server-side, query canceled (statement_timeout).
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

// SQLSTATE class 08: connection exception.
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;

/** Seconds a client should wait before retrying when the database is unavailable. */
export const RETRY_AFTER_SECONDS = 5;

// Drizzle wraps driver errors (DrizzleQueryError.cause); Node wraps parallel connect attempts in an
// AggregateError (.errors). A few levels are enough.
const MAX_DEPTH = 4;

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The digest of a page render's error when the database was unavailable (db/query-errors.ts): Next
 * keeps an error's own digest, and the production server answers such a render with the 503 page.
 */
export const DATABASE_UNAVAILABLE_DIGEST = 'OPENHOW_DATABASE_UNAVAILABLE';

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return false;
  if ((error as { digest?: unknown }).digest === DATABASE_UNAVAILABLE_DIGEST) return true;
  const code = codeOf(error);
  if (code && (CONNECTION_CODES.has(code) || SQLSTATES.has(code) || CONNECTION_EXCEPTION.test(code))) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

/**
 * The process's view of the database, shared by every bundle of the app (middleware, pages, route
 * handlers) and by the production server (scripts/unavailable-status.mjs reads `failures`):
 * `failures` counts queries that found the database unavailable, `failedAt` is the last such time
 * and is cleared by the next query that is answered.
 */
type Health = { failures: number; failedAt: number };
const holder = globalThis as unknown as { __openhowDatabaseHealth?: Health };
const health = (holder.__openhowDatabaseHealth ??= { failures: 0, failedAt: 0 });

/** How long after a query found the database unavailable pages that read nothing first are answered 503 without trying. */
export const ASSUME_UNAVAILABLE_MS = 1_000;

export function noteDatabaseUnavailable(now = Date.now()) {
  health.failures += 1;
  health.failedAt = now;
}

export function noteDatabaseAnswered() {
  if (health.failedAt) health.failedAt = 0;
}

/** True while the last query of this process found the database unavailable less than ASSUME_UNAVAILABLE_MS ago. */
export const databaseRecentlyUnavailable = (now = Date.now()) => health.failedAt > 0 && now - health.failedAt < ASSUME_UNAVAILABLE_MS;
