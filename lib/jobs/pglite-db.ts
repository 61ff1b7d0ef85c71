import 'server-only';
import type { PGlite } from '@electric-sql/pglite';

/** The one method pg-boss needs from a database when it does not open its own pool. */
export type BossDb = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

/**
 * pg-boss on PGlite: parameterised statements go through `query` (extended protocol), plain SQL
 * through `exec`, because pg-boss sends its schema and migrations as one multi-statement script
 * that the extended protocol refuses. PGlite serialises calls itself, so this shares the app's
 * single instance safely.
 */
export function pgliteBossDb(pglite: PGlite): BossDb {
  return {
    async executeSql(text, values) {
      // pg-boss completes a job without awaiting the call: a handler that outlives the database
      // (a shutdown while it ran) would reject unhandled. Nothing can be written any more; the
      // job is left active and expires into a retry on the next start.
      if (pglite.closed) return { rows: [] };
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}
