import { isSecureSite } from '@/lib/http/base-url';

/**
 * Short-lived hints from check-idp to the next-auth requests that follow it.
 *
 * - `oh_sso_email` (spec §9: 10 s, secure, SameSite=Strict): the email typed on the login page;
 *   the sign-in request hands it to the identity provider as `login_hint`, then clears it.
 * - `oh_sso_provider`: the organisation provider check-idp answered, so `/api/auth/providers`
 *   (which next-auth's client checks before it signs in) lists that one organisation's provider
 *   without ever listing every organisation's.
 *
 * Both are scoped to /api/auth and HttpOnly: no page script needs them.
 */
export const SSO_EMAIL_COOKIE = 'oh_sso_email';
export const SSO_PROVIDER_COOKIE = 'oh_sso_provider';
export const SSO_HINT_MAX_AGE = 10;

const cookie = (name: string, value: string, maxAge: number) =>
  `${name}=${encodeURIComponent(value)}; Path=/api/auth; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${isSecureSite() ? '; Secure' : ''}`;

export const ssoEmailCookie = (email: string) => cookie(SSO_EMAIL_COOKIE, email.trim().toLowerCase(), SSO_HINT_MAX_AGE);
export const ssoProviderCookie = (providerId: string) => cookie(SSO_PROVIDER_COOKIE, providerId, SSO_HINT_MAX_AGE);
export const clearSsoHintCookies = () => [cookie(SSO_EMAIL_COOKIE, '', 0), cookie(SSO_PROVIDER_COOKIE, '', 0)];

/** All cookies of a Cookie header, decoded. */
export function parseCookies(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[name] = part.slice(eq + 1).trim();
    }
  }
  return out;
}
