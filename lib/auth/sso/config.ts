/**
 * Which single-sign-on providers this deployment offers (contract used by the login page).
 * Google and Microsoft Entra ID are deployment-wide (env); generic OIDC is per organisation.
 */
export type SsoProviderInfo = { id: string; kind: 'google' | 'azure-ad' | 'oidc'; label: string };
export type SsoProviderKind = SsoProviderInfo['kind'];

export function globalSsoProviders(): SsoProviderInfo[] {
  const list: SsoProviderInfo[] = [];
  if (process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET) list.push({ id: 'google', kind: 'google', label: 'Google' });
  if (process.env.AZURE_AD_CLIENT_ID && process.env.AZURE_AD_CLIENT_SECRET) list.push({ id: 'azure-ad', kind: 'azure-ad', label: 'Microsoft' });
  return list;
}

const OIDC_PREFIX = 'oidc-';

/** Provider id of an organisation's own OIDC identity provider. */
export const orgOidcProviderId = (clientKey: string) => `${OIDC_PREFIX}${clientKey.toLowerCase()}`;

/** The client key inside an organisation provider id (`oidc-acme` → `acme`), else null. */
export const clientKeyOfProvider = (providerId: string | undefined | null): string | null =>
  providerId?.startsWith(OIDC_PREFIX) && providerId.length > OIDC_PREFIX.length ? providerId.slice(OIDC_PREFIX.length) : null;

/** Which kind of SSO provider an id names, or null for credentials and unknown ids. */
export function ssoProviderKind(providerId: string | undefined | null): SsoProviderKind | null {
  if (providerId === 'google' || providerId === 'azure-ad') return providerId;
  return clientKeyOfProvider(providerId) ? 'oidc' : null;
}

/** The lowercased domain of an email address ('' when there is none). */
export const emailDomain = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase();
};
