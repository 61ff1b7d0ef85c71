import 'server-only';
import type { Db } from '@/db/client';
import type { MultimodalSop } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { normaliseOrder, toItemRows, uploadIdsOf, workflowIdsOf } from './items';
import { countOrgWorkflows, countUsableUploads, itemRowsOf, listUploadKeys, replaceItemRows, saveDocumentRow } from './queries';
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
  if ((await countUsableUploads(db, { orgId, ids })) !== ids.length) throw new AppError('invalid_input', 'sopErrors.unknownUpload');
}

/** Workflow blocks and attachments must name workflows of the caller's organisation (the player checks visibility again on play). */
export async function assertOwnWorkflows(db: Db, orgId: string, items: SopItem[]) {
  const ids = workflowIdsOf(items);
  if (!ids.length) return;
  if ((await countOrgWorkflows(db, { orgId, ids })) !== ids.length) throw new AppError('invalid_input', 'sopErrors.unknownWorkflow');
}

/** The card's poster: the first image of the document in block order (spec 02 §3 poster), none without images. */
async function posterKeyOf(db: Db, orgId: string, items: SopItem[]): Promise<string | null> {
  const uploadId = normaliseOrder(items)
    .flatMap((item) => item.attachments)
    .find((a) => (a.type === 'image' || a.type === 'diagram') && a.uploadId)?.uploadId;
  if (!uploadId) return null;
  const [row] = await listUploadKeys(db, { orgId, ids: [uploadId] });
  return row?.key ?? null;
}

/**
 * Writes a new version of the document when the stored version is still `expected` (optimistic
 * concurrency: 409 otherwise), replaces the items and records the version row.
 */
export async function saveDocument(tx: Db, session: SessionContext, sop: MultimodalSop, expected: number, doc: SopSnapshot): Promise<MultimodalSop> {
  const saved = await saveDocumentRow(
    tx,
    { orgId: session.org.id, id: sop.id, expected },
    { posterKey: await posterKeyOf(tx, session.org.id, doc.items), title: doc.title, description: doc.description },
  );
  if (!saved) throw new AppError('conflict', 'sopErrors.staleVersion');
  const rows = toItemRows(doc.items);
  await replaceItemRows(tx, { orgId: session.org.id, sopId: sop.id, rows: itemRowsOf(session.org.id, sop.id, rows) });
  await insertVersionRow(tx, saved, { ...doc, items: doc.items }, session.user.id);
  return saved;
}
