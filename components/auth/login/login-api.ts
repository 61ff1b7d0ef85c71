import { signIn } from 'next-auth/react';
import { ApiRequestError, apiRequest } from '@/components/ui/api-request';
import { CLIENT_KEY_COOKIE } from '@/lib/auth/login-mode';

/**
 * The browser could not reach the server at all (an ApiRequestError with status 0): the page
 * shows the connection-failed card.
 */
export const isConnectionFailure = (error: unknown) => error instanceof ApiRequestError && error.isNetwork;

const postJson = <T>(url: string, body: unknown) => apiRequest<T>(url, { method: 'POST', body, cache: 'no-store' });

export type IdpInfo = { providerId: string; ssoLoginOnly: boolean; domain: string };

/**
 * Which SSO provider serves an email's domain (or the organisation of a client key); null when none
 * (404) or when the check itself fails. Its answer also lets next-auth list an organisation's own
 * provider for the next few seconds, so it always runs right before signing in with one.
 */
export async function checkIdp(query: { email: string } | { clientKey: string }): Promise<IdpInfo | null> {
  // Anything but a clear answer counts as "no SSO": the password step still works, and the server
  // refuses password logins for SSO-only organisations with 'auth.useSsoLogin'.
  const data = await postJson<{ item?: Partial<IdpInfo> } | null>('/api/v1/sso/check-idp', query).catch((error) => {
    if (isConnectionFailure(error)) throw error;
    return null;
  });
  const item = data?.item;
  return item?.providerId ? { providerId: item.providerId, ssoLoginOnly: !!item.ssoLoginOnly, domain: item.domain ?? '' } : null;
}

/**
 * next-auth's client helpers swallow network errors (and then navigate to its error page), so we
 * first ask for the provider list ourselves: this tells "offline" apart from "unknown provider".
 */
async function providerIds(): Promise<string[]> {
  // next-auth's own route: any failure to list the providers counts as not reaching the server.
  const providers = await apiRequest<Record<string, unknown> | null>('/api/auth/providers', { cache: 'no-store' }).catch(() => {
    throw ApiRequestError.network();
  });
  return Object.keys(providers ?? {});
}

/** Messages the credentials provider may answer with (message keys); anything else is unexpected. */
const KNOWN_LOGIN_ERRORS = new Set([
  'auth.invalidLoginCredentials',
  'auth.useSsoLogin',
  'auth.clientKeyRequired',
  'auth.alertInvalidId',
  'auth.alertEmployeeIdInvalid',
  'auth.alertDisableDHLogin',
  'auth.accountDisabled',
  'auth.notRegistered',
  'errors.rate_limited',
]);
export const loginErrorMessage = (error: string | null | undefined) =>
  error && KNOWN_LOGIN_ERRORS.has(error) ? error : 'alert.unexpectedError';

export type PasswordLogin = { login: string; password: string; clientKey?: string | null };

/** Signs in with a password; resolves to null on success or to the message key to show. */
export async function passwordSignIn({ login, password, clientKey }: PasswordLogin): Promise<string | null> {
  await providerIds();
  try {
    const res = await signIn('credentials', { redirect: false, login, password, clientKey: clientKey ?? '' });
    if (!res) throw ApiRequestError.network();
    return res.ok && !res.error ? null : loginErrorMessage(res.error);
  } catch (error) {
    if (error instanceof TypeError || isConnectionFailure(error)) throw ApiRequestError.network();
    return 'alert.unexpectedError';
  }
}

/** Leaves for the identity provider; resolves to a message key only when that is impossible. */
export async function ssoSignIn(providerId: string, callbackUrl: string): Promise<string | null> {
  const ids = await providerIds();
  if (!ids.includes(providerId)) return 'auth.loginFailed';
  await signIn(providerId, { callbackUrl });
  return null;
}

/** Asks for a reset email; null when accepted (also for unknown accounts), else the message key. */
export async function requestPasswordReset(email: string, languageCode: string): Promise<string | null> {
  try {
    await postJson('/api/v1/auth/forgot', { email, languageCode });
    return null;
  } catch (error) {
    if (isConnectionFailure(error)) throw error;
    return error instanceof ApiRequestError && error.status === 429 ? 'errors.rate_limited' : 'auth.alertResetFailed';
  }
}

/** Spec: remember the organisation key of a successful employee-ID login for a year. */
export function rememberClientKey(clientKey: string) {
  document.cookie = `${CLIENT_KEY_COOKIE}=${encodeURIComponent(clientKey)}; path=/; max-age=31536000; samesite=lax`;
}
