import type { Db } from '@/db/client';
import { createInvite } from '@/lib/auth/account';
import { setInvitationStatus } from '@/lib/auth/account/queries';
import type { SessionContext } from '@/lib/auth/session';
import { recordAudit } from '@/lib/audit/record';
import { splitDisplayName } from '@/lib/users/rules';
import type { UserPlan } from './plan';
import { insertMemberships, insertUsers } from './queries';
import { logError } from '@/lib/http/log';

/**
 * Creates planned users inside the caller's transaction: rows, workspace memberships and one audit
 * entry each. Returns the new ids by email; an address someone else took since planning is absent.
 */
export async function insertPlannedUsers(tx: Db, session: SessionContext, plans: UserPlan[]): Promise<Map<string, string>> {
  if (!plans.length) return new Map();
  const now = new Date();
  const inserted = await insertUsers(
    tx,
    plans.map((p) => ({
      organizationId: session.org.id,
      email: p.email,
      employeeId: p.employeeId,
      displayName: p.displayName,
      ...splitDisplayName(p.displayName),
      role: p.role,
      passwordHash: p.passwordHash,
      passwordless: p.passwordless,
      shared: p.shared,
      // Shown as invited from the start; createInvite then issues the link and sends the mail.
      invitationStatus: p.invite ? 'pending' : null,
      invitedAt: p.invite ? now : null,
    })),
  );
  const ids = new Map(inserted.map((r) => [r.email, r.id]));
  const created = plans.filter((p) => ids.has(p.email));
  await insertMemberships(
    tx,
    created
      .filter((p) => p.workspaceId && p.workspaceRole)
      .map((p) => ({ orgId: session.org.id, workspaceId: p.workspaceId!, userId: ids.get(p.email)!, role: p.workspaceRole! })),
  );
  // Issued together: postgres.js pipelines them on the transaction's connection (one round trip, not 100).
  await Promise.all(
    created.map((p) =>
      recordAudit(tx, session, {
        action: 'user.add',
        entityType: 'user',
        entityId: ids.get(p.email),
        entityName: p.displayName,
        after: { type: p.type, email: p.invite ? p.email : null, employeeId: p.employeeId, role: p.role, workspaceId: p.workspaceId, workspaceRole: p.workspaceRole },
      }),
    ),
  );
  return ids;
}

// A few invitations at a time: each is several round trips, and the pool is shared with other requests.
const INVITE_CONCURRENCY = 4;

/**
 * Sends invitations to users created by email, after their rows are committed. One failure is
 * recorded on that user (shown as could-not-be-invited, with resend) and does not stop the rest.
 */
export async function inviteNewUsers(db: Db, session: SessionContext, userIds: string[], onEach?: (ok: boolean) => void | Promise<void>) {
  const failed = new Set<string>();
  const inviteOne = async (userId: string) => {
    let ok = true;
    try {
      const { invitationStatus } = await createInvite(db, { orgId: session.org.id, userId, invitedByUserId: session.user.id });
      ok = !invitationStatus.includes('error');
    } catch (error) {
      logError('users', `invitation failed for ${userId}`, error);
      await setInvitationStatus(db, { orgId: session.org.id, userId, status: 'error:invite' });
      ok = false;
    }
    if (!ok) failed.add(userId);
    await onEach?.(ok);
  };
  let next = 0;
  const worker = async () => {
    while (next < userIds.length) await inviteOne(userIds[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(INVITE_CONCURRENCY, userIds.length) }, worker));
  return failed;
}
