import NextAuth from 'next-auth';
import type { Provider } from 'next-auth/providers/index';
import { getDb } from '@/db/client';
import { AppError } from '@/lib/http/errors';
import { clientIp } from '@/lib/net/client-ip';
import { collectAuthCookies } from '../known-device';
import { buildAuthOptions, type SsoCallbacks } from '../next-auth';
import { findOrgByClientKey } from '../queries';
import { clientKeyOfProvider, ssoProviderKind, type SsoProviderKind } from './config';
import { clearSsoHintCookies, parseCookies, SSO_EMAIL_COOKIE, SSO_PROVIDER_COOKIE } from './hint-cookies';
import { globalProviders, isEmailVerified, orgOidcProvider, type OidcClaims } from './providers';
import { checkSsoSignIn, openSsoSession, type SsoAccount, type SsoMeta } from './sign-in';
import { collectResponse, loginErrorUrl } from './api-response';
import { logError } from '@/lib/http/log';
import { adoptPlatformBaseUrl } from '@/lib/http/base-url';

// next-auth v4 reads process.env.NEXTAUTH_URL on each request: on a platform that gives the
// deployment's address only in its own variables (a preview's branch URL), fill it in before the
// first one. Set once per instance, and never over a value the operator set.
adoptPlatformBaseUrl();

type Context = { params: Promise<{ nextauth?: string[] }> };

async function providersFor(providerId: string | undefined): Promise<Provider[]> {
  const list = globalProviders();
  const clientKey = clientKeyOfProvider(providerId);
  if (clientKey) {
    const org = await findOrgByClientKey(await getDb(), clientKey);
    const own = org ? orgOidcProvider(org) : null;
    if (own) list.push(own);
  }
  return list;
}

/** The SSO check in next-auth's signIn callback, the session in its jwt callback, one request. */
function ssoCallbacks(kind: SsoProviderKind, meta: SsoMeta): SsoCallbacks {
  let passed: SsoAccount | undefined;
  return {
    async signIn(account, profile) {
      const claims = profile as Partial<OidcClaims> | undefined;
      try {
        const identity = {
          providerId: account.provider,
          email: claims?.email,
          emailVerified: isEmailVerified(kind, claims),
          claims: { ...claims },
        };
        passed = await checkSsoSignIn(await getDb(), identity, meta);
        return true;
      } catch (error) {
        if (!(error instanceof AppError)) logError('sso', 'sign-in check failed unexpectedly', error);
        return loginErrorUrl(error instanceof AppError ? error.messageKey : 'auth.loginFailed');
      }
    },
    async openSession() {
      if (!passed) throw new Error('SSO session requested before the SSO check');
      return openSsoSession(await getDb(), passed, meta);
    },
  };
}

async function readBody(req: Request): Promise<Record<string, string> | undefined> {
  if (req.method !== 'POST') return undefined;
  const type = req.headers.get('content-type') ?? '';
  const text = await req.text();
  if (type.includes('application/json')) {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * Runs next-auth for one request with the providers that request needs: the global ones plus,
 * for `/api/auth/{signin,callback}/oidc-<clientKey>`, that organisation's own OIDC provider.
 * It feeds next-auth through its request/response interface instead of its App Router one, which
 * reads `next/headers`: so the same code runs under Next and when tests call the handler directly.
 */
export async function handleAuthRequest(req: Request, ctx: Context): Promise<Response> {
  const nextauth = (await ctx.params)?.nextauth ?? [];
  const [action, providerId] = nextauth;
  const kind = ssoProviderKind(providerId);
  const query: Record<string, string | string[]> = { ...Object.fromEntries(new URL(req.url).searchParams), nextauth };
  const cookies = parseCookies(req.headers.get('cookie'));
  const extraCookies: string[] = [];

  // Spec §9: the email typed on the login page travels to the identity provider as a login hint.
  if (kind && action === 'signin' && req.method === 'POST') {
    if (cookies[SSO_EMAIL_COOKIE]) query.login_hint ??= cookies[SSO_EMAIL_COOKIE];
    if (cookies[SSO_EMAIL_COOKIE] || cookies[SSO_PROVIDER_COOKIE]) extraCookies.push(...clearSsoHintCookies());
  }
  // The provider list names an organisation's own provider only right after check-idp answered it.
  const listed = action === 'providers' && ssoProviderKind(cookies[SSO_PROVIDER_COOKIE]) === 'oidc' ? cookies[SSO_PROVIDER_COOKIE] : undefined;

  const meta: SsoMeta = { ip: clientIp(req.headers), userAgent: req.headers.get('user-agent') };
  const providers = kind || listed ? await providersFor(providerId ?? listed) : globalProviders();
  const body = await readBody(req);
  // An organisation without (or no longer with) its own provider: "login failed", not a blank page.
  if (kind && (action === 'signin' || action === 'callback') && !providers.some((p) => p.id === providerId)) {
    const url = loginErrorUrl('auth.loginFailed');
    return body?.json === 'true' ? Response.json({ url }) : Response.redirect(url, 302);
  }
  const options = buildAuthOptions(providers, kind ? ssoCallbacks(kind, meta) : undefined);
  const res = collectResponse();
  const apiRequest = { query, body, cookies, headers: Object.fromEntries(req.headers), method: req.method };
  await collectAuthCookies(extraCookies, () => NextAuth(apiRequest as never, res as never, options));
  return res.toResponse({ extraCookies, ssoFailure: kind !== null && (action === 'signin' || action === 'callback') });
}
