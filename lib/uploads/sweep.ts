import { getDb } from '@/db/client';
import { listExpiredUploads, transitionUpload } from './queries';
import { discardUploadStorage } from './cancel';

const BATCH = 50;

/**
 * Aborts uploads past their expiry (24 h after they started) and deletes their parts. Storage is
 * cleaned before the row is marked, so a sweep cut short is simply repeated by the next one.
 */
export async function sweepExpiredUploads(now = new Date()): Promise<number> {
  const db = await getDb();
  let swept = 0;
  for (;;) {
    const expired = await listExpiredUploads(db, { now, limit: BATCH });
    for (const row of expired) {
      await discardUploadStorage(row);
      const from = row.status === 'completing' ? ['completing' as const] : ['uploading' as const];
      if (await transitionUpload(db, { orgId: row.organizationId, id: row.id, from, to: 'aborted' })) swept++;
    }
    if (expired.length < BATCH) return swept;
  }
}
