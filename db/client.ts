import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { isDatabaseUnavailable, noteDatabaseUnavailable } from '@/lib/http/unavailable';
import { withCachedPlans } from './pglite-plans';
import { postgresTarget } from './pooled';
import { withReadCache, type ReadCache } from './pglite-reads';
import { sanitizeQueryErrors } from './query-errors';
import * as schema from './schema';

// A failed query throws a DatabaseError without its SQL parameters (db/query-errors.ts).
sanitizeQueryErrors();

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type Holder = { key: string; ready: Promise<Db>; close: () => Promise<void>; failedAt?: number };

/**
 * How long a failed start (connect or migration) is answered from memory before the next request
 * tries again: long enough that a burst of requests during an outage costs the database one
 * attempt, short enough that the app recovers by itself soon after the database is back.
 */
export const RETRY_START_AFTER_MS = 1_000;

// Process-wide, not module-wide: Next bundles this module into several server chunks (middleware,
// pages, route handlers), and all of them must share one database and one read cache.
const store = globalThis as unknown as { __openhowDb?: Holder; __openhowReadCaches?: WeakMap<object, ReadCache>; __openhowScansFromStart?: WeakSet<object>; __openhowIdReads?: WeakMap<object, Db> };

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

// The PostgreSQL database's sibling for the id-only hot reads (openPostgres); none elsewhere.
const idReads = (store.__openhowIdReads ??= new WeakMap<object, Db>());

/**
 * The database to build and run a hot read on that binds only the caller's ids (session, organisation, user):
 * on PostgreSQL its own few connections, which keep a generic plan (openPostgres); else `db` itself (PGlite, a
 * pooler, a transaction).
 */
export const forIdReads = (db: Db): Db => idReads.get(db) ?? db;

// Databases whose every connection reads a table from its start (synchronize_seqscans off).
const scansFromStart = (store.__openhowScansFromStart ??= new WeakSet<object>());

/**
 * Whether every connection of `db` reads a large table from its first page, not from wherever a concurrent or
 * the last scan was (synchronize_seqscans off, a startup parameter): PostgreSQL but behind a pooler, whose
 * connections take none; not PGlite (set for its one session, the assistant's later questions measured slower
 * than with a transaction per statement) nor a transaction's `tx`. Statements that must see the same first rows of
 * a capped read otherwise turn it off themselves (lib/knowledge/rank-text.ts).
 */
export const readsTablesFromStart = (db: Db) => scansFromStart.has(db);

/** The read cache's hit and miss counts on the embedded database, or null. */
export const readCacheStats = (db: Db) => readCaches.get(db)?.stats() ?? null;

const tableNames = () => Object.values(schema).filter((t) => is(t, PgTable)).map((t) => getTableName(t as PgTable));

const migrationsFolder = path.join(process.cwd(), 'db', 'migrations');

function connectionKey() {
  return process.env.DATABASE_URL || `pglite:${process.env.PGLITE_DATA_DIR || '.data/pglite'}`;
}

/** A positive number from the environment, or the fallback when unset or not a positive number. */
function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

async function openPostgres(configured: string): Promise<Omit<Holder, 'key'>> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const connectTimeout = envNumber('DATABASE_CONNECT_TIMEOUT_SECONDS', 5);
  // Behind a transaction-mode pooler (db/pooled.ts) a connection is not ours between statements:
  // no named prepared statements, and no startup parameters beyond the few PgBouncer accepts
  // (the statement time-out then belongs on the database role, see the README).
  const { url, pooled } = postgresTarget(configured);
  // Every run of a prepared statement is planned for its own values (force_custom_plan): after five
  // runs PostgreSQL may otherwise switch to one generic plan, which cannot know a limit, a flag or the
  // size of the caller's organisation, and sorts a large organisation's every workflow for a page of
  // eight (BENCHMARKS.md, "a large organisation"). The hottest reads bind only
  // ids and run on their own pool that keeps their plans (forIdReads, below). JIT compilation is
  // off: it pays only for long analytical scans (the analytics roll-up turns it off too) and makes a
  // bad plan slower still. Behind a pooler neither is sent: set both on the role (README).
  // A capped read of the assistant's full-text step must start at the table's first page on every connection
  // (synchronize_seqscans, lib/knowledge/rank-text.ts): set here, it costs no transaction per question.
  const connectionParameters = { statement_timeout: envNumber('DATABASE_STATEMENT_TIMEOUT_MS', 15_000), jit: 'off', plan_cache_mode: 'force_custom_plan', synchronize_seqscans: 'off' };
  const poolOptions = {
    onnotice: () => {},
    // A stopped or unreachable server fails a request within seconds instead of hanging it.
    connect_timeout: connectTimeout,
    // Idle connections are dropped (and re-opened on demand) so a restarted server is not met with
    // stale sockets; every connection is renewed after half an hour.
    idle_timeout: 30,
    max_lifetime: 30 * 60,
    // Between failed connects postgres.js waits longer each time (up to 20 s by default): capped at
    // 1 s, a pool that saw an outage is back within about a second of the database.
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
  };
  const client = postgres(url, {
    max: envNumber('DATABASE_POOL_SIZE', 10),
    ...poolOptions,
    // The server cancels a runaway statement (SQLSTATE 57014) instead of it holding a connection.
    ...(pooled ? { prepare: false } : { connection: connectionParameters }),
  });
  const db = drizzle(client, { schema });
  if (!pooled) scansFromStart.add(db);
  // The hot reads that bind only the caller's ids (forIdReads) run on a few connections of their own that keep a
  // generic plan once PostgreSQL finds it as cheap (plan_cache_mode auto): planning them on every run cost the
  // backends 6–7 ms per signed-in home page, 1.2–1.9 ms with their plans kept (BENCHMARKS.md, 2026-11-29). With only
  // ids bound no limit or flag can make a kept plan wrong for a later caller; everything else stays planned per run.
  const idClient = pooled
    ? null
    : postgres(url, { max: envNumber('DATABASE_ID_READS_POOL_SIZE', 4), ...poolOptions, connection: { ...connectionParameters, plan_cache_mode: 'auto' } });
  if (idClient) idReads.set(db, drizzle(idClient, { schema }) as unknown as Db);
  // Migrations get a connection of their own without the statement time-out: a long migration on a
  // large table must not fail the start (and then fail every retry).
  const migrating = async () => {
    const migrator = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: connectTimeout, prepare: !pooled });
    try {
      await migrate(drizzle(migrator), { migrationsFolder });
    } finally {
      // Not awaited: a failed start is reported at once, not after the close's time-out.
      void migrator.end({ timeout: 5 }).catch(() => {});
    }
  };
  const ready = migrating().then(() => db as unknown as Db);
  // The time-out bounds a graceful close: postgres.js can wait forever on a connection that broke
  // mid-query (porsager/postgres#1097), which every outage leaves behind.
  return { ready, close: () => Promise.all([client.end({ timeout: 5 }), idClient?.end({ timeout: 5 })]).then(() => {}) };
}

