import { getDb } from '@/db/client';
import { recordAudit } from '@/lib/audit/record';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { countGroupWorkspaces, deleteGroup, lockGroup, readDefaultGroupId } from './group-queries';
import { assertOrgAdmin, requireId } from './workspace-access';

/**
 * DELETE /api/v1/workspaces-groups/{id} – org admins delete an empty group. The default group
 * stays (409 'adminGroups.isDefault'): new workspaces and the menus rely on it. A group holding
 * workspaces stays too (409 'adminGroups.notEmpty' with the count), so nothing is orphaned.
 */
export async function deleteWorkspaceGroup({ session, id }: { session: SessionContext; id: unknown }) {
  assertOrgAdmin(session);
  const orgId = session.org.id;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const group = await lockGroup(tx, { orgId, id: requireId(id) });
    if (!group) throw new AppError('not_found');
    if ((await readDefaultGroupId(tx, { orgId })) === group.id) throw new AppError('conflict', 'adminGroups.isDefault');
    const workspaces = await countGroupWorkspaces(tx, { orgId, id: group.id });
    if (workspaces > 0) throw new AppError('conflict', 'adminGroups.notEmpty', { workspaces });
    await deleteGroup(tx, { orgId, id: group.id });
    await recordAudit(tx, session, {
      action: 'workspaceGroup.delete',
      entityType: 'workspaceGroup',
      entityId: group.id,
      entityName: group.name,
      before: { name: group.name, locale: group.locale, priority: group.priority },
    });
    return { id: group.id, name: group.name };
  });
}
