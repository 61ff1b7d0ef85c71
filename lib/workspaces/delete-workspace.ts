import { getDb } from '@/db/client';
import { recordAudit } from '@/lib/audit/record';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import type { WorkspaceDependents } from './admin-types';
import { assertOrgAdmin, loadVisibleWorkspace } from './workspace-access';
import { countLikes, countMembers, deleteWorkspaceRow } from './workspace-queries';

export type DeleteWorkspaceOptions = { session: SessionContext; id: unknown; confirm: boolean };

/**
 * DELETE /api/v1/workspaces/{id}?confirm=true – org admins only. Without `confirm` it answers
 * 409 'adminWorkspaces.confirmDelete' with what would go with it (memberships, favourites), so
 * the screen can say so before anything is lost. Memberships and favourites are removed by
 * their foreign keys; workflows will join this list when the content library arrives.
 */
export async function deleteWorkspace({ session, id, confirm }: DeleteWorkspaceOptions) {
  const orgId = session.org.id;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await loadVisibleWorkspace(tx, session, id);
    assertOrgAdmin(session);
    const members = (await countMembers(tx, { orgId, workspaceIds: [row.id] })).get(row.id) ?? 0;
    const dependents: WorkspaceDependents = { members, likes: await countLikes(tx, { orgId, id: row.id }) };
    if (!confirm) throw new AppError('conflict', 'adminWorkspaces.confirmDelete', { name: row.name, ...dependents });
    await deleteWorkspaceRow(tx, { orgId, id: row.id });
    await recordAudit(tx, session, {
      action: 'workspace.delete',
      entityType: 'workspace',
      entityId: row.id,
      entityName: row.name,
      before: { name: row.name, color: row.color, private: row.private, groupId: row.groupId, groupName: row.groupName, ...dependents },
    });
    return { id: row.id, name: row.name, dependents };
  });
}
