import { canGrantRole, canManageWorkspace } from '@/lib/access/workspace-scope';
import { isOrgAdminRole, isRole, type Role } from '@/lib/access/roles';
import type { SessionContext } from '@/lib/auth/session';
import { WORKSPACE_ROLES, type WorkspaceRole } from './schema';

type Actor = Pick<SessionContext, 'user'>;
export type MemberFacts = { userId: string; orgRole: string | null; storedRole: string };

/** The role a member holds here: an org admin is org admin in every workspace (spec §6). */
export function effectiveMemberRole(member: Pick<MemberFacts, 'orgRole' | 'storedRole'>): Role {
  if (isRole(member.orgRole) && isOrgAdminRole(member.orgRole)) return member.orgRole;
  return isRole(member.storedRole) ? member.storedRole : 'viewer';
}

/** The membership roles this actor may hand out in this workspace (never above their own). */
export const grantableRoles = (actor: Actor, workspaceId: string): WorkspaceRole[] =>
  WORKSPACE_ROLES.filter((role) => canGrantRole(actor, workspaceId, role));

/**
 * Why the actor may not change or remove this member (a message key), or null when they may.
 * Only managers act; an org admin's role is theirs everywhere and cannot be lowered here, and
 * only an org admin may unassign one; nobody acts on a member who outranks them; a workspace
 * admin leaves their own membership alone so they cannot lock themselves out halfway through.
 */
export function memberRefusal(actor: Actor, workspaceId: string, member: MemberFacts, action: 'changeRole' | 'remove'): string | null {
  if (!canManageWorkspace(actor, workspaceId)) return 'errors.forbidden';
  const actorIsOrgAdmin = isOrgAdminRole(actor.user.role);
  const role = effectiveMemberRole(member);
  if (isOrgAdminRole(role)) return action === 'remove' && actorIsOrgAdmin ? null : 'adminWorkspaces.orgAdminRole';
  if (member.userId === actor.user.id && !actorIsOrgAdmin) return 'adminWorkspaces.ownMembership';
  return canGrantRole(actor, workspaceId, role) ? null : 'adminWorkspaces.cannotGrant';
}

export const memberPermissions = (actor: Actor, workspaceId: string, member: MemberFacts) => ({
  canChangeRole: memberRefusal(actor, workspaceId, member, 'changeRole') === null,
  canRemove: memberRefusal(actor, workspaceId, member, 'remove') === null,
});
