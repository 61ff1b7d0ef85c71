import { isOrgAdminRole, type Role } from '@/lib/access/roles';
import { manageableWorkspaces } from '@/lib/access/workspace-scope';
import type { SessionContext } from '@/lib/auth/session';
import type { AddType, DisplayStatus } from './schema';

/**
 * Who may do what to whom in user administration (spec §6). Pure functions: the operations
 * enforce them and the DTOs carry their answers as canX booleans for the screens.
 */

export type Actor = Pick<SessionContext, 'user'>;

/** What the rules need to know about the user being administered. */
export type TargetFacts = {
  id: string;
  role: Role | null;
  /** Every workspace the user belongs to (not only those the actor sees). */
  workspaceIds: string[];
  technical: boolean;
  disabled: boolean;
  invitationStatus: string | null;
  hasPassword: boolean;
};

const RANK: Record<Role, number> = { viewer: 1, publisher: 2, 'admin-group': 3, 'admin-organization': 4, 'admin-super': 5 };
export const roleRank = (role: Role | null) => (role ? RANK[role] : 0);
export const highestRole = (roles: Role[]): Role | null => roles.reduce<Role | null>((best, r) => (roleRank(r) > roleRank(best) ? r : best), null);

export const isOrgAdminActor = (actor: Actor) => isOrgAdminRole(actor.user.role);

const inScope = (actor: Actor, workspaceId: string) => {
  const scope = manageableWorkspaces(actor);
  return scope === 'all' || scope.includes(workspaceId);
};

/** Workspace admins see only members of the workspaces they manage; org admins see everyone. */
export const canSeeUser = (actor: Actor, target: Pick<TargetFacts, 'workspaceIds'>) =>
  isOrgAdminActor(actor) || target.workspaceIds.some((id) => inScope(actor, id));

/** Change name and workspace roles: never someone of a higher role; workspace admins never org admins. */
export function canEditUser(actor: Actor, target: TargetFacts): boolean {
  if (!canSeeUser(actor, target)) return false;
  if (isOrgAdminActor(actor)) return roleRank(target.role) <= roleRank(actor.user.role);
  return !isOrgAdminRole(target.role) && roleRank(target.role) <= RANK['admin-group'];
}

/**
 * Disable or enable: as editing, but never oneself, and a workspace admin only people who belong
 * to no workspace outside theirs (disabling locks the person out of every workspace).
 */
export const canDisableUser = (actor: Actor, target: TargetFacts) =>
  target.id !== actor.user.id &&
  canEditUser(actor, target) &&
  (isOrgAdminActor(actor) || target.workspaceIds.every((id) => inScope(actor, id)));

/**
 * The organisation role: org admins only, never for someone above their own rank. Stepping down
 * oneself is allowed while another org admin remains (checked by the operation).
 */
export const canChangeOrgRole = (actor: Actor, target: TargetFacts) =>
  isOrgAdminActor(actor) && roleRank(target.role) <= roleRank(actor.user.role);

export const canGrantOrgRole = (actor: Actor, role: Role) => isOrgAdminActor(actor) && roleRank(role) <= roleRank(actor.user.role);

/** Resend an invitation to someone who has not accepted one yet (technical accounts have no mailbox). */
export const canInviteUser = (actor: Actor, target: TargetFacts) =>
  canEditUser(actor, target) && !target.technical && !target.disabled && (target.invitationStatus !== null || !target.hasPassword);

/** Spec §6: higher roles add all four kinds; workspace admins add people only into their workspaces. */
export function addableTypes(actor: Actor): AddType[] {
  if (isOrgAdminActor(actor)) return ['org-admin', 'group-user', 'user-passwordless', 'user-shared'];
  const scope = manageableWorkspaces(actor);
  return scope !== 'all' && scope.length > 0 ? ['group-user', 'user-passwordless', 'user-shared'] : [];
}

/**
 * Spec §3 display status. An invitation "containing an error" could not be delivered; a pending
 * one whose newest link has expired (or that has no link) can no longer be accepted.
 */
export function displayStatus(
  user: { disabled: boolean; invitationStatus: string | null; inviteExpiresAt: Date | null },
  now = Date.now(),
): DisplayStatus {
  if (user.disabled) return 'inactive';
  if (user.invitationStatus?.includes('error')) return 'could-not-be-invited';
  if (user.invitationStatus) return user.inviteExpiresAt && user.inviteExpiresAt.getTime() > now ? 'invited' : 'invitation-expired';
  return 'active';
}
