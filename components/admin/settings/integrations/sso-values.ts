import { ssoSettingsSchema, type SsoSettingsDto } from '@/lib/orgs/settings-ops/sso-schema';
import type { Issue } from '../api';
import { issuesOf } from '../validate';

/** The SSO form as typed: lists are text, one entry per line. */
export type SsoFormValues = {
  useOidc: boolean;
  issuer: string;
  clientId: string;
  /** Write-only: empty keeps the stored secret. */
  clientSecret: string;
  label: string;
  domainsText: string;
  mappingsText: string;
  ssoLoginOnly: boolean;
};

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export const toFormValues = (dto: SsoSettingsDto): SsoFormValues => ({
  useOidc: dto.oidc !== null,
  issuer: dto.oidc?.issuer ?? '',
  clientId: dto.oidc?.clientId ?? '',
  clientSecret: '',
  label: dto.oidc?.label ?? '',
  domainsText: dto.emailDomains.join('\n'),
  mappingsText: Object.entries(dto.userMappings)
    .map(([field, claim]) => `${field} = ${claim}`)
    .join('\n'),
  ssoLoginOnly: dto.ssoLoginOnly,
});

/** "field = claim" lines; a line without "=" is reported rather than dropped. */
function readMappings(text: string): { mappings: Record<string, string>; broken: boolean } {
  const mappings: Record<string, string> = {};
  let broken = false;
  for (const line of lines(text)) {
    const at = line.indexOf('=');
    if (at <= 0) broken = true;
    else mappings[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return { mappings, broken };
}

export function toBody(values: SsoFormValues, confirmSsoOnly = false) {
  return {
    ssoLoginOnly: values.ssoLoginOnly,
    emailDomains: lines(values.domainsText),
    oidc: values.useOidc ? { issuer: values.issuer, clientId: values.clientId, clientSecret: values.clientSecret, label: values.label } : null,
    userMappings: readMappings(values.mappingsText).mappings,
    confirmSsoOnly,
  };
}

/** The server's rules (ssoSettingsSchema), plus the one about a new provider needing its secret. */
export function checkSsoForm(values: SsoFormValues, hasStoredSecret: boolean): Issue[] {
  const issues = issuesOf(ssoSettingsSchema, toBody(values));
  if (readMappings(values.mappingsText).broken) issues.push({ path: 'userMappings', message: 'adminSettings.invalidMapping' });
  if (values.useOidc && !hasStoredSecret && !values.clientSecret.trim()) issues.push({ path: 'oidc.clientSecret', message: 'rules.required' });
  return issues;
}
