import type { Db } from '@/db/client';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { revokeUserSessions } from '@/lib/auth/queries';
import { consumeAttempt } from '@/lib/auth/rate-limit';
import { passwordSchema } from '@/lib/auth/rules';
import { consumeToken, hashToken, peekToken, type TokenType } from '@/lib/auth/tokens';
import { AppError } from '@/lib/http/errors';
import { setUserCredentials } from './queries';

export type CompleteLinkOptions = { token: string; type: TokenType; password: string; displayName?: string; ip: string };

/**
 * The shared end of the reset, invite and free-trial links: check the link, set the password (and
 * name), use the link up and sign the account out everywhere, all in one transaction.
 * Returns the email so the page can sign the person in with the password they just chose.
 */
export async function completeLink(db: Db, { token, type, password, displayName, ip }: CompleteLinkOptions) {
  passwordSchema.parse(password);
  // Counted per link and address: tokens cannot be guessed, but a form should not be hammered either.
  const limit = { account: `link:${hashToken(token).slice(0, 32)}`, ip };
  const action = type === 'reset' ? 'reset' : 'invite';
  await consumeAttempt(db, action, limit);

  const peeked = await peekToken(db, { token, type });
  if (peeked.status !== 'valid') {
    throw new AppError('gone', 'account.tokenExpired', { type, ...(peeked.user ? { email: peeked.user.email } : {}) });
  }
  const { user, org } = peeked;
  if (await verifyPassword(user.passwordHash, password)) throw new AppError('invalid_input', 'account.passwordReused');
  const passwordHash = await hashPassword(password);

  await db.transaction(async (tx) => {
    await consumeToken(tx, { token, type });
    await setUserCredentials(tx, { orgId: org.id, userId: user.id, passwordHash, displayName });
    await revokeUserSessions(tx, { orgId: org.id, userId: user.id });
  });
  return { email: user.email };
}
