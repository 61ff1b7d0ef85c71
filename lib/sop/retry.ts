import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { multimodalSops } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { loadSopForEdit } from './access';
import { detailOf } from './get';
import { queueSopImport } from './import-queue';
import type { SopDetail } from './schema';

/** POST /multimodal-sop/{id}/retry: an author starts a failed PDF or video import again (409 for any other state). */
export async function retrySopImport({ session, sopId }: { session: SessionContext; sopId: unknown }): Promise<SopDetail> {
  const db = await getDb();
  const loaded = await loadSopForEdit(db, session, sopId);
  const [sop] = await db
    .update(multimodalSops)
    .set({ status: 'processing', statusError: null, updatedAt: new Date() })
    .where(and(eq(multimodalSops.id, loaded.sop.id), eq(multimodalSops.organizationId, session.org.id), eq(multimodalSops.status, 'failed')))
    .returning();
  if (!sop) throw new AppError('conflict', 'sopErrors.notFailed');
  await queueSopImport({ organizationId: session.org.id, sopId: sop.id });
  return detailOf(db, session, { ...loaded, sop });
}
