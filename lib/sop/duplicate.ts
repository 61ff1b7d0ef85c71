import 'server-only';
import { randomUUID } from 'node:crypto';
import { getDb } from '@/db/client';
import { recordAudit } from '@/lib/audit/record';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import type { ScopedWorkspaceRow } from '@/lib/workspaces/queries';
import { loadAuthoringWorkspace, loadSopForView } from './access';
import { toItemRows, toSopItem, withFreshIds } from './items';
import { insertSopRow, itemRowsOf, listItemRows, replaceItemRows } from './queries';
import { insertVersionRow } from './versions-queries';

export type DuplicateSopOptions = { session: SessionContext; sopId: unknown; workspaceIds: string[] };

/**
 * POST /multimodal-sop/{id}/duplication: a copy in each target workspace where the caller authors.
 * Allowed when the SOP allows duplication (card tool), or to the source workspace's own authors.
 * A copy is a fresh unpublished draft owned by the caller (new item ids, version 1).
 */
export async function duplicateSop({ session, sopId, workspaceIds }: DuplicateSopOptions): Promise<Array<{ id: string }>> {
  const db = await getDb();
  const { sop, canEdit } = await loadSopForView(db, session, sopId);
  if (!sop.allowDuplicate && !canEdit) throw new AppError('forbidden', 'sopErrors.duplicateNotAllowed');
  if (sop.status !== 'completed') throw new AppError('conflict', 'sopErrors.notReady');
  const targets: ScopedWorkspaceRow[] = [];
  for (const id of new Set(workspaceIds)) targets.push(await loadAuthoringWorkspace(db, session, id));
  const items = (await listItemRows(db, { orgId: session.org.id, sopId: sop.id })).map(toSopItem);
  return db.transaction(async (tx) => {
    const ids: Array<{ id: string }> = [];
    for (const target of targets) {
      const copyItems = withFreshIds(items, randomUUID);
      const copy = await insertSopRow(tx, {
        organizationId: session.org.id,
        workspaceId: target.id,
        authorId: session.user.id,
        type: sop.type,
        sourceWorkflowId: sop.sourceWorkflowId,
        languageCode: sop.languageCode,
        title: sop.title,
        description: sop.description,
        posterKey: sop.posterKey,
        allowDuplicate: sop.allowDuplicate,
      });
      await replaceItemRows(tx, { orgId: session.org.id, sopId: copy.id, rows: itemRowsOf(session.org.id, copy.id, toItemRows(copyItems)) });
      await insertVersionRow(tx, copy, { title: copy.title, description: copy.description, items: copyItems }, session.user.id);
      await recordAudit(tx, session, { action: 'smartInstruction.duplicate', entityType: 'smartInstruction', entityId: copy.id, entityName: copy.title, before: { sourceId: sop.id }, after: { workspaceId: target.id, workspaceName: target.name } });
      ids.push({ id: copy.id });
    }
    return ids;
  });
}
