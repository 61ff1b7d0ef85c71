import type { Db } from '@/db/client';
import type { Organization, User } from '@/db/schema';
import { isRole } from '@/lib/access/roles';
import { AppError } from '@/lib/http/errors';
import { parseSsoConfig } from '@/lib/orgs/settings';
import { isTechnicalEmail } from '../identity';
import { createAuthSession, findOrgById, findUserByEmail, recordLoginActivity } from '../queries';
import { SESSION_MAX_AGE } from '../session-cookie';
import { emailDomain, orgOidcProviderId, ssoProviderKind } from './config';
import { applyUserMappings, type SsoClaims } from './user-mappings';

/** What an identity provider vouched for, after next-auth checked state, PKCE and the ID token. */
export type SsoIdentity = {
  providerId: string;
  email?: string | null;
  emailVerified: boolean;
  /** Every claim the provider sent, for the organisation's profile mappings. */
  claims?: SsoClaims;
};
export type SsoMeta = { ip: string; userAgent?: string | null };
export type SsoAccount = { user: User; org: Organization; claims?: SsoClaims };
export type SsoSignInResult = { userId: string; sessionId: string };

export const SSO_METHOD = 'sso';

type Verdict = { user?: User; org?: Organization; refusal?: string };

/**
 * The SSO check (spec §4 "SSO credentials are validated first"): a verified email of an existing
 * account with a role, in an active organisation, whose email domain that organisation accepts;
 * an organisation's own provider signs in only that organisation's members. SSO never creates
 * accounts: users are invited or imported first.
 */
async function judge(db: Db, identity: SsoIdentity): Promise<Verdict> {
  const kind = ssoProviderKind(identity.providerId);
  const email = identity.email?.trim().toLowerCase();
  if (!kind || !email || !identity.emailVerified) return { refusal: 'auth.loginFailed' };
  // Synthetic employee-ID and shared-device addresses are ours; no IdP may speak for them.
  const user = isTechnicalEmail(email) ? undefined : await findUserByEmail(db, email);
  const org = user ? await findOrgById(db, user.organizationId) : undefined;
  if (!user || !org) return { refusal: 'auth.notRegistered' };
  const sso = parseSsoConfig(org.sso);
  if (kind === 'oidc' && (!sso.oidc || identity.providerId !== orgOidcProviderId(org.clientKey))) {
    return { user, org, refusal: 'sso.wrongOrganization' };
  }
  if (user.disabled || !org.isActive) return { user, org, refusal: 'auth.accountDisabled' };
  if (!isRole(user.role) || user.shared) return { user, org, refusal: 'auth.notRegistered' };
  const domains = sso.emailDomains.map((d) => d.trim().toLowerCase());
  if (domains.length > 0 && !domains.includes(emailDomain(email))) return { user, org, refusal: 'sso.domainNotAllowed' };
  return { user, org };
}

/** Applies the SSO check; a refusal is logged as a failed login and thrown as an AppError. */
export async function checkSsoSignIn(db: Db, identity: SsoIdentity, meta: SsoMeta): Promise<SsoAccount> {
  const { user, org, refusal } = await judge(db, identity);
  if (refusal || !user || !org) {
    const reason = refusal ?? 'auth.loginFailed';
    await recordLoginActivity(db, {
      orgId: org?.id,
      userId: user?.id,
      login: identity.email ?? '',
      method: SSO_METHOD,
      success: false,
      reason,
      ...meta,
    });
    throw new AppError(reason === 'auth.loginFailed' ? 'unauthorized' : 'forbidden', reason);
  }
  return { user, org, claims: identity.claims ?? {} };
}

/**
 * Opens the auth session of an account that passed the SSO check, after the organisation's
 * profile mappings copied the provider's claims (so the session starts with the new locale).
 */
export async function openSsoSession(db: Db, { org, ...account }: SsoAccount, meta: SsoMeta): Promise<SsoSignInResult> {
  const user = await applyUserMappings(db, { user: account.user, org, claims: account.claims ?? {} });
  const session = await createAuthSession(db, {
    orgId: org.id,
    userId: user.id,
    method: SSO_METHOD,
    isSharedAccount: false,
    ip: meta.ip,
    userAgent: meta.userAgent,
    ttlSeconds: SESSION_MAX_AGE,
  });
  await recordLoginActivity(db, { orgId: org.id, userId: user.id, login: user.email, method: SSO_METHOD, success: true, ...meta });
  return { userId: user.id, sessionId: session.id };
}

/** Check and session in one step (the next-auth flow runs them in its signIn and jwt callbacks). */
export async function signInWithSso(db: Db, identity: SsoIdentity, meta: SsoMeta): Promise<SsoSignInResult> {
  return openSsoSession(db, await checkSsoSignIn(db, identity, meta), meta);
}
