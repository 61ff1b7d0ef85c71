import type { PGlite } from '@electric-sql/pglite';

/**
 * Remembered answers for the hot reads of the embedded database. PGlite belongs to this process —
 * no other process can write to it — so this process sees every write, and a remembered answer
 * can be kept exactly as long as nothing it read has changed: no lifetime guess, no stale page.
 *
 * Every statement passes through here. Writes bump a version of each table of ours they name
 * (inserts and updates), or of every table (deletes, which may cascade; DDL; transactions and
 * multi-statement scripts, whose statements are not seen one by one), before they run and again
 * when they finish. Only statements registered as cacheable (`allow`, the hot reads behind every
 * signed-in page) are remembered, per exact parameters, with the versions of the tables their
 * text names, read before they ran; an answer is reused only while those versions are unchanged,
 * and always as a copy (copyResults). PostgreSQL (production) has other writers and gets none of this.
 */

type QueryFn = PGlite['query'];
type Results = Awaited<ReturnType<QueryFn>>;
type Entry = { stamp: number; results: Results; at: number };

const MAX_ENTRIES = 5_000;
const MAX_ROWS = 500;
// A safety net only: the versions decide; nothing is kept longer than this anyway.
const MAX_AGE_MS = 5 * 60_000;

const READ = /^\s*\(?\s*select\b/i;
const ROW_WRITE = /^\s*(insert|update)\b/i;
const WORD = /[A-Za-z_][A-Za-z0-9_]*/g;

export type ReadCache = {
  /** Marks a statement's exact SQL text as a read whose answers may be remembered. */
  allow(text: string): void;
  /** Counts of answers served from memory and read from the database, for tests and benchmarks. */
  stats(): { hits: number; misses: number };
};

/** The tables of `known` that a statement's text names (quoted or not); over-naming is harmless. */
export function tablesIn(text: string, known: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const [word] of text.matchAll(WORD)) if (known.has(word)) found.add(word);
  return [...found];
}

/** What a statement that is not a plain read may change: some tables, every table, or none of ours. */
export function writtenBy(text: string, known: ReadonlySet<string>): string[] | 'all' {
  if (READ.test(text)) return [];
  const tables = tablesIn(text, known);
  if (tables.length === 0) return []; // another schema's (pg-boss) or a session setting
  return ROW_WRITE.test(text) ? tables : 'all';
}

const copyValue = (value: unknown): unknown =>
  value === null || typeof value !== 'object' ? value : value instanceof Date ? new Date(value.getTime()) : structuredClone(value);

/**
 * A copy of an answer that no caller can change through: new rows, new dates, JSON values cloned.
 * Strings and numbers are immutable and shared, which makes this a few times cheaper than
 * structuredClone of the whole answer on every hit.
 */
export function copyResults(results: Results): Results {
  const rows = results.rows.map((row) =>
    Array.isArray(row) ? row.map(copyValue) : Object.fromEntries(Object.entries(row as Record<string, unknown>).map(([k, v]) => [k, copyValue(v)])),
  );
  return { ...results, rows, fields: results.fields.map((field) => ({ ...field })) } as Results;
}

function paramsKey(params: unknown[] | undefined, rowMode: string | undefined): string | null {
  try {
    return `${rowMode ?? ''}\u0000${JSON.stringify(params ?? [])}`;
  } catch {
    return null; // a value JSON cannot hold (bigint): read it afresh
  }
}

export function withReadCache(client: PGlite, tableNames: readonly string[]): { client: PGlite; cache: ReadCache } {
  const known = new Set(tableNames);
  const versions = new Map<string, number>();
  let everything = 0;
  const allowed = new Map<string, string[]>();
  const entries = new Map<string, Map<string, Entry>>();
  let size = 0;
  const counts = { hits: 0, misses: 0 };

  // Versions only grow, so an unchanged sum means no table changed.
  const stampOf = (tables: readonly string[]) => tables.reduce((sum, t) => sum + (versions.get(t) ?? 0), everything);
  const bump = (written: string[] | 'all') => {
    if (written === 'all') everything += 1;
    else for (const t of written) versions.set(t, (versions.get(t) ?? 0) + 1);
  };
  /** Runs a write with its tables' versions bumped before and after it. */
  const writing = <T>(written: string[] | 'all', run: () => Promise<T>): Promise<T> => {
    if (written !== 'all' && written.length === 0) return run();
    bump(written);
    return run().finally(() => bump(written));
  };

  const original: QueryFn = client.query.bind(client);
  const query = ((text: string, params?: unknown[], options?: Parameters<QueryFn>[2]) => {
    const tables = allowed.get(text);
    if (!tables) return writing(writtenBy(text, known), () => original(text, params, options));
    const key = paramsKey(params, options?.rowMode);
    if (key === null) return original(text, params, options);
    const byParams = entries.get(text);
    const kept = byParams?.get(key);
    const stamp = stampOf(tables);
    if (kept && kept.stamp === stamp && Date.now() - kept.at < MAX_AGE_MS) {
      counts.hits += 1;
      return Promise.resolve(copyResults(kept.results));
    }
    counts.misses += 1;
    return original(text, params, options).then((results) => {
      if (results.rows.length <= MAX_ROWS) remember(text, key, { stamp, results: copyResults(results), at: Date.now() });
      return results;
    });
  }) as QueryFn;

  function remember(text: string, key: string, entry: Entry) {
    if (size >= MAX_ENTRIES) {
      entries.clear();
      size = 0;
    }
    const byParams = entries.get(text) ?? new Map<string, Entry>();
    entries.set(text, byParams);
    if (!byParams.has(key)) size += 1;
    byParams.set(key, entry);
  }

  // A script's statements are not told apart: one that names a table of ours may change all of them.
  const exec = ((text: string, options?: Parameters<PGlite['exec']>[1]) =>
    writing(tablesIn(text, known).length > 0 ? 'all' : [], () => client.exec(text, options))) as PGlite['exec'];
  const transaction = (<T>(run: Parameters<PGlite['transaction']>[0]) =>
    writing('all', () => client.transaction(run) as Promise<T>)) as PGlite['transaction'];

  const cache: ReadCache = {
    allow(text) {
      if (READ.test(text) && !allowed.has(text)) allowed.set(text, tablesIn(text, known));
    },
    stats: () => ({ ...counts }),
  };
  const wrapped = new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return query;
      if (prop === 'exec') return exec;
      if (prop === 'transaction') return transaction;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { client: wrapped, cache };
}
