import 'server-only';
import PgBoss from 'pg-boss';
import { getRawClient } from '@/db/raw';
import { jobsPoolSize } from './config';
import { pgliteBossDb } from './pglite-db';
import { logError } from '@/lib/http/log';

type Holder = { key: string; boss: Promise<PgBoss> };
const store = globalThis as unknown as { __openhowBoss?: Holder };

function connectionKey() {
  return process.env.DATABASE_URL || `pglite:${process.env.PGLITE_DATA_DIR || '.data/pglite'}`;
}

async function createBoss(): Promise<PgBoss> {
  const url = process.env.DATABASE_URL;
  // PostgreSQL: pg-boss keeps its own small pool (LISTEN-free polling, so any pooler works).
  // PGlite: a second instance on the same folder would diverge, so pg-boss borrows the app's.
  const boss = url
    ? new PgBoss({ connectionString: url, max: jobsPoolSize(), application_name: 'openhow-jobs' })
    : new PgBoss({ db: pgliteBossDb(await rawPglite()) });
  // An unhandled 'error' event would crash the process; a failed poll is retried on the next one.
  boss.on('error', (error) => logError('jobs', 'pg-boss error', error));
  await boss.start();
  return boss;
}

async function rawPglite() {
  const raw = await getRawClient();
  if (raw.kind !== 'pglite') throw new Error('DATABASE_URL changed while the job system was starting');
  return raw.pglite;
}

/** The process's one PgBoss, started (schema installed or migrated) before it is returned. */
export function getBoss(): Promise<PgBoss> {
  const key = connectionKey();
  const held = store.__openhowBoss;
  if (held && held.key === key) return held.boss;
  const boss = createBoss();
  const holder: Holder = { key, boss };
  store.__openhowBoss = holder;
  // A failed start must not stick: the next caller tries again.
  boss.catch(() => {
    if (store.__openhowBoss === holder) store.__openhowBoss = undefined;
  });
  return boss;
}

export type StopOptions = {
  /** Wait for running jobs to finish (up to timeoutMs) before failing them back to the queue. */
  graceful?: boolean;
  timeoutMs?: number;
};

/**
 * Stops polling, waits for running handlers up to the timeout, then fails whatever still runs so
 * it is retried elsewhere (pg-boss counts that as an attempt). The next getBoss() starts afresh.
 */
export async function stopBoss({ graceful = true, timeoutMs = 30_000 }: StopOptions = {}): Promise<void> {
  const held = store.__openhowBoss;
  if (!held) return;
  store.__openhowBoss = undefined;
  const boss = await held.boss.catch(() => null);
  if (!boss) return;
  await boss.stop({ graceful, timeout: timeoutMs, wait: true, close: true });
  // pg's pool reports "ended" before its sockets are gone; errors from those closing
  // connections (say, the database being dropped) say nothing about a boss that has stopped.
  boss.removeAllListeners('error');
  boss.on('error', () => {});
}
