import { getDb } from '@/db/client';
import { canManageWorkspace } from '@/lib/access/workspace-scope';
import { isOrgAdminRole } from '@/lib/access/roles';
import type { SessionContext } from '@/lib/auth/session';
import type { ManagedWorkspace, ManagedWorkspaces } from './admin-types';
import { workspaceScope } from './lists';
import { listGroups, listScopedWorkspaces } from './queries';
import { sortGroups, sortWorkspaces } from './sort';
import { loadVisibleWorkspace, toManagedWorkspace } from './workspace-access';
import { countMembers } from './workspace-queries';

// GET /api/v1/workspaces/{id} (and its alias /api/v1/groups/{id}) – one workspace the caller may see
export async function getWorkspace(session: SessionContext, id: unknown): Promise<ManagedWorkspace> {
  const db = await getDb();
  const row = await loadVisibleWorkspace(db, session, id);
  const counts = await countMembers(db, { orgId: session.org.id, workspaceIds: [row.id] });
  return toManagedWorkspace(session, row, counts.get(row.id) ?? 0);
}

/** /admin/workspaces: every workspace for org admins, a workspace admin's own ones otherwise. */
export async function listManagedWorkspaces(session: SessionContext): Promise<ManagedWorkspaces> {
  const db = await getDb();
  const orgAdmin = isOrgAdminRole(session.user.role);
  const [rows, groups] = await Promise.all([
    listScopedWorkspaces(db, workspaceScope(session, 'admin')),
    orgAdmin ? listGroups(db, { orgId: session.org.id }) : Promise.resolve([]),
  ]);
  const managed = rows.filter((row) => canManageWorkspace(session, row.id));
  const counts = await countMembers(db, { orgId: session.org.id, workspaceIds: managed.map((r) => r.id) });
  const items = sortWorkspaces(managed.map((row) => toManagedWorkspace(session, row, counts.get(row.id) ?? 0)));
  const defaultId = session.org.defaultWorkspaceGroupId;
  return {
    items,
    total: items.length,
    canCreate: orgAdmin,
    groupChoices: sortGroups(groups, defaultId).map((g) => ({ id: g.id, name: g.name, isDefault: g.id === defaultId })),
  };
}
