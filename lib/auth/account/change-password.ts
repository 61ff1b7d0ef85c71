import type { Db } from '@/db/client';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { findUserInOrg, revokeUserSessions, setPasswordHash } from '@/lib/auth/queries';
import { clearAttempts, consumeAttempt } from '@/lib/auth/rate-limit';
import { passwordSchema } from '@/lib/auth/rules';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';

export type ChangePasswordOptions = {
  session: Pick<SessionContext, 'sessionId' | 'user' | 'org' | 'isSharedAccount'>;
  currentPassword: string;
  newPassword: string;
  ip: string;
};

/**
 * A signed-in user changes their own password. The current one is required (a borrowed, unlocked
 * browser must not be enough) and guessing it counts like failed logins. Other browsers are signed
 * out; this one stays signed in.
 */
export async function changePassword(db: Db, { session, currentPassword, newPassword, ip }: ChangePasswordOptions) {
  passwordSchema.parse(newPassword);
  const { org } = session;
  // Shared devices and master-password accounts are managed by their admin (separate calls).
  if (session.isSharedAccount || session.user.shared || session.user.passwordless) {
    throw new AppError('forbidden', 'account.passwordChangeNotAllowed');
  }
  const limit = { account: `change:${session.user.id}`, ip };
  await consumeAttempt(db, 'login', limit);
  const user = await findUserInOrg(db, { orgId: org.id, userId: session.user.id });
  if (!user) throw new AppError('unauthorized');
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('invalid_input', 'account.currentPasswordWrong');
  }
  await clearAttempts(db, 'login', limit);
  if (currentPassword === newPassword) throw new AppError('invalid_input', 'account.passwordReused');

  const hash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, { orgId: org.id, userId: user.id, hash });
    await revokeUserSessions(tx, { orgId: org.id, userId: user.id, exceptSessionId: session.sessionId });
  });
  return { ok: true as const };
}
