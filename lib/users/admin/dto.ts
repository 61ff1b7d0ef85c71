import type { Db } from '@/db/client';
import { isRole, roleInWorkspace, type Role } from '@/lib/access/roles';
import { canManageWorkspace, manageableWorkspaces } from '@/lib/access/workspace-scope';
import { isTechnicalEmail } from '@/lib/auth/identity';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { visibleIdentity } from '@/lib/users/rules';
import { isUuid } from '@/lib/users/schema';
import {
  canChangeOrgRole,
  canDisableUser,
  canEditUser,
  canInviteUser,
  displayStatus,
  isOrgAdminActor,
  type Actor,
  type TargetFacts,
} from './rules';
import type { AdminUserDto, UserWorkspaceRef } from './schema';
import { findUserPage, type UserPageRow } from './search-queries';

export const toRole = (value: string | null): Role | null => (isRole(value) ? value : null);

export function targetFacts(row: UserPageRow): TargetFacts {
  const u = row.user;
  return {
    id: u.id,
    role: toRole(u.role),
    workspaceIds: row.memberships.map((m) => m.id),
    technical: isTechnicalEmail(u.email),
    disabled: u.disabled,
    invitationStatus: u.invitationStatus,
    hasPassword: u.hasPassword,
  };
}

/** A row of the admin user list, with what the caller may do to that user. */
export function toAdminUserDto(actor: Actor, row: UserPageRow, filterWorkspaceId?: string): AdminUserDto {
  const u = row.user;
  const facts = targetFacts(row);
  const workspaces: UserWorkspaceRef[] = row.memberships
    .filter((m) => isRole(m.role) && (isOrgAdminActor(actor) || canManageWorkspace(actor, m.id)))
    .map((m) => ({ id: m.id, name: m.name, role: m.role as Role }));
  const roles = Object.fromEntries(workspaces.map((w) => [w.id, w.role]));
  return {
    id: u.id,
    displayName: u.displayName,
    ...visibleIdentity(u),
    role: facts.role,
    roles,
    workspaces,
    workspaceRole: filterWorkspaceId ? roleInWorkspace(facts.role, roles, filterWorkspaceId) : null,
    displayStatus: displayStatus({ ...u, inviteExpiresAt: row.inviteExpiresAt }),
    invitationExpiresAt: u.invitationStatus && row.inviteExpiresAt ? row.inviteExpiresAt.toISOString() : null,
    lastInteraction: u.lastInteraction?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
    teams: row.teams,
    shared: u.shared,
    passwordless: u.passwordless,
    disabled: u.disabled,
    canEdit: canEditUser(actor, facts),
    canDisable: canDisableUser(actor, facts),
    canChangeRole: canChangeOrgRole(actor, facts),
    canInvite: canInviteUser(actor, facts),
  };
}

/**
 * The user as the caller may administer them, or not_found — for an unknown id, another
 * organisation's user, or (for a workspace admin) someone outside the workspaces they manage.
 */
export async function loadTarget(db: Db, session: SessionContext, userId: string): Promise<UserPageRow> {
  if (!isUuid(userId)) throw new AppError('not_found');
  const [row] = await findUserPage(db, {
    orgId: session.org.id,
    clientKey: session.org.clientKey,
    scope: manageableWorkspaces(session),
    kind: 'any',
    ids: [userId],
    sort: 'name',
    order: 'asc',
    limit: 1,
    offset: 0,
  });
  if (!row) throw new AppError('not_found');
  return row;
}
