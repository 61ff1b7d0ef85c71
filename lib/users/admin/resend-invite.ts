import { getDb } from '@/db/client';
import { createInvite } from '@/lib/auth/account';
import type { SessionContext } from '@/lib/auth/session';
import { recordAudit } from '@/lib/audit/record';
import { AppError } from '@/lib/http/errors';
import { loadTarget, targetFacts, toAdminUserDto } from './dto';
import { canEditUser, canInviteUser } from './rules';
import type { AdminUserDto } from './schema';

export type ResendInviteResult = { item: AdminUserDto; invitationStatus: string; expiresAt: string };

/**
 * POST /api/v1/users/{id}/invite – a fresh invitation (the previous link stops working) to someone
 * who has not accepted one yet; an undeliverable email shows as could-not-be-invited.
 */
export async function resendInvite({ session, userId }: { session: SessionContext; userId: string }): Promise<ResendInviteResult> {
  const db = await getDb();
  const facts = targetFacts(await loadTarget(db, session, userId));
  if (!canEditUser(session, facts)) throw new AppError('forbidden');
  if (facts.technical) throw new AppError('bad_request', 'account.cannotInviteTechnical');
  if (facts.disabled) throw new AppError('conflict', 'account.userDisabled');
  if (!canInviteUser(session, facts)) throw new AppError('conflict', 'adminUsers.alreadyActive');

  const { invitationStatus, expiresAt } = await createInvite(db, { orgId: session.org.id, userId, invitedByUserId: session.user.id });
  const row = await loadTarget(db, session, userId);
  await recordAudit(db, session, { action: 'user.invite', entityType: 'user', entityId: userId, entityName: row.user.displayName, after: { invitationStatus } });
  return { item: toAdminUserDto(session, row), invitationStatus, expiresAt: expiresAt.toISOString() };
}
