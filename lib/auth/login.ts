import type { Db } from '@/db/client';
import type { Organization, User } from '@/db/schema';
import { isOrgAdminRole, isRole } from '@/lib/access/roles';
import { AppError } from '@/lib/http/errors';
import { parseOrgSettings, parseSsoConfig } from '@/lib/orgs/settings';
import { employeeIdEmail, isSharedLogin, sharedAccountEmail, sharedAccountName } from './identity';
import { burnPasswordCheck, verifyPassword } from './password';
import { createAuthSession, findOrgByClientKey, findOrgById, findUserByEmail, recordLoginActivity } from './queries';
import { consumeLoginAttempt, settleLoginSuccess } from './login-limits';
import { accountKind, type LoginInput } from './rules';
import { SESSION_MAX_AGE } from './session-cookie';

/** `device`: the browser's known-device id, if it sent one (lib/auth/known-device.ts). */
export type LoginMeta = { ip: string; userAgent?: string | null; device?: string | null };
/** `device`: the known-device id the browser should keep. */
export type LoginResult = { userId: string; sessionId: string; isSharedAccount: boolean; device: string };

const invalid = () => new AppError('unauthorized', 'auth.invalidLoginCredentials');

type Resolved = { user: User | undefined; org: Organization | undefined; method: 'password' | 'employee-id' | 'shared' };

async function resolveAccount(db: Db, input: LoginInput): Promise<Resolved> {
  if (accountKind(input.login) === 'email') {
    const user = await findUserByEmail(db, input.login);
    const org = user ? await findOrgById(db, user.organizationId) : undefined;
    return { user, org, method: 'password' };
  }
  if (!input.clientKey) throw new AppError('bad_request', 'auth.clientKeyRequired');
  const org = await findOrgByClientKey(db, input.clientKey);
  if (!org) throw new AppError('not_found', 'auth.alertInvalidId');
  const settings = parseOrgSettings(org.settings);
  const shared = isSharedLogin(input.login);
  if (shared ? !settings.sharedAccountLogin : !settings.employeeIdLogin) {
    throw new AppError('forbidden', 'auth.alertDisableDHLogin');
  }
  const email = shared
    ? sharedAccountEmail(org.clientKey, sharedAccountName(input.login))
    : employeeIdEmail(org.clientKey, input.login);
  const user = await findUserByEmail(db, email);
  return { user: user?.organizationId === org.id ? user : undefined, org, method: shared ? 'shared' : 'employee-id' };
}

/** Employee-ID users without a password of their own sign in with the organisation's master password. */
function passwordHashFor(user: User, org: Organization): string | null {
  if (user.passwordless && parseOrgSettings(org.settings).employeeIdMPEnabled) return org.employeeIdMpHash;
  return user.passwordHash;
}

/** Checks a password login (email, employee ID or shared device) and opens an auth session. */
export async function authenticate(db: Db, input: LoginInput, meta: LoginMeta): Promise<LoginResult> {
  const account = `${input.clientKey ?? ''}/${input.login}`.toLowerCase();
  const ticket = await consumeLoginAttempt(db, { account, ip: meta.ip, device: meta.device });
  const { user, org, method } = await resolveAccount(db, input);

  const fail = async (error: AppError) => {
    await recordLoginActivity(db, { orgId: org?.id, userId: user?.id, login: input.login, method, success: false, reason: error.messageKey, ...meta });
    return error;
  };

  if (!user || !org) {
    await burnPasswordCheck(input.password);
    throw await fail(invalid());
  }
  if (!(await verifyPassword(passwordHashFor(user, org), input.password))) throw await fail(invalid());

  // Only a holder of the right password learns why the account may not sign in.
  if (method === 'password') {
    if (parseSsoConfig(org.sso).ssoLoginOnly) throw await fail(new AppError('forbidden', 'auth.useSsoLogin'));
    if (parseOrgSettings(org.settings).sharedDevice.disableDHLogin && !isOrgAdminRole(isRole(user.role) ? user.role : null)) {
      throw await fail(new AppError('forbidden', 'auth.alertDisableDHLogin'));
    }
  }
  if (user.disabled) throw await fail(new AppError('forbidden', 'auth.accountDisabled'));
  if (!isRole(user.role)) throw await fail(new AppError('forbidden', 'auth.notRegistered'));
  if (!org.isActive) throw await fail(new AppError('forbidden', 'auth.accountDisabled'));

  const device = await settleLoginSuccess(db, ticket);
  const session = await createAuthSession(db, {
    orgId: org.id,
    userId: user.id,
    method,
    isSharedAccount: user.shared,
    ip: meta.ip,
    userAgent: meta.userAgent,
    ttlSeconds: SESSION_MAX_AGE,
  });
  await recordLoginActivity(db, { orgId: org.id, userId: user.id, login: input.login, method, success: true, ...meta });
  return { userId: user.id, sessionId: session.id, isSharedAccount: user.shared, device };
}
