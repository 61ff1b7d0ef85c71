import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as checkIdp } from '@/app/api/v1/sso/check-idp/route';
import { createOrg, createUser, PASSWORD, routeParams } from '../helpers/factories';
import { APP, auth, callbackOf, Jar, sessionOf, signIn } from '../helpers/oauth-round-trip';
import { startOidcStandIn, type OidcStandIn } from '../helpers/oidc-stand-in';
import { fromAddress } from '../helpers/client-address';

// The whole OAuth round trip through next-auth's own code (tests/helpers/oauth-round-trip.ts).

let idp: OidcStandIn;
const ACCOUNTS = [
  { sub: 'pat-1', email: 'pat@acme.example.com', name: 'Pat' },
  { sub: 'stranger-1', email: 'stranger@acme.example.com' },
  { sub: 'unverified-1', email: 'una@acme.example.com', emailVerified: false },
];

beforeAll(async () => {
  idp = await startOidcStandIn({
    clients: [
      { clientId: 'acme-app', clientSecret: 'acme-secret', redirectUris: [callbackOf('oidc-acme')] },
      { clientId: 'google-app', clientSecret: 'google-secret', redirectUris: [callbackOf('google')] },
      { clientId: 'entra-app', clientSecret: 'entra-secret', redirectUris: [callbackOf('azure-ad')] },
    ],
    accounts: ACCOUNTS,
  });
  const org = await createOrg({
    clientKey: 'acme',
    sso: { emailDomains: ['acme.example.com'], oidc: { issuer: idp.issuer, clientId: 'acme-app', clientSecret: 'acme-secret' } },
  });
  await createUser(org.id, 'publisher', { email: 'pat@acme.example.com' });
  await createUser(org.id, 'viewer', { email: 'una@acme.example.com' });
});

afterAll(async () => {
  await idp?.close();
});

describe('SSO round trip through next-auth', () => {
  it('signs a member in through the organisation provider with the check-idp email as login hint', async () => {
    const jar = new Jar();
    const found = await checkIdp(
      new Request(`${APP}/api/v1/sso/check-idp`, {
        method: 'POST',
        headers: { origin: APP, 'content-type': 'application/json', ...fromAddress('127.0.0.1') },
        body: JSON.stringify({ email: 'Pat@Acme.example.com' }),
      }),
      routeParams({}),
    );
    jar.absorb(found);
    expect((await found.json()).item.providerId).toBe('oidc-acme');
    expect(jar.has('oh_sso_email')).toBe(true);

    // next-auth's client signs in only with a listed provider; the list names this one just now.
    const listed = await (await auth(jar, 'GET', '/api/auth/providers')).json();
    expect(Object.keys(listed)).toEqual(['credentials', 'oidc-acme']);
    expect(Object.keys(await (await auth(new Jar(), 'GET', '/api/auth/providers')).json())).toEqual(['credentials']);

    const { authorizeUrl, location } = await signIn(jar, 'oidc-acme');
    expect(authorizeUrl.searchParams.get('login_hint')).toBe('pat@acme.example.com');
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(idp.requests.at(-1)?.login_hint).toBe('pat@acme.example.com');
    expect(jar.has('oh_sso_email') || jar.has('oh_sso_provider')).toBe(false);
    expect(location).toBe(`${APP}/home/overview`);

    const session = await sessionOf(jar);
    expect(session?.user.email).toBe('pat@acme.example.com');
    expect(session?.method).toBe('sso');
    const viaNextAuth = await (await auth(jar, 'GET', '/api/auth/session')).json();
    expect(viaNextAuth.sid).toBe(session?.sessionId);
  });

  it('sends an unknown account back to the login page as not registered, without a session', async () => {
    const jar = new Jar();
    const { location } = await signIn(jar, 'oidc-acme', { sub: 'stranger-1' });
    expect(location).toBe(`${APP}/?error=auth.notRegistered`);
    expect(await sessionOf(jar)).toBeNull();
  });

  it('refuses an email the provider does not vouch for', async () => {
    const { location } = await signIn(new Jar(), 'oidc-acme', { sub: 'unverified-1' });
    expect(location).toBe(`${APP}/?error=auth.loginFailed`);
  });

  it('reports a cancelled provider login as "login failed"', async () => {
    const { location } = await signIn(new Jar(), 'oidc-acme', { cancel: true });
    expect(location).toBe(`${APP}/?error=auth.loginFailed`);
  });

  it('answers "login failed" for an organisation provider that does not exist', async () => {
    const jar = new Jar();
    const { csrfToken } = await (await auth(jar, 'GET', '/api/auth/csrf')).json();
    const started = await (await auth(jar, 'POST', '/api/auth/signin/oidc-nowhere', { csrfToken, json: 'true' })).json();
    expect(started.url).toBe(`${APP}/?error=auth.loginFailed`);
    const callback = await auth(jar, 'GET', '/api/auth/callback/oidc-nowhere?code=x&state=y');
    expect(callback.headers.get('location')).toBe(`${APP}/?error=auth.loginFailed`);
  });

  it('runs the Google and Microsoft providers against an overridden issuer', async () => {
    const env = process.env;
    Object.assign(env, {
      GOOGLE_CLIENT_ID: 'google-app',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_ISSUER: idp.issuer,
      AZURE_AD_CLIENT_ID: 'entra-app',
      AZURE_AD_CLIENT_SECRET: 'entra-secret',
      AZURE_AD_ISSUER: idp.issuer,
    });
    try {
      for (const provider of ['google', 'azure-ad']) {
        const jar = new Jar();
        const { location } = await signIn(jar, provider, { sub: 'pat-1' });
        expect(location).toBe(`${APP}/home/overview`);
        expect((await sessionOf(jar))?.user.email).toBe('pat@acme.example.com');
      }
    } finally {
      for (const key of ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_ISSUER', 'AZURE_AD_CLIENT_ID', 'AZURE_AD_CLIENT_SECRET', 'AZURE_AD_ISSUER']) {
        delete env[key];
      }
    }
  });

  it('keeps password sign-in through the same handler unchanged', async () => {
    const jar = new Jar();
    const { csrfToken } = await (await auth(jar, 'GET', '/api/auth/csrf')).json();
    const form = { csrfToken, login: 'una@acme.example.com', callbackUrl: `${APP}/home/overview`, json: 'true' };
    const wrong = await (await auth(jar, 'POST', '/api/auth/callback/credentials', { ...form, password: 'nope' })).json();
    expect(new URL(wrong.url).searchParams.get('error')).toBe('auth.invalidLoginCredentials');
    expect(jar.has('oh_known_device')).toBe(false);
    const right = await (await auth(jar, 'POST', '/api/auth/callback/credentials', { ...form, password: PASSWORD })).json();
    expect(right.url).toBe(`${APP}/home/overview`);
    expect(await sessionOf(jar)).toMatchObject({ method: 'password', user: { email: 'una@acme.example.com' } });
    // The browser is now known to the login budgets (lib/auth/known-device.ts); the failed try set nothing.
    expect(jar.has('oh_known_device')).toBe(true);
  });
});