async function openPglite(dir: string): Promise<Omit<Holder, 'key'>> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  // OPENHOW_PGLITE_VECTOR=1 loads pgvector (a PGlite extension): migration 0023 then enables it and the
  // assistant's vector ranking runs on an HNSW index (lib/knowledge/vector.ts), as on a PostgreSQL server
  // that offers it. Off by default until it is measured on the embedded database (README, the assistant).
  const options = process.env.OPENHOW_PGLITE_VECTOR === '1' ? { extensions: { vector: (await import('@electric-sql/pglite-pgvector')).vector } } : {};
  const client = inMemory ? new PGlite(options) : new PGlite(path.resolve(dir), options);
  // OPENHOW_PGLITE_PLAN_CACHE=off turns the plan cache off (scripts/bench/db-plans.ts compares both).
  const planned = process.env.OPENHOW_PGLITE_PLAN_CACHE === 'off' ? client : withCachedPlans(client);
  // OPENHOW_PGLITE_READ_CACHE=off turns the read cache off (scripts/bench compares both).
  const reads = process.env.OPENHOW_PGLITE_READ_CACHE === 'off' ? null : withReadCache(planned, tableNames());
  const db = drizzle({ client: reads?.client ?? planned, schema });
  if (reads) readCaches.set(db, reads.cache);
  const ready = migrate(db, { migrationsFolder }).then(() => db as unknown as Db);
  return { ready, close: () => client.close() };
}

/**
 * The process-wide database, migrated before first use (PGlite by default, PostgreSQL with
 * DATABASE_URL). A failed start is not kept: after RETRY_START_AFTER_MS the next call opens it
 * anew, so the app recovers by itself once the database is back. A changed connection string
 * (tests) closes the previous database.
 */
export function getDb(): Promise<Db> {
  const key = connectionKey();
  const held = store.__openhowDb;
  if (held && held.key === key && !retryDue(held)) return held.ready;
  const url = process.env.DATABASE_URL;
  const closed = held?.close().catch(() => {});
  // Two PGlite instances must never share a folder, so the next one waits for the previous to close;
  // a PostgreSQL pool need not be waited for.
  const previous = (url ? undefined : closed) ?? Promise.resolve();
  const opening = previous.then(() => (url ? openPostgres(url) : openPglite(process.env.PGLITE_DATA_DIR || '.data/pglite')));
  let closing: Promise<void> | undefined;
  const holder: Holder = {
    key,
    ready: opening.then((h) => h.ready),
    close: () => (closing ??= opening.then((h) => h.close())),
  };
  // Marks the failure (callers still see the rejection) and lets go of the failed client's pool.
  holder.ready.catch((error: unknown) => {
    holder.failedAt = Date.now();
    if (isDatabaseUnavailable(error)) noteDatabaseUnavailable();
    void holder.close().catch(() => {});
  });
  store.__openhowDb = holder;
  return holder.ready;
}

const retryDue = (held: Holder) => held.failedAt !== undefined && Date.now() - held.failedAt >= RETRY_START_AFTER_MS;

export async function closeDb() {
  const held = store.__openhowDb;
  store.__openhowDb = undefined;
  if (held) await held.close();
}
