import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { multimodalSops, uploads, type MultimodalSop } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { toItemRows, uploadIdsOf } from './items';
import { itemRowsOf, replaceItemRows } from './queries';
import type { SopItem } from './schema';
import { insertVersionRow, type SopSnapshot } from './versions-queries';

/** A published SOP is read-only (spec 02 §4: never in edit mode): its content changes only after unpublishing. */
export function assertEditable(sop: MultimodalSop) {
  if (sop.published) throw new AppError('conflict', 'sopErrors.publishedReadOnly');
  if (sop.status !== 'completed') throw new AppError('conflict', 'sopErrors.notReady');
}

/** Every upload an item points at must be a finished upload of the caller's organisation. */
export async function assertOwnUploads(db: Db, orgId: string, items: SopItem[]) {
  const ids = uploadIdsOf(items);
  if (!ids.length) return;
  const found = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.organizationId, orgId), inArray(uploads.id, ids), inArray(uploads.status, ['completed', 'used'])));
  if (found.length !== ids.length) throw new AppError('invalid_input', 'sopErrors.unknownUpload');
}

/**
 * Writes a new version of the document when the stored version is still `expected` (optimistic
 * concurrency: 409 otherwise), replaces the items and records the version row.
 */
export async function saveDocument(tx: Db, session: SessionContext, sop: MultimodalSop, expected: number, doc: SopSnapshot): Promise<MultimodalSop> {
  const [saved] = await tx
    .update(multimodalSops)
    .set({
      title: doc.title,
      description: doc.description,
      version: sql`${multimodalSops.version} + 1`,
      metadata: sql`${multimodalSops.metadata} - 'firstLoad'`,
      updatedAt: new Date(),
    })
    .where(and(eq(multimodalSops.id, sop.id), eq(multimodalSops.organizationId, session.org.id), eq(multimodalSops.version, expected)))
    .returning();
  if (!saved) throw new AppError('conflict', 'sopErrors.staleVersion');
  const rows = toItemRows(doc.items);
  await replaceItemRows(tx, { orgId: session.org.id, sopId: sop.id, rows: itemRowsOf(session.org.id, sop.id, rows) });
  await insertVersionRow(tx, saved, { ...doc, items: doc.items }, session.user.id);
  return saved;
}
