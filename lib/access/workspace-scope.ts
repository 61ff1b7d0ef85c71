import type { SessionContext } from '@/lib/auth/session';
import { isOrgAdminRole, roleInWorkspace, type Role } from './roles';

const RANK: Record<Role, number> = { viewer: 1, publisher: 2, 'admin-group': 3, 'admin-organization': 4, 'admin-super': 5 };

/** Which workspaces a user administers: every one for org admins, else those where they are workspace admin. */
export function manageableWorkspaces(session: Pick<SessionContext, 'user'>): 'all' | string[] {
  if (isOrgAdminRole(session.user.role)) return 'all';
  return Object.entries(session.user.roles)
    .filter(([, role]) => role === 'admin-group')
    .map(([id]) => id);
}

export function canManageWorkspace(session: Pick<SessionContext, 'user'>, workspaceId: string): boolean {
  const scope = manageableWorkspaces(session);
  return scope === 'all' || scope.includes(workspaceId);
}

/** A role may only be granted by someone who holds at least that role (no self-promotion past your own). */
export function canGrantRole(session: Pick<SessionContext, 'user'>, workspaceId: string, role: Role): boolean {
  const mine = roleInWorkspace(session.user.role, session.user.roles, workspaceId);
  if (role === 'admin-organization' || role === 'admin-super') return isOrgAdminRole(session.user.role) && RANK[session.user.role as Role] >= RANK[role];
  return canManageWorkspace(session, workspaceId) && RANK[mine] >= RANK[role];
}
