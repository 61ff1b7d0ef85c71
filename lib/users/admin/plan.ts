import type { Db } from '@/db/client';
import type { Role } from '@/lib/access/roles';
import { canGrantRole } from '@/lib/access/workspace-scope';
import { employeeIdEmail, nameFromEmail, sharedAccountEmail } from '@/lib/auth/identity';
import { hashPassword } from '@/lib/auth/password';
import { NAME_FORBIDDEN } from '@/lib/auth/rules';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { addableTypes, isOrgAdminActor } from './rules';
import type { AddType, AddUserInput, WorkspaceRole } from './schema';
import { requireManagedWorkspace } from './workspace-access';

/** Everything needed to create one user, after validation and authorisation. */
export type UserPlan = {
  type: AddType;
  /** Lowercased; synthetic for employee-ID and shared-device accounts. */
  email: string;
  employeeId: string | null;
  displayName: string;
  /** Organisation role: org admin, or the user's highest workspace role (spec §6). */
  role: Role;
  workspaceId: string | null;
  workspaceRole: WorkspaceRole | null;
  passwordHash: string | null;
  passwordless: boolean;
  shared: boolean;
  /** Email accounts get an invitation to set their own name and password. */
  invite: boolean;
};

/** A display name for someone added by email alone; they choose their own when accepting. */
export function nameForEmail(email: string): string {
  const name = nameFromEmail(email).replace(new RegExp(NAME_FORBIDDEN.source, 'g'), ' ').replace(/\s+/g, ' ').trim();
  return (name || email.split('@')[0]).slice(0, 90);
}

export const emailFor = (clientKey: string, type: AddType, value: string) =>
  type === 'user-shared' ? sharedAccountEmail(clientKey, value) : type === 'user-passwordless' ? employeeIdEmail(clientKey, value) : value;

/** Only org admins add org admins; everyone else adds people into a workspace they manage, with a role they may grant. */
export function placementProblem(session: SessionContext, type: AddType, workspaceId: string | null, role: WorkspaceRole): string | null {
  if (!addableTypes(session).includes(type)) return type === 'org-admin' ? 'adminUsers.cannotAddOrgAdmin' : 'errors.forbidden';
  if (type === 'org-admin') return null;
  if (!workspaceId) return isOrgAdminActor(session) ? null : 'adminUsers.workspaceRequired';
  return canGrantRole(session, workspaceId, role) ? null : 'adminUsers.roleNotAllowed';
}

export function basePlan(session: SessionContext, type: AddType, fields: { email?: string; employeeId?: string; displayName?: string }) {
  const id = fields.employeeId ?? null;
  const email = type === 'org-admin' || type === 'group-user' ? fields.email! : emailFor(session.org.clientKey, type, id!);
  const displayName = fields.displayName ?? (type === 'user-shared' ? id! : nameForEmail(email));
  return { type, email, employeeId: id, displayName, shared: type === 'user-shared', invite: type === 'org-admin' || type === 'group-user' };
}

/** Checks and prepares a single add (POST /api/v1/users/add); throws what the caller did wrong. */
export async function planUser(db: Db, session: SessionContext, input: AddUserInput): Promise<UserPlan> {
  const workspaceId = 'workspaceId' in input ? (input.workspaceId ?? null) : null;
  const workspaceRole = 'role' in input ? input.role : 'viewer';
  if (!addableTypes(session).includes(input.type)) {
    throw new AppError('forbidden', input.type === 'org-admin' ? 'adminUsers.cannotAddOrgAdmin' : 'errors.forbidden');
  }
  if (workspaceId) await requireManagedWorkspace(db, session, workspaceId);
  const problem = placementProblem(session, input.type, workspaceId, workspaceRole);
  if (problem) throw new AppError(problem === 'adminUsers.workspaceRequired' ? 'invalid_input' : 'forbidden', problem);

  const password = 'password' in input ? input.password : undefined;
  return {
    ...basePlan(session, input.type, input),
    role: input.type === 'org-admin' ? 'admin-organization' : workspaceId ? workspaceRole : 'viewer',
    workspaceId: input.type === 'org-admin' ? null : workspaceId,
    workspaceRole: input.type === 'org-admin' || !workspaceId ? null : workspaceRole,
    passwordHash: password ? await hashPassword(password) : null,
    passwordless: input.type === 'user-passwordless' && !password,
  };
}
