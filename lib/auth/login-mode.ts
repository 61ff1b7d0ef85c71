import type { SsoProviderInfo } from './sso/config';

/**
 * Which sign-in methods the login page offers (spec §4 "login method modes").
 *
 * - SSO_ONLY: the organisation (known from its client key) is flagged SSO-login-only. This wins over
 *   the host rules because the server refuses its password logins anyway; an email form would be a
 *   dead end.
 * - EMAIL_ONLY: the main product host names (`EMAIL_ONLY_HOSTS`).
 * - EMAIL_GENERIC_SSO: local and dev hosts (`GENERIC_SSO_HOSTS`): "continue with Google",
 *   "continue with Microsoft", an 'or' divider, then the email-or-ID field.
 * - EMAIL_AND_SSO: everywhere else: one "SSO" button, 'or', then the email-or-ID field.
 *
 * Design decision: a button is only shown for a provider that is configured, and a mode whose SSO
 * part has no configured provider falls back to EMAIL_ONLY. A fresh self-hosted install (no Google,
 * no Microsoft, no organisation OIDC) therefore shows a working email form instead of dead buttons.
 */
export const LOGIN_MODES = ['SSO_ONLY', 'EMAIL_ONLY', 'EMAIL_AND_SSO', 'EMAIL_GENERIC_SSO'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

export type LoginModeInput = {
  /** The request's Host header (a port is ignored). */
  host: string | null | undefined;
  emailOnlyHosts: string[];
  genericSsoHosts: string[];
  /** The organisation named by the client key, when one is known. */
  org: { ssoLoginOnly: boolean; oidcProviderId: string | null } | null;
  /** Deployment-wide providers (Google, Microsoft) from `globalSsoProviders()`. */
  globalProviders: SsoProviderInfo[];
  /** Some organisation has its own OIDC provider, found from the user's email domain by check-idp. */
  anyOrgOidc: boolean;
};

export type LoginModeResult = {
  mode: LoginMode;
  /** EMAIL_GENERIC_SSO: one "continue with …" button per provider. */
  providers: SsoProviderInfo[];
  /**
   * EMAIL_AND_SSO / SSO_ONLY: the single SSO button. A provider id starts that provider at once;
   * null opens the work-email step, which asks check-idp which provider the email belongs to.
   */
  ssoProviderId: string | null;
  /** Ask check-idp before the password step (an SSO-only organisation skips the password). */
  checkIdp: boolean;
};

/** Cookie that remembers the organisation key of the last employee-ID login (one year). */
export const CLIENT_KEY_COOKIE = 'oh_client_key';

export const DEFAULT_LOCAL_HOSTS = ['localhost', '127.0.0.1'];

/** A comma list from the environment; unset gives the default, an empty string gives none. */
export function parseHostList(raw: string | undefined, fallback: string[] = []): string[] {
  if (raw === undefined) return fallback;
  return raw
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

/** "Example.com:3000" → "example.com"; "[::1]:3000" → "::1". */
export function hostName(host: string | null | undefined): string {
  const h = (host ?? '').trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']') > 0 ? h.indexOf(']') : undefined);
  return h.split(':')[0];
}

/** Exact host names, or "*.example.com" / ".example.com" for every sub-domain of example.com. */
export function hostMatches(host: string | null | undefined, list: string[]): boolean {
  const name = hostName(host);
  if (!name) return false;
  return list.some((entry) => {
    const suffix = entry.startsWith('*.') ? entry.slice(1) : entry.startsWith('.') ? entry : null;
    return suffix ? name.endsWith(suffix) : name === entry;
  });
}

export function resolveLoginMode(input: LoginModeInput): LoginModeResult {
  const orgProvider = input.org?.oidcProviderId ?? null;
  const anySso = input.globalProviders.length > 0 || orgProvider !== null || input.anyOrgOidc;
  const emailOnly: LoginModeResult = { mode: 'EMAIL_ONLY', providers: [], ssoProviderId: null, checkIdp: anySso };

  if (input.org?.ssoLoginOnly && anySso) {
    return { mode: 'SSO_ONLY', providers: [], ssoProviderId: orgProvider, checkIdp: true };
  }
  if (hostMatches(input.host, input.emailOnlyHosts)) return emailOnly;
  if (hostMatches(input.host, input.genericSsoHosts)) {
    if (input.globalProviders.length === 0) return emailOnly;
    return { mode: 'EMAIL_GENERIC_SSO', providers: input.globalProviders, ssoProviderId: null, checkIdp: true };
  }
  if (!anySso) return emailOnly;
  return { mode: 'EMAIL_AND_SSO', providers: [], ssoProviderId: orgProvider, checkIdp: true };
}

/** Spec §2: the compact iframe login exists only on the listed hosts, and only when asked for. */
export const isIframeLogin = (host: string | null | undefined, iframeHosts: string[], iframeParam: string | undefined) =>
  iframeParam === '1' && hostMatches(host, iframeHosts);

/** Errors the page may show from `?error=`: our own message keys; next-auth's codes become 'auth.loginFailed'. */
const SHOWABLE_ERROR = /^(auth|errors|alert|sso)\.[A-Za-z_]+$/;
export const loginErrorKey = (raw: string | undefined): string | null =>
  !raw ? null : SHOWABLE_ERROR.test(raw) ? raw : 'auth.loginFailed';
