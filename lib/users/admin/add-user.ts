import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { runPlannedRows, settleExisting, type PlannedRow } from './batch';
import { insertPlannedUsers, inviteNewUsers } from './create-users';
import { loadTarget, toAdminUserDto } from './dto';
import { basePlan, placementProblem, planUser } from './plan';
import { assertNotForeignSsoEmail, lookalikeInvitedUser } from './invite-privacy';
import { findEmailOwners } from './queries';
import { adminEmailSchema, type AddUserInput, type AdminUserDto, type BulkInviteInput, type ImportReport } from './schema';
import { requireManagedWorkspace } from './workspace-access';

export type AddUserResult = { item: AdminUserDto; invitationStatus: string | null };

/**
 * POST /api/v1/users/add – one org admin, group user (invited by email), employee-ID user or
 * shared-device account (spec §6 privileged actions, §7 user/add).
 */
export async function addUser({ session, input }: { session: SessionContext; input: AddUserInput }): Promise<AddUserResult> {
  const db = await getDb();
  const plan = await planUser(db, session, input);
  const inUse = new AppError('conflict', plan.invite ? 'adminUsers.emailInUse' : 'adminUsers.employeeIdInUse');
  if (plan.invite) await assertNotForeignSsoEmail(db, session, plan.email);
  const owner = (await findEmailOwners(db, [plan.email])).get(plan.email);
  if (owner && plan.invite && owner !== session.org.id) {
    return { item: await lookalikeInvitedUser(db, session, plan), invitationStatus: 'pending' };
  }
  if (owner) throw inUse;
  const ids = await db.transaction((tx) => insertPlannedUsers(tx, session, [plan]));
  const userId = ids.get(plan.email);
  if (!userId) throw inUse;
  let invitationStatus: string | null = null;
  if (plan.invite) invitationStatus = (await inviteNewUsers(db, session, [userId])).size ? 'error' : 'pending';
  return { item: toAdminUserDto(session, await loadTarget(db, session, userId)), invitationStatus };
}

/** The invite dialog's list of addresses: every address gets its own result, none stops the others. */
export async function bulkInvite({ session, input }: { session: SessionContext; input: BulkInviteInput }): Promise<ImportReport> {
  const db = await getDb();
  await requireManagedWorkspace(db, session, input.workspaceId);
  const problem = placementProblem(session, 'group-user', input.workspaceId, input.role);
  if (problem) throw new AppError('forbidden', problem);

  const rows: PlannedRow[] = input.emails.map((raw, i) => {
    const result = { row: i + 1, status: 'error' as const, messageKey: 'errors.internal', email: raw.trim() || null, employeeId: null, values: { email: raw } };
    const email = adminEmailSchema.safeParse(raw);
    if (!email.success) return { result: { ...result, messageKey: email.error.issues[0]?.message ?? 'rules.invalidEmail' }, plan: null };
    return {
      result: { ...result, email: email.data },
      plan: {
        ...basePlan(session, 'group-user', { email: email.data }),
        role: input.role,
        workspaceId: input.workspaceId,
        workspaceRole: input.role,
        passwordHash: null,
        passwordless: false,
      },
    };
  });
  await settleExisting(db, session, rows);
  return runPlannedRows(db, session, rows);
}
