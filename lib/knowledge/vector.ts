import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';

/**
 * Whether the database has pgvector (the migration enables it where the server offers it).
 * With it, similarity is `<#>` on the stored real[] cast to vector; without it, an exact scan
 * that multiplies the stored arrays in SQL. Asked once per database.
 */
const known = new WeakMap<object, Promise<boolean>>();

export function hasPgvector(db: Db): Promise<boolean> {
  let answer = known.get(db);
  if (!answer) {
    answer = db
      .execute(sql`select exists(select 1 from pg_extension where extname = 'vector') as present`)
      .then((result) => Boolean(rowsOf<{ present: boolean }>(result)[0]?.present))
      .catch(() => false);
    known.set(db, answer);
  }
  return answer;
}

/** Rows of `db.execute` on either driver (postgres.js answers an array, PGlite `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
