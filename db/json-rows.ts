import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A select's rows as one JSON array, so that a list can ride as a column of a larger statement
 * (the signed-in shell's folded read, lib/shell/reads.ts). The subquery's columns are renamed, in
 * order, to the keys of `fields` (the object the select was given, whose order the query builder
 * keeps), so duplicate column names cannot clash. Timestamps arrive as ISO strings (dateOf).
 */
export function jsonRowsOf<F extends Record<string, unknown>>(query: SQLWrapper, fields: F, orderBy: (keyof F & string)[] = []): SQL<unknown> {
  const keys = Object.keys(fields);
  for (const key of keys) if (!/^[a-z][a-z0-9]*$/i.test(key)) throw new Error(`jsonRowsOf: unsafe key ${key}`);
  const columns = sql.raw(keys.map((key) => `"${key}"`).join(', '));
  const order = orderBy.length > 0 ? sql.raw(` order by ${orderBy.map((key) => `q."${key}"`).join(', ')}`) : sql``;
  return sql`coalesce((select json_agg(q${order}) from (${query}) as q(${columns})), '[]'::json)`;
}

/** A JSON column as the driver hands it: parsed already, or still text. */
export const parsedJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** A timestamp of a JSON row back to the Date the query builder would have given. */
export const dateOf = (value: string | null): Date | null => (value === null ? null : new Date(value));
