import 'server-only';
import { getDb } from '@/db/client';
import { recordAudit } from '@/lib/audit/record';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { loadAuthoringWorkspace, loadSopForEdit } from './access';
import { detailOf } from './get';
import { normaliseOrder, toSopItem } from './items';
import { lockSopPictures, releaseSopPictures, removeStoredPictures } from './pictures';
import { deleteSopRow, findItemRow, listItemRows, updateSopRow } from './queries';
import { assertEditable, assertOwnUploads, assertOwnWorkflows, saveDocument } from './save';
import type { PutSopInput, SopDetail, UpdateSopInput } from './schema';

type Options<I> = { session: SessionContext; sopId: unknown; input: I };

/**
 * PATCH /multimodal-sop/{id}: title save, publish and unpublish, language, duplication switch.
 * It does not change the document version (the editor's next PUT still holds), only `updatedAt`.
 * Publishing needs a finished SOP.
 */
export async function patchSop({ session, sopId, input }: Options<UpdateSopInput>): Promise<SopDetail> {
  const db = await getDb();
  const loaded = await loadSopForEdit(db, session, sopId);
  const { sop } = loaded;
  if (input.published && sop.status !== 'completed') throw new AppError('conflict', 'sopErrors.notReady');
  const publishing = input.published !== undefined && input.published !== sop.published;
  const saved = await db.transaction(async (tx) => {
    const row = await updateSopRow(tx, { orgId: session.org.id, id: sop.id }, { ...input, ...(publishing ? { publishedAt: input.published ? new Date() : null } : {}) });
    if (publishing) {
      await recordAudit(tx, session, { action: input.published ? 'smartInstruction.publish' : 'smartInstruction.unpublish', entityType: 'smartInstruction', entityId: sop.id, entityName: row!.title });
    }
    return row!;
  });
  return detailOf(db, session, { ...loaded, sop: saved });
}

/** PUT /multimodal-sop/{id}: the whole document at the version the editor loaded (409 when stale or published). */
export async function putSop({ session, sopId, input }: Options<PutSopInput>): Promise<SopDetail> {
  const db = await getDb();
  const loaded = await loadSopForEdit(db, session, sopId);
  assertEditable(loaded.sop);
  await assertOwnUploads(db, session.org.id, input.items);
  await assertOwnWorkflows(db, session.org.id, input.items);
  const sop = await db.transaction((tx) => saveDocument(tx, session, loaded.sop, input.version, { title: input.title, description: input.description, items: input.items }));
  return detailOf(db, session, { ...loaded, sop });
}

/**
 * DELETE /multimodal-sop/{id}: the SOP with its items, versions, executions, likes and usage rows,
 * and the pictures nothing else in the organisation names any more (rows in the transaction,
 * stored objects after it commits).
 */
export async function deleteSop({ session, sopId }: Omit<Options<never>, 'input'>): Promise<void> {
  const db = await getDb();
  const { sop, workspace } = await loadSopForEdit(db, session, sopId);
  const orgId = session.org.id;
  const unused = await db.transaction(async (tx) => {
    const pictures = await lockSopPictures(tx, { orgId, sopId: sop.id });
    await deleteSopRow(tx, { orgId, id: sop.id });
    await recordAudit(tx, session, { action: 'smartInstruction.delete', entityType: 'smartInstruction', entityId: sop.id, entityName: sop.title, before: { workspaceId: workspace.id, workspaceName: workspace.name, published: sop.published } });
    return releaseSopPictures(tx, orgId, pictures);
  });
  await removeStoredPictures(unused);
}

/** DELETE /multimodal-sop-items/{id}: removes one block as a new version of its SOP (spec 02 §5: an id is required). */
export async function deleteSopItem({ session, itemId }: { session: SessionContext; itemId: string }): Promise<void> {
  const db = await getDb();
  const row = await findItemRow(db, { orgId: session.org.id, id: itemId });
  if (!row) throw new AppError('not_found');
  const { sop } = await loadSopForEdit(db, session, row.sopId);
  assertEditable(sop);
  const items = (await listItemRows(db, { orgId: session.org.id, sopId: sop.id })).map(toSopItem).filter((i) => i.id !== itemId);
  await db.transaction((tx) => saveDocument(tx, session, sop, sop.version, { title: sop.title, description: sop.description, items: normaliseOrder(items) }));
}

/** PUT /multimodal-sop/{id}/workspace: to a workspace where the caller also authors. */
export async function moveSop({ session, sopId, input }: Options<{ workspaceId: string }>): Promise<SopDetail> {
  const db = await getDb();
  const loaded = await loadSopForEdit(db, session, sopId);
  const workspace = await loadAuthoringWorkspace(db, session, input.workspaceId);
  const saved = await db.transaction(async (tx) => {
    const row = await updateSopRow(tx, { orgId: session.org.id, id: loaded.sop.id }, { workspaceId: workspace.id });
    await recordAudit(tx, session, {
      action: 'smartInstruction.move',
      entityType: 'smartInstruction',
      entityId: loaded.sop.id,
      entityName: loaded.sop.title,
      before: { workspaceId: loaded.workspace.id, workspaceName: loaded.workspace.name },
      after: { workspaceId: workspace.id, workspaceName: workspace.name },
    });
    return row!;
  });
  return detailOf(db, session, { sop: saved, workspace, canEdit: true });
}
