import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { organizations } from '@/db/schema';
import { parseSsoConfig, type SsoConfig } from '@/lib/orgs/settings';
import { findOrgByClientKey } from './queries';
import { DEFAULT_LOCAL_HOSTS, isIframeLogin, parseHostList, resolveLoginMode, type LoginModeResult } from './login-mode';
import { globalSsoProviders, orgOidcProviderId } from './sso/config';

export type LoginPageData = LoginModeResult & {
  /** The client key of an existing, active organisation (null when unknown or invalid). */
  clientKey: string | null;
  orgName: string | null;
  iframe: boolean;
};

export type LoadLoginPageOptions = { host: string | null; clientKey: string | null; iframeParam: string | undefined };

/** Whether any active organisation has its own OIDC provider (check-idp can then find it by email domain). */
async function hasAnyOrgOidc(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(sql`${organizations.isActive} and jsonb_typeof(${organizations.sso} -> 'oidc') = 'object'`)
    .limit(1);
  return rows.length > 0;
}

/** A malformed stored SSO config must not take the login page down: it then counts as "no SSO". */
function readSsoConfig(raw: unknown): SsoConfig | null {
  try {
    return parseSsoConfig(raw);
  } catch {
    return null;
  }
}

/** Everything the login page needs to pick its mode; reads the organisation named by the client key. */
export async function loadLoginPage({ host, clientKey, iframeParam }: LoadLoginPageOptions): Promise<LoginPageData> {
  const db = await getDb();
  const key = clientKey?.trim().slice(0, 64) || null;
  const found = key ? await findOrgByClientKey(db, key) : undefined;
  const org = found?.isActive ? found : null;
  const sso = org ? readSsoConfig(org.sso) : null;
  const mode = resolveLoginMode({
    host,
    emailOnlyHosts: parseHostList(process.env.EMAIL_ONLY_HOSTS),
    genericSsoHosts: parseHostList(process.env.GENERIC_SSO_HOSTS, DEFAULT_LOCAL_HOSTS),
    org: org && sso ? { ssoLoginOnly: sso.ssoLoginOnly, oidcProviderId: sso.oidc ? orgOidcProviderId(org.clientKey) : null } : null,
    globalProviders: globalSsoProviders(),
    anyOrgOidc: await hasAnyOrgOidc(db),
  });
  return {
    ...mode,
    clientKey: org?.clientKey ?? null,
    orgName: org?.name ?? null,
    iframe: isIframeLogin(host, parseHostList(process.env.IFRAME_LOGIN_HOSTS, DEFAULT_LOCAL_HOSTS), iframeParam),
  };
}
