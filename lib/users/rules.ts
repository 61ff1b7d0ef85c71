import { isOrgAdminRole, type Role } from '@/lib/access/roles';
import { employeeIdFromEmail, isTechnicalEmail } from '@/lib/auth/identity';

/** Spec §3: the organisation's allowNameChange setting (default true) decides. */
export const canChangeName = (settings: { allowNameChange: boolean }) => settings.allowNameChange;

type PasswordFacts = { passwordless: boolean; shared: boolean; ssoLoginOnly: boolean; hasPassword: boolean };

/**
 * Only a person who signs in with their own password can change it: passwordless (employee-ID)
 * users have none, a shared-device password belongs to the admin who set it, and an SSO-only
 * organisation never asks for one.
 */
export const canChangePassword = (facts: PasswordFacts) =>
  !facts.passwordless && !facts.shared && !facts.ssoLoginOnly && facts.hasPassword;

/**
 * What the profile shows as the sign-in identity: the real email, or — for employee-ID and
 * shared accounts, whose stored address is synthetic — the employee ID instead.
 */
export function visibleIdentity(user: { email: string; employeeId: string | null }) {
  if (!isTechnicalEmail(user.email)) return { email: user.email, employeeId: user.employeeId };
  return { email: null, employeeId: user.employeeId ?? employeeIdFromEmail(user.email) };
}

/** First and last name kept in step with a display name the user typed ("Ana María López"). */
export function splitDisplayName(displayName: string): { firstName: string; lastName: string | null } {
  const [first, ...rest] = displayName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length ? rest.join(' ') : null };
}

/**
 * Whether the viewer may see a workspace on someone's profile: spec §6 hides private workspaces
 * unless the viewer is assigned to them; an org admin sees every workspace.
 */
export function canSeeWorkspace(viewer: { role: Role | null; roles: Record<string, Role> }, ws: { id: string; private: boolean }) {
  return !ws.private || isOrgAdminRole(viewer.role) || ws.id in viewer.roles;
}
