import type { Provider } from 'next-auth/providers/index';
import type { OAuthConfig } from 'next-auth/providers/oauth';
import AzureADProvider from 'next-auth/providers/azure-ad';
import GoogleProvider from 'next-auth/providers/google';
import { identityProviderHttpOptions } from '@/lib/net/outbound-guard';
import { ssoConfigSchema } from '@/lib/orgs/settings';
import { globalSsoProviders, orgOidcProviderId, type SsoProviderKind } from './config';

/** The ID-token claims the sign-in rules read; every provider here is OpenID Connect. */
export type OidcClaims = { sub: string; email?: string; email_verified?: unknown; name?: string; xms_edov?: unknown };

const wellKnownOf = (issuer: string) => `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;

// Only the subject, email and name: no avatar fetches from provider APIs at sign-in.
const toUser = (claims: { sub: string; email?: string | null; name?: string | null }) => ({ id: claims.sub, email: claims.email ?? null, name: claims.name ?? null });

const isTrue = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1';

/**
 * Whether the identity provider vouches for the email. Entra ID sends no `email_verified`; its
 * optional `xms_edov` claim (add it to the app registration) says the tenant verified the domain,
 * which closes the "unverified email claim" account-takeover hole.
 */
export function isEmailVerified(kind: SsoProviderKind, claims: Partial<OidcClaims> | undefined): boolean {
  if (!claims) return false;
  if (isTrue(claims.email_verified)) return true;
  return kind === 'azure-ad' && isTrue(claims.xms_edov);
}

/**
 * Google and Microsoft Entra ID, when configured. GOOGLE_ISSUER / AZURE_AD_ISSUER point them at
 * another OpenID issuer (a local stand-in in tests); the providers' own code still runs.
 */
export function globalProviders(): Provider[] {
  const env = process.env;
  const enabled = new Set(globalSsoProviders().map((p) => p.id));
  const list: Provider[] = [];
  if (enabled.has('google')) {
    list.push(
      GoogleProvider({
        clientId: env.GOOGLE_CLIENT_ID as string,
        clientSecret: env.GOOGLE_CLIENT_SECRET as string,
        profile: toUser,
        httpOptions: identityProviderHttpOptions(),
        ...(env.GOOGLE_ISSUER ? { wellKnown: wellKnownOf(env.GOOGLE_ISSUER) } : {}),
      }),
    );
  }
  if (enabled.has('azure-ad')) {
    list.push(
      AzureADProvider({
        clientId: env.AZURE_AD_CLIENT_ID as string,
        clientSecret: env.AZURE_AD_CLIENT_SECRET as string,
        tenantId: env.AZURE_AD_TENANT_ID || 'common',
        profile: toUser,
        checks: ['pkce', 'state'],
        httpOptions: identityProviderHttpOptions(),
        ...(env.AZURE_AD_ISSUER ? { wellKnown: wellKnownOf(env.AZURE_AD_ISSUER) } : {}),
      }),
    );
  }
  return list;
}

type OrgForProvider = { clientKey: string; name: string; isActive: boolean; sso: unknown };

/** An organisation's own OpenID Connect provider (`oidc-<clientKey>`), when it has one. */
export function orgOidcProvider(org: OrgForProvider): OAuthConfig<OidcClaims> | null {
  const parsed = ssoConfigSchema.safeParse(org.sso ?? {});
  const oidc = parsed.success ? parsed.data.oidc : null;
  if (!oidc || !org.isActive) return null;
  return {
    id: orgOidcProviderId(org.clientKey),
    name: oidc.label || org.name,
    type: 'oauth',
    wellKnown: wellKnownOf(oidc.issuer),
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
    idToken: true,
    checks: ['pkce', 'state'],
    authorization: { params: { scope: 'openid email profile' } },
    profile: toUser,
    httpOptions: identityProviderHttpOptions(),
  };
}
