import type { Db } from '@/db/client';
import { canManageWorkspace } from '@/lib/access/workspace-scope';
import { isOrgAdminRole, roleInWorkspace } from '@/lib/access/roles';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import type { ManagedWorkspace } from './admin-types';
import { grantableRoles } from './member-rules';
import { workspaceScope } from './lists';
import { listScopedWorkspaces, type ScopedWorkspaceRow } from './queries';
import { toWorkspaceColor } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from a URL: anything that is not an id reads as unknown (404), never as a 500. */
export function requireId(value: unknown): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw new AppError('not_found');
  return value;
}

export function assertOrgAdmin(session: SessionContext) {
  if (!isOrgAdminRole(session.user.role)) throw new AppError('forbidden');
}

/**
 * The workspace if the caller may see it, by the same rule as every list (private ones only for
 * assigned users and org admins); otherwise 404, like an unknown or another organisation's id.
 */
export async function loadVisibleWorkspace(db: Db, session: SessionContext, id: unknown): Promise<ScopedWorkspaceRow> {
  const workspaceId = requireId(id);
  const [row] = await listScopedWorkspaces(db, { ...workspaceScope(session, 'view'), workspaceId });
  if (!row) throw new AppError('not_found');
  return row;
}

/** A workspace the caller administers: 404 when they cannot see it, 403 when they see but do not manage it. */
export async function loadManagedWorkspace(db: Db, session: SessionContext, id: unknown): Promise<ScopedWorkspaceRow> {
  const row = await loadVisibleWorkspace(db, session, id);
  if (!canManageWorkspace(session, row.id)) throw new AppError('forbidden');
  return row;
}

/** What the admin screens show of a workspace and which of its actions this caller may take. */
export function toManagedWorkspace(session: SessionContext, row: ScopedWorkspaceRow, membersCount: number): ManagedWorkspace {
  const orgAdmin = isOrgAdminRole(session.user.role);
  const manages = canManageWorkspace(session, row.id);
  return {
    id: row.id,
    name: row.name,
    color: toWorkspaceColor(row.color),
    private: row.private,
    priority: row.priority,
    workspaceGroupId: row.groupId,
    workspaceGroupName: row.groupName,
    membersCount,
    isAssigned: row.memberRole !== null,
    isLike: row.likedAt !== null,
    myRole: roleInWorkspace(session.user.role, session.user.roles, row.id),
    canEdit: manages,
    canMove: orgAdmin,
    canDelete: orgAdmin,
    canManageMembers: manages,
    grantableRoles: manages ? grantableRoles(session, row.id) : [],
  };
}
