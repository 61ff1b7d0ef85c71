import { getDb, type Db } from '@/db/client';
import { isOrgAdminRole } from '@/lib/access/roles';
import { revokeUserSessions } from '@/lib/auth/queries';
import type { SessionContext } from '@/lib/auth/session';
import { recordAudit } from '@/lib/audit/record';
import { AppError } from '@/lib/http/errors';
import { splitDisplayName } from '@/lib/users/rules';
import { loadTarget, targetFacts, toAdminUserDto } from './dto';
import { lockEnabledOrgAdmins, updateUserAdminFields } from './queries';
import { canChangeOrgRole, canDisableUser, canEditUser, canGrantOrgRole, isOrgAdminActor } from './rules';
import type { AdminUserDto, UpdateUserInput } from './schema';
import { requireManagedWorkspace } from './workspace-access';

/** Nobody may demote or disable the organisation's last enabled org admin: it would be left unmanageable. */
export async function assertNotLastOrgAdmin(tx: Db, session: SessionContext, userId: string) {
  const admins = await lockEnabledOrgAdmins(tx, { orgId: session.org.id });
  if (!admins.some((a) => a.id !== userId)) throw new AppError('conflict', 'adminUsers.lastOrgAdmin');
}

/** Spec §6: a workspace admin changes a name through a workspace they manage and the user belongs to. */
async function assertNameScope(tx: Db, session: SessionContext, workspaceId: string | undefined, memberOf: string[]) {
  if (isOrgAdminActor(session)) return;
  if (!workspaceId) throw new AppError('invalid_input', 'adminUsers.workspaceRequired');
  await requireManagedWorkspace(tx, session, workspaceId);
  if (!memberOf.includes(workspaceId)) throw new AppError('forbidden', 'adminUsers.notInWorkspace');
}

export type UpdateUserOptions = { session: SessionContext; userId: string; input: UpdateUserInput };

/**
 * PATCH /api/v1/users/{id} – name, organisation role and disabled state, each under its own rule,
 * in one transaction with one audit entry. Disabling signs the user out everywhere at once.
 */
export async function updateUser({ session, userId, input }: UpdateUserOptions): Promise<AdminUserDto> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await loadTarget(tx, session, userId);
    const facts = targetFacts(row);
    const values: Parameters<typeof updateUserAdminFields>[1]['values'] = {};
    const before: Record<string, unknown> = {};

    if (input.displayName !== undefined && input.displayName !== row.user.displayName) {
      if (!canEditUser(session, facts)) throw new AppError('forbidden');
      await assertNameScope(tx, session, input.workspaceId, facts.workspaceIds);
      before.displayName = row.user.displayName;
      Object.assign(values, { displayName: input.displayName, ...splitDisplayName(input.displayName) });
    }
    if (input.role !== undefined && input.role !== facts.role) {
      if (!canChangeOrgRole(session, facts) || !canGrantOrgRole(session, input.role)) throw new AppError('forbidden', 'adminUsers.cannotChangeRole');
      if (isOrgAdminRole(facts.role) && !isOrgAdminRole(input.role)) await assertNotLastOrgAdmin(tx, session, userId);
      before.role = facts.role;
      values.role = input.role;
    }
    if (input.disabled !== undefined && input.disabled !== row.user.disabled) {
      if (!canDisableUser(session, facts)) throw new AppError('forbidden', 'adminUsers.cannotDisable');
      if (input.disabled && isOrgAdminRole(facts.role)) await assertNotLastOrgAdmin(tx, session, userId);
      before.disabled = row.user.disabled;
      values.disabled = input.disabled;
      if (input.disabled) await revokeUserSessions(tx, { orgId: session.org.id, userId });
    }
    if (!Object.keys(values).length) return;

    await updateUserAdminFields(tx, { orgId: session.org.id, userId, values });
    const action = values.disabled === true ? 'user.disable' : values.disabled === false ? 'user.enable' : 'user.update';
    await recordAudit(tx, session, { action, entityType: 'user', entityId: userId, entityName: values.displayName ?? row.user.displayName, before, after: values });
  });
  return toAdminUserDto(session, await loadTarget(db, session, userId));
}
