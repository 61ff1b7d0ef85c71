import { z } from 'zod';
import { text } from '@/lib/http/text';

export const MAX_SSO_DOMAINS = 50;

// Lowercase host names whose top-level label has 2+ characters and starts with a letter (also punycode, "xn--p1ai").
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The issuer must be HTTPS: the ID token's keys and the client secret travel over it. Plain HTTP
 * is accepted only for a provider on this machine (local development and tests).
 */
export function isAllowedIssuer(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && (LOCAL_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost'));
}

export const emailDomainSchema = text()
  .trim()
  .toLowerCase()
  .refine((v) => DOMAIN.test(v), 'adminSettings.invalidDomain');

/** Profile fields an identity provider's claims may fill, and a claim name's shape. */
export const USER_MAPPING_FIELDS = ['displayName', 'firstName', 'lastName', 'employeeId', 'locale'] as const;
const CLAIM = /^[A-Za-z0-9_:./-]{1,100}$/;

export const userMappingsSchema = z
  .partialRecord(z.enum(USER_MAPPING_FIELDS, 'adminSettings.invalidMappingField'), text().trim().regex(CLAIM, 'adminSettings.invalidClaim'))
  .transform((record) => Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string')));

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, 'adminSettings.tooLong')
    .optional()
    .transform((v) => v || undefined);

export const oidcInputSchema = z.strictObject({
  issuer: text()
    .trim()
    .min(1, 'rules.required')
    .max(500, 'adminSettings.tooLong')
    .refine(isAllowedIssuer, 'adminSettings.issuerHttps'),
  clientId: text().trim().min(1, 'rules.required').max(500, 'adminSettings.tooLong'),
  /** Write-only: blank keeps the stored secret. */
  clientSecret: optionalText(2000),
  label: optionalText(90),
});

// PUT /api/v1/organization-settings/my/sso
export const ssoSettingsSchema = z.strictObject({
  ssoLoginOnly: z.boolean(),
  emailDomains: z
    .array(emailDomainSchema)
    .max(MAX_SSO_DOMAINS, 'adminSettings.tooManyDomains')
    .transform((list) => [...new Set(list)]),
  oidc: oidcInputSchema.nullable(),
  userMappings: userMappingsSchema.optional(),
  /** Sent after the admin accepted that password sign-in stops for everyone. */
  confirmSsoOnly: z.boolean().default(false),
});
export type SsoSettingsInput = z.infer<typeof ssoSettingsSchema>;

/** The SSO settings as the integrations page shows them: the client secret never leaves the server. */
export type SsoSettingsDto = {
  ssoLoginOnly: boolean;
  emailDomains: string[];
  oidc: { issuer: string; clientId: string; label: string | null; hasClientSecret: boolean } | null;
  userMappings: Record<string, string>;
  /** Deployment-wide providers (Google, Microsoft) that sign in this organisation's email domains. */
  globalProviders: string[];
  /** The redirect URI to register at the identity provider for the organisation's own OIDC app. */
  callbackUrl: string;
};
