import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'postgres';
import { getDb } from './client';

/** The driver under the process-wide Drizzle instance, for libraries that speak SQL themselves (pg-boss). */
export type RawClient = { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; sql: Sql };

/**
 * Reuses the connection `getDb()` opened (Drizzle keeps it as `$client`): a second PGlite on the
 * same folder would silently diverge, so nothing may open its own.
 */
export async function getRawClient(): Promise<RawClient> {
  const db = (await getDb()) as unknown as { $client: PGlite | Sql };
  const client = db.$client;
  // postgres.js exposes its client as a tagged-template function; PGlite is a class instance.
  if (typeof client === 'function') return { kind: 'postgres', sql: client };
  return { kind: 'pglite', pglite: client };
}
