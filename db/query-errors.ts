import 'server-only';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import {
  DATABASE_UNAVAILABLE_DIGEST,
  isDatabaseUnavailable,
  noteDatabaseAnswered,
  noteDatabaseUnavailable,
} from '@/lib/http/unavailable';

/**
 * What a failed query throws out of our code. Drizzle's own error says "Failed query: … params: …"
 * and keeps the driver's error (with the server's message, which can quote a value) as its cause:
 * whoever prints it — Next's render-error log, a library, a `console.error` — prints session ids,
 * tokens and e-mail addresses. This one carries a fixed message, the SQLSTATE or connection code
 * (so callers can still tell a unique violation or an outage), and for an unavailable database the
 * digest Next keeps for the page's error (lib/http/unavailable.ts); nothing else. What failed goes
 * to the server log once, here, without values.
 */
export class DatabaseError extends Error {
  readonly code?: string;
  readonly digest?: string;

  constructor(unavailable: boolean, code: string | undefined) {
    super(unavailable ? 'database unavailable' : 'database query failed');
    this.name = 'DatabaseError';
    if (code) this.code = code;
    if (unavailable) this.digest = DATABASE_UNAVAILABLE_DIGEST;
  }
}

const MAX_SQL = 300;

/** The driver's error under Drizzle's wrapper, and its code. */
function driverError(error: unknown): { code?: string; message: string } {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  const code = typeof (cause as { code?: unknown })?.code === 'string' ? (cause as { code: string }).code : undefined;
  // Values in a server message are quoted ("invalid input syntax for type uuid: \"…\""): dropped with the quotes' contents.
  const message = cause instanceof Error ? cause.message.replace(/"[^"]*"/g, '"…"').replace(/'[^']*'/g, "'…'") : typeof cause;
  return { code, message };
}

/** The error to throw in place of `error` from the query `sql` (its text has placeholders, never values). */
export function sanitizeQueryError(error: unknown, sql: string): Error {
  if (error instanceof DatabaseError) return error;
  const unavailable = isDatabaseUnavailable(error);
  const { code, message } = driverError(error);
  if (unavailable) noteDatabaseUnavailable();
  // One line per failure: an outage fails every query, and each route logs its own failure too.
  console.error(`[db] ${unavailable ? 'database unavailable' : 'query failed'}${code ? ` (${code})` : ''}: ${message} — in: ${sql.slice(0, MAX_SQL)}`);
  return new DatabaseError(unavailable, code);
}

type Runner = (queryString: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;
const PATCHED = Symbol.for('openhow.sanitizedQueries');

/**
 * Every Drizzle query of the process (both drivers, the migrator, transactions) runs through
 * PgPreparedQuery#queryWithCache, which is where Drizzle builds its error: wrapped once here so the
 * error that leaves it is a DatabaseError, and the database's health is noted for the middleware
 * and the production server (lib/http/unavailable.ts).
 */
export function sanitizeQueryErrors() {
  const proto = PgPreparedQuery.prototype as unknown as { queryWithCache: Runner; [PATCHED]?: true };
  if (proto[PATCHED]) return;
  const original = proto.queryWithCache;
  proto.queryWithCache = async function (this: unknown, queryString, params, query) {
    try {
      const result = await original.call(this, queryString, params, query);
      noteDatabaseAnswered();
      return result;
    } catch (error) {
      throw sanitizeQueryError(error, queryString);
    }
  };
  proto[PATCHED] = true;
}
