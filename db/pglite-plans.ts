import type { PGlite } from '@electric-sql/pglite';

/**
 * Plan caching for the embedded database. postgres.js (production) prepares every statement on
 * its connection, so PostgreSQL parses and plans a query once; PGlite has no named statements in
 * its API and parses, analyses and plans every query again — on the hot, multi-join reads behind
 * every signed-in page that costs more than running them. This wrapper gives PGlite the same
 * behaviour with SQL's own PREPARE / EXECUTE: a statement text seen a second time is prepared
 * once, then run as `EXECUTE name(literals)`, its parameters passed as quoted literals that
 * PostgreSQL coerces to the types it inferred (the same inference as for `$n`). Values that have
 * no safe literal form, statements that cannot be prepared, and anything in a transaction (drizzle
 * runs those on PGlite's transaction object, not through this wrapper) take the ordinary path.
 */

type QueryFn = PGlite['query'];

const PREPARE_AFTER = 2;
const MAX_PREPARED = 500;
const MAX_TRACKED = 5_000;

/**
 * A PostgreSQL literal for a parameter, or undefined when the value has no safe literal form.
 * Strings are quoted with '' doubling (standard_conforming_strings is on: backslashes are plain).
 */
export function toLiteral(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return value.includes('\0') ? undefined : quote(value);
  if (typeof value === 'number') return Number.isFinite(value) ? quote(String(value)) : undefined;
  if (typeof value === 'bigint') return quote(value.toString());
  if (typeof value === 'boolean') return value ? "'true'" : "'false'";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : quote(value.toISOString());
  // Arrays and bytes: PGlite encodes them by the parameter's type (an array may be json), so they
  // take the ordinary path.
  if (Array.isArray(value) || ArrayBuffer.isView(value)) return undefined;
  if (typeof value === 'object') return quote(JSON.stringify(value));
  return undefined;
}

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The PGlite client with plan caching on its `query` (everything else is the client itself). */
export function withCachedPlans(client: PGlite): PGlite {
  const seen = new Map<string, number>();
  const prepared = new Map<string, string>();
  const preparing = new Set<string>();
  const unpreparable = new Set<string>();
  const original: QueryFn = client.query.bind(client);
  let statements = 0;

  // Every path reaches PGlite in the same tick as the call, as the unwrapped client would: a query
  // issued just before the database closes still runs (PGlite queues it).
  const query = ((text: string, params?: unknown[], options?: Parameters<QueryFn>[2]) => {
    const literals = (params ?? []).map(toLiteral);
    const plain = () => original(text, params, options);
    const execute = (name: string) => original(literals.length ? `EXECUTE ${name}(${literals.join(', ')})` : `EXECUTE ${name}`, [], options);
    if (literals.some((l) => l === undefined) || text.includes(';')) return plain();
    const name = prepared.get(text);
    if (name) return execute(name);
    if (unpreparable.has(text) || preparing.has(text) || statements >= MAX_PREPARED) return plain();
    const count = (seen.get(text) ?? 0) + 1;
    if (seen.size >= MAX_TRACKED) seen.clear();
    seen.set(text, count);
    if (count < PREPARE_AFTER) return plain();
    const next = `oh_plan_${++statements}`;
    preparing.add(text);
    return original(`PREPARE ${next} AS ${text}`).then(
      () => {
        preparing.delete(text);
        prepared.set(text, next);
        return execute(next);
      },
      () => {
        preparing.delete(text);
        unpreparable.add(text);
        return plain();
      },
    );
  }) as QueryFn;

  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return query;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
