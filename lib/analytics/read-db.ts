import 'server-only';
import { getDb, type Db } from '@/db/client';
import * as schema from '@/db/schema';

const store = globalThis as unknown as { __openhowAnalyticsDb?: { url: string; db: Promise<Db> } };

/**
 * Where dashboards read: ANALYTICS_DATABASE_URL (a PostgreSQL read replica of the main database,
 * already migrated by its primary) when set, else the main database. Rollups written by the job
 * reach the replica with its usual replication lag.
 */
export function analyticsReadDb(): Promise<Db> {
  const url = process.env.ANALYTICS_DATABASE_URL?.trim();
  if (!url) return getDb();
  if (store.__openhowAnalyticsDb?.url === url) return store.__openhowAnalyticsDb.db;
  const db = (async () => {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const client = postgres(url, { max: Number(process.env.ANALYTICS_DATABASE_POOL_SIZE) || 5, onnotice: () => {}, idle_timeout: 30, connect_timeout: 5 });
    return drizzle(client, { schema }) as unknown as Db;
  })();
  store.__openhowAnalyticsDb = { url, db };
  return db;
}
