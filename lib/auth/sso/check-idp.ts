import { getDb, type Db } from '@/db/client';
import type { Organization } from '@/db/schema';
import { AppError } from '@/lib/http/errors';
import { ssoConfigSchema } from '@/lib/orgs/settings';
import { findOrgByClientKey } from '../queries';
import { consumeAttempt } from '../rate-limit';
import { emailDomain, globalSsoProviders } from './config';
import { orgOidcProvider } from './providers';
import { findOrgByEmailDomain } from './queries';
import type { CheckIdpInput, IdpInfo } from './schema';

/**
 * An organisation on its own sub-domain (`acme.openhow.example.com`, `acme.localhost`) is found
 * by the left-most label, read as its client key.
 */
function clientKeyOfHostname(hostname: string): string | null {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.every((l) => /^\d+$/.test(l))) return null;
  const hasSubdomain = labels.length >= 3 || (labels.length === 2 && labels[1] === 'localhost');
  return hasSubdomain ? labels[0] : null;
}

async function findOrg(db: Db, input: CheckIdpInput): Promise<{ org?: Organization; domain: string | null }> {
  if ('email' in input) {
    const domain = emailDomain(input.email);
    return { org: await findOrgByEmailDomain(db, domain), domain };
  }
  const key = 'clientKey' in input ? input.clientKey : clientKeyOfHostname(input.hostname);
  const org = key ? await findOrgByClientKey(db, key) : undefined;
  return { org: org?.isActive ? org : undefined, domain: null };
}

/** The organisation's own provider first, else the first deployment-wide one for its email domains. */
function idpOf(org: Organization, domain: string | null): IdpInfo | null {
  const parsed = ssoConfigSchema.safeParse(org.sso ?? {});
  if (!parsed.success) return null;
  const { ssoLoginOnly, emailDomains } = parsed.data;
  const base = { domain: domain ?? emailDomains[0]?.toLowerCase() ?? null, ssoLoginOnly };
  const own = orgOidcProvider(org);
  if (own) return { ...base, providerId: own.id, providerKind: 'oidc', label: own.name ?? org.name };
  const global = globalSsoProviders()[0];
  if (global && emailDomains.length > 0) return { ...base, providerId: global.id, providerKind: global.kind, label: global.label };
  return null;
}

/**
 * Spec §7 `/sso/check-idp`: which SSO provider an email's domain (or an organisation) signs in
 * with. Not found means "use a password"; it says nothing about whether an account exists.
 */
export async function checkIdp(input: CheckIdpInput, meta: { ip: string }): Promise<IdpInfo> {
  const db = await getDb();
  const limit = { account: 'check-idp', ip: meta.ip };
  await consumeAttempt(db, 'check-idp', limit);
  const { org, domain } = await findOrg(db, input);
  const info = org ? idpOf(org, domain) : null;
  if (!info) throw new AppError('not_found', 'auth.ssoNotSupported');
  return info;
}
