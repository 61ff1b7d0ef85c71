import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { withCachedPlans } from './pglite-plans';
import { withReadCache, type ReadCache } from './pglite-reads';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type Holder = { key: string; ready: Promise<Db>; close: () => Promise<void> };
// Process-wide, not module-wide: Next bundles this module into several server chunks (middleware,
// pages, route handlers), and all of them must share one database and one read cache.
const store = globalThis as unknown as { __openhowDb?: Holder; __openhowReadCaches?: WeakMap<object, ReadCache> };

// The embedded database's read cache, per Drizzle instance (PostgreSQL has none).
const readCaches = (store.__openhowReadCaches ??= new WeakMap<object, ReadCache>());

/**
 * Lets the embedded database remember the answers of one hot read (its exact SQL text, from the
 * query builder's `toSQL()`) until a table it reads is written (db/pglite-reads.ts). Nothing
 * happens on PostgreSQL, where other processes write too.
 */
export function allowCachedRead(db: Db, text: string) {
  readCaches.get(db)?.allow(text);
}

/** `query.prepare(name)`, with its answers remembered on the embedded database (allowCachedRead). */
export function prepareCachedRead<Q extends { toSQL(): { sql: string }; prepare(name: string): unknown }>(db: Db, query: Q, name: string) {
  allowCachedRead(db, query.toSQL().sql);
  return query.prepare(name) as ReturnType<Q['prepare']>;
}

/** The read cache's hit and miss counts on the embedded database, or null. */
export const readCacheStats = (db: Db) => readCaches.get(db)?.stats() ?? null;

const tableNames = () => Object.values(schema).filter((t) => is(t, PgTable)).map((t) => getTableName(t as PgTable));

const migrationsFolder = path.join(process.cwd(), 'db', 'migrations');

function connectionKey() {
  return process.env.DATABASE_URL || `pglite:${process.env.PGLITE_DATA_DIR || '.data/pglite'}`;
}

async function openPostgres(url: string): Promise<Omit<Holder, 'key'>> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const client = postgres(url, { max: Number(process.env.DATABASE_POOL_SIZE || 10), onnotice: () => {} });
  const db = drizzle(client, { schema });
  const ready = migrate(db, { migrationsFolder }).then(() => db as unknown as Db);
  return { ready, close: () => client.end() };
}

async function openPglite(dir: string): Promise<Omit<Holder, 'key'>> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(path.resolve(dir));
  // OPENHOW_PGLITE_PLAN_CACHE=off turns the plan cache off (scripts/bench/db-plans.ts compares both).
  const planned = process.env.OPENHOW_PGLITE_PLAN_CACHE === 'off' ? client : withCachedPlans(client);
  // OPENHOW_PGLITE_READ_CACHE=off turns the read cache off (scripts/bench compares both).
  const reads = process.env.OPENHOW_PGLITE_READ_CACHE === 'off' ? null : withReadCache(planned, tableNames());
  const db = drizzle({ client: reads?.client ?? planned, schema });
  if (reads) readCaches.set(db, reads.cache);
  const ready = migrate(db, { migrationsFolder }).then(() => db as unknown as Db);
  return { ready, close: () => client.close() };
}

/** The process-wide database, migrated before first use (PGlite by default, PostgreSQL with DATABASE_URL). */
export function getDb(): Promise<Db> {
  const key = connectionKey();
  const held = store.__openhowDb;
  if (held && held.key === key) return held.ready;
  const opening = process.env.DATABASE_URL
    ? openPostgres(process.env.DATABASE_URL)
    : openPglite(process.env.PGLITE_DATA_DIR || '.data/pglite');
  const holder: Holder = {
    key,
    ready: opening.then((h) => h.ready),
    close: () => opening.then((h) => h.close()),
  };
  store.__openhowDb = holder;
  return holder.ready;
}

export async function closeDb() {
  const held = store.__openhowDb;
  store.__openhowDb = undefined;
  if (held) await held.close();
}
