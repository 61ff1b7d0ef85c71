import { z } from 'zod';
import { getDb, type Db } from '@/db/client';
import { recordAudit } from '@/lib/audit/record';
import { appBaseUrl } from '@/lib/http/base-url';
import type { SessionContext } from '@/lib/auth/session';
import { globalSsoProviders, orgOidcProviderId } from '@/lib/auth/sso/config';
import { AppError } from '@/lib/http/errors';
import { isPublicIssuer } from '@/lib/net/outbound-guard';
import { ssoConfigSchema, type SsoConfig } from '@/lib/orgs/settings';
import { assertSettingsAccess } from './guard';
import { findDomainsClaimedElsewhere, findOrgForSettings, setOrgSso, setOrgUserMappings, type OrgSettingsRow } from './queries';
import type { SsoSettingsDto, SsoSettingsInput } from './sso-schema';

// A stored value the schema no longer accepts reads as "no SSO", so the admin can fix it here.
const storedSso = (raw: unknown): SsoConfig => {
  const parsed = ssoConfigSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : ssoConfigSchema.parse({});
};

function toDto(row: OrgSettingsRow): SsoSettingsDto {
  const sso = storedSso(row.sso);
  return {
    ssoLoginOnly: sso.ssoLoginOnly,
    emailDomains: sso.emailDomains,
    oidc: sso.oidc
      ? { issuer: sso.oidc.issuer, clientId: sso.oidc.clientId, label: sso.oidc.label ?? null, hasClientSecret: !!sso.oidc.clientSecret }
      : null,
    userMappings: row.settings.userMappings,
    globalProviders: globalSsoProviders().map((p) => p.label),
    callbackUrl: `${appBaseUrl()}/api/auth/callback/${orgOidcProviderId(row.clientKey)}`,
  };
}

/** What the audit entry shows: everything but the client secret. */
const auditView = (sso: SsoConfig, userMappings: Record<string, string>) => ({
  ssoLoginOnly: sso.ssoLoginOnly,
  emailDomains: sso.emailDomains,
  oidc: sso.oidc ? { issuer: sso.oidc.issuer, clientId: sso.oidc.clientId, label: sso.oidc.label ?? null } : null,
  userMappings,
});

const fieldIssue = (path: string[], message: string) => new z.ZodError([{ code: 'custom', path, message, input: undefined }]);

/** GET …/my/sso */
export async function getSsoSettings({ session }: { session: SessionContext }, db?: Db): Promise<SsoSettingsDto> {
  assertSettingsAccess(session, 'ssoMapping');
  db ??= await getDb();
  const row = await findOrgForSettings(db, { orgId: session.org.id });
  if (!row) throw new AppError('not_found');
  return toDto(row);
}

/**
 * PUT …/my/sso: the organisation's own OpenID Connect provider, its SSO email domains and the
 * SSO-only switch. The client secret is write-only (blank keeps it). SSO-only is refused when no
 * provider could sign anyone in, and needs a confirmation from an admin who did not sign in
 * with SSO themselves — it stops every password sign-in by email, theirs included.
 */
export async function updateSsoSettings({ session, input }: { session: SessionContext; input: SsoSettingsInput }, db?: Db) {
  assertSettingsAccess(session, 'ssoMapping');
  // Before the transaction: a DNS answer may take a moment and must not hold the row lock.
  if (input.oidc && !(await isPublicIssuer(input.oidc.issuer))) throw fieldIssue(['oidc', 'issuer'], 'adminSettings.issuerPrivate');
  db ??= await getDb();
  const row = await db.transaction(async (tx) => {
    const locked = await findOrgForSettings(tx, { orgId: session.org.id, lock: true });
    if (!locked) throw new AppError('not_found');
    const current = storedSso(locked.sso);

    let oidc: SsoConfig['oidc'] = null;
    if (input.oidc) {
      const clientSecret = input.oidc.clientSecret ?? current.oidc?.clientSecret;
      if (!clientSecret) throw fieldIssue(['oidc', 'clientSecret'], 'rules.required');
      oidc = { issuer: input.oidc.issuer, clientId: input.oidc.clientId, clientSecret, ...(input.oidc.label ? { label: input.oidc.label } : {}) };
    }
    const canSignInWithSso = !!oidc || (globalSsoProviders().length > 0 && input.emailDomains.length > 0);
    if (input.ssoLoginOnly && !canSignInWithSso) throw new AppError('conflict', 'adminSettings.ssoOnlyNeedsProvider');
    if (input.ssoLoginOnly && !current.ssoLoginOnly && session.method !== 'sso' && !input.confirmSsoOnly) {
      throw new AppError('conflict', 'adminSettings.ssoOnlyConfirm');
    }
    const claimed = await findDomainsClaimedElsewhere(tx, { orgId: locked.id, domains: input.emailDomains });
    if (claimed.length > 0) throw new AppError('conflict', 'adminSettings.ssoDomainTaken', { domains: claimed });

    const next: SsoConfig = { ssoLoginOnly: input.ssoLoginOnly, emailDomains: input.emailDomains, oidc };
    await setOrgSso(tx, { orgId: locked.id, sso: next });
    const userMappings = input.userMappings ?? locked.settings.userMappings;
    if (input.userMappings) await setOrgUserMappings(tx, { orgId: locked.id, userMappings });

    const before = auditView(current, locked.settings.userMappings);
    const after = auditView(next, userMappings);
    const credentialsReplaced = !!input.oidc?.clientSecret;
    if (credentialsReplaced || JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(tx, session, {
        action: 'settings.sso.update',
        entityType: 'organization',
        entityId: locked.id,
        entityName: locked.name,
        before,
        after: { ...after, ...(credentialsReplaced ? { clientCredentials: 'replaced' } : {}) },
      });
    }
    return findOrgForSettings(tx, { orgId: locked.id });
  });
  if (!row) throw new AppError('not_found');
  return toDto(row);
}
