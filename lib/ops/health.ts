import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { ensureJobsStarted } from '@/lib/jobs';

/**
 * True when the database answers a trivial query. The first call also migrates the database and,
 * in the embedded mode, starts the in-process job workers (scripts/server.mjs calls it at boot).
 */
export async function isDatabaseReady(): Promise<boolean> {
  try {
    await (await getDb()).execute(sql`select 1`);
  } catch {
    return false;
  }
  await ensureJobsStarted();
  return true;
}
