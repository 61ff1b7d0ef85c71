import type { Db } from '@/db/client';
import type { Organization, User } from '@/db/schema';
import { isRole } from '@/lib/access/roles';
import { isTechnicalEmail } from '@/lib/auth/identity';
import { findOrgById, findUserByEmail } from '@/lib/auth/queries';
import { consumeAttempt } from '@/lib/auth/rate-limit';
import { issueToken } from '@/lib/auth/tokens';
import { parseSsoConfig } from '@/lib/orgs/settings';
import { mailLocale, resetLink } from './links';
import { sendAccountMail } from './mails';

export type RequestPasswordResetOptions = { email: string; languageCode?: string | null; ip: string };

/**
 * Employee-ID and shared-device accounts have no mailbox (their admin resets them), disabled or
 * role-less users cannot sign in anyway, and SSO-only organisations have no passwords to reset.
 */
function canReset(user: User | undefined, org: Organization | undefined): user is User {
  if (!user || !org || !org.isActive) return false;
  if (user.disabled || user.shared || user.passwordless || !isRole(user.role)) return false;
  if (isTechnicalEmail(user.email)) return false;
  return !parseSsoConfig(org.sso).ssoLoginOnly;
}

/**
 * Sends a reset link when the account can use one. The answer is the same either way, so the
 * form cannot be used to find out who has an account; every request counts against the limits.
 */
export async function requestPasswordReset(db: Db, { email, languageCode, ip }: RequestPasswordResetOptions) {
  const account = email.trim().toLowerCase();
  await consumeAttempt(db, 'reset', { account, ip });

  const user = await findUserByEmail(db, account);
  const org = user ? await findOrgById(db, user.organizationId) : undefined;
  if (canReset(user, org) && org) {
    const token = await issueToken(db, { orgId: org.id, userId: user.id, type: 'reset' });
    const locale = mailLocale(user, org, languageCode);
    await sendAccountMail(db, { kind: 'reset', user, org, locale, link: resetLink(token, locale) });
  }
  return { sent: true as const };
}
