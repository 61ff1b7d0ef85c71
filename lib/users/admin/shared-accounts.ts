import { getDb } from '@/db/client';
import { hashPassword } from '@/lib/auth/password';
import { revokeUserSessions } from '@/lib/auth/queries';
import type { SessionContext } from '@/lib/auth/session';
import { recordAudit } from '@/lib/audit/record';
import { AppError } from '@/lib/http/errors';
import { splitDisplayName } from '@/lib/users/rules';
import { addUser, type AddUserResult } from './add-user';
import { loadTarget, targetFacts, toAdminUserDto } from './dto';
import { updateUserAdminFields } from './queries';
import { canDisableUser, canEditUser } from './rules';
import type { AdminUserDto, CreateSharedAccountInput, UpdateSharedAccountInput } from './schema';

/** POST /api/v1/admin/user/shared-account – a shared-device account (name, password, optional workspace). */
export const createSharedAccount = ({ session, input }: { session: SessionContext; input: CreateSharedAccountInput }): Promise<AddUserResult> =>
  addUser({ session, input: { type: 'user-shared', ...input } });

export type UpdateSharedAccountOptions = { session: SessionContext; userId: string; input: UpdateSharedAccountInput };

/**
 * PATCH /api/v1/admin/user/shared-account/{id} – rename, set a new password, disable or enable.
 * A new password signs the devices using the old one out; only shared accounts answer here.
 */
export async function updateSharedAccount({ session, userId, input }: UpdateSharedAccountOptions): Promise<AdminUserDto> {
  const db = await getDb();
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await db.transaction(async (tx) => {
    const row = await loadTarget(tx, session, userId);
    if (!row.user.shared) throw new AppError('not_found');
    const facts = targetFacts(row);
    if (!canEditUser(session, facts)) throw new AppError('forbidden');
    const values: Parameters<typeof updateUserAdminFields>[1]['values'] = {};
    if (input.displayName !== undefined) Object.assign(values, { displayName: input.displayName, ...splitDisplayName(input.displayName) });
    if (passwordHash) values.passwordHash = passwordHash;
    if (input.disabled !== undefined && input.disabled !== row.user.disabled) {
      if (!canDisableUser(session, facts)) throw new AppError('forbidden', 'adminUsers.cannotDisable');
      values.disabled = input.disabled;
    }
    if (!Object.keys(values).length) return;
    await updateUserAdminFields(tx, { orgId: session.org.id, userId, values });
    if (passwordHash || values.disabled) await revokeUserSessions(tx, { orgId: session.org.id, userId });
    await recordAudit(tx, session, {
      // The password itself never reaches the log; the action says it was replaced.
      action: passwordHash ? 'user.password' : 'user.update',
      entityType: 'user',
      entityId: userId,
      entityName: values.displayName ?? row.user.displayName,
      before: { displayName: row.user.displayName, disabled: row.user.disabled },
      after: { displayName: values.displayName, disabled: values.disabled },
    });
  });
  return toAdminUserDto(session, await loadTarget(db, session, userId));
}

/** POST /api/v1/auth/shared-account/reset-password – an admin sets a shared-device account's new password. */
export const resetSharedAccountPassword = ({ session, userId, password }: { session: SessionContext; userId: string; password: string }) =>
  updateSharedAccount({ session, userId, input: { password } });
