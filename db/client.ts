import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { withCachedPlans } from './pglite-plans';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type Holder = { key: string; ready: Promise<Db>; close: () => Promise<void> };
const store = globalThis as unknown as { __openhowDb?: Holder };

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
  const db = drizzle({ client: planned, schema });
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
