import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { POST as checkIdp } from '@/app/api/v1/sso/check-idp/route';
import { loginActivity } from '@/db/schema';
import { employeeIdEmail } from '@/lib/auth/identity';
import { loadSessionContext } from '@/lib/auth/session';
import { signInWithSso, type SsoIdentity } from '@/lib/auth/sso/sign-in';
import { apiRequest, createOrg, createUser, db, routeParams } from '../helpers/factories';
import { fromAddress } from '../helpers/client-address';

const oidc = (name: string) => ({ issuer: `https://idp.${name}.example.com`, clientId: `${name}-client`, clientSecret: 'secret' });

const ask = (body: unknown, ip = '192.0.2.10') =>
  checkIdp(apiRequest('/api/v1/sso/check-idp', { method: 'POST', body, headers: fromAddress(ip) }), routeParams({}));

afterEach(() => {
  delete process.env.GOOGLE_CLIENT_ID;
  delete process.env.GOOGLE_CLIENT_SECRET;
});

describe('POST /api/v1/sso/check-idp', () => {
  it("answers an email's organisation provider and sets the 10 s strict email-prefill cookie", async () => {
    await createOrg({ clientKey: 'found', sso: { ssoLoginOnly: true, emailDomains: ['found.example.com'], oidc: { ...oidc('found'), label: 'Found SSO' } } });
    const res = await ask({ email: 'Jo@FOUND.example.com' });
    expect(res.status).toBe(200);
    expect((await res.json()).item).toEqual({
      domain: 'found.example.com',
      ssoLoginOnly: true,
      providerId: 'oidc-found',
      providerKind: 'oidc',
      label: 'Found SSO',
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('oh_sso_email=')) ?? '';
    expect(cookie).toContain('oh_sso_email=jo%40found.example.com');
    expect(cookie).toContain('Max-Age=10');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('HttpOnly');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('oh_sso_provider=oidc-found;'))).toBe(true);
  });

  it('falls back to the first deployment-wide provider for a mapped domain without its own IdP', async () => {
    await createOrg({ sso: { emailDomains: ['google-mapped.example.com'] } });
    expect((await ask({ email: 'a@google-mapped.example.com' })).status).toBe(404);
    Object.assign(process.env, { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    const item = (await (await ask({ email: 'a@google-mapped.example.com' })).json()).item;
    expect(item).toMatchObject({ providerId: 'google', providerKind: 'google', ssoLoginOnly: false });
  });

  it('answers 404 "SSO not supported" for a domain no organisation maps, and sets no cookie', async () => {
    const res = await ask({ email: 'someone@unmapped.example.com' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'auth.ssoNotSupported' } });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('ignores inactive organisations', async () => {
    await createOrg({ isActive: false, sso: { emailDomains: ['closed.example.com'], oidc: oidc('closed') } });
    expect((await ask({ email: 'x@closed.example.com' })).status).toBe(404);
  });

  it("never answers with another organisation's provider", async () => {
    await createOrg({ clientKey: 'alpha', sso: { emailDomains: ['alpha.example.com'], oidc: oidc('alpha') } });
    await createOrg({ clientKey: 'beta', sso: { emailDomains: ['beta.example.com'], oidc: oidc('beta') } });
    // A later organisation claiming alpha's domain does not take it over.
    await createOrg({ clientKey: 'squatter', sso: { emailDomains: ['alpha.example.com'], oidc: oidc('squatter') } });
    expect((await (await ask({ email: 'a@alpha.example.com' })).json()).item.providerId).toBe('oidc-alpha');
    expect((await (await ask({ email: 'b@beta.example.com' })).json()).item.providerId).toBe('oidc-beta');
    expect((await ask({ email: 'a@sub.alpha.example.com' })).status).toBe(404);
  });

  it('finds an organisation by client key or by its sub-domain host name', async () => {
    await createOrg({ clientKey: 'keyed', sso: { emailDomains: ['keyed.example.com'], oidc: oidc('keyed') } });
    const byKey = (await (await ask({ clientKey: 'KEYED' })).json()).item;
    expect(byKey).toMatchObject({ providerId: 'oidc-keyed', domain: 'keyed.example.com' });
    // No email was typed, so there is nothing to prefill at the provider.
    expect((await ask({ clientKey: 'keyed' })).headers.getSetCookie().some((c) => c.startsWith('oh_sso_email'))).toBe(false);
    expect((await (await ask({ hostname: 'keyed.openhow.example.com' })).json()).item.providerId).toBe('oidc-keyed');
    expect((await (await ask({ hostname: 'keyed.localhost' })).json()).item.providerId).toBe('oidc-keyed');
    expect((await ask({ hostname: 'localhost' })).status).toBe(404);
    expect((await ask({ clientKey: 'nobody' })).status).toBe(404);
  });

  it('rejects malformed input with 422 and bad JSON with 400', async () => {
    expect((await ask({ email: 'not-an-email' })).status).toBe(422);
    expect((await ask({})).status).toBe(422);
    expect((await ask({ hostname: 'bad host/name' })).status).toBe(422);
    expect((await ask('{oops')).status).toBe(400);
  });

  it('limits one address to 60 look-ups a minute', async () => {
    for (let i = 0; i < 60; i++) expect((await ask({ email: `u${i}@nowhere.example.com` }, '198.51.100.77')).status).toBe(404);
    const limited = await ask({ email: 'last@nowhere.example.com' }, '198.51.100.77');
    expect(limited.status).toBe(429);
    expect((await ask({ email: 'other@nowhere.example.com' }, '198.51.100.78')).status).toBe(404);
  });
});

describe('the SSO sign-in check', () => {
  const meta = { ip: '203.0.113.5', userAgent: 'vitest' };
  const attempt = async (identity: Partial<SsoIdentity> & { email: string }) =>
    signInWithSso(await db(), { providerId: 'oidc-rules', emailVerified: true, ...identity }, meta);
  const refusal = (identity: Partial<SsoIdentity> & { email: string }) => attempt(identity).then(() => null, (e) => e.messageKey);

  it('opens an SSO session for a verified member and logs the login', async () => {
    const org = await createOrg({ clientKey: 'rules', sso: { emailDomains: ['rules.example.com'], oidc: oidc('rules') } });
    const user = await createUser(org.id, 'publisher', { email: 'ok@rules.example.com' });
    const result = await attempt({ email: 'OK@rules.example.com' });
    expect(result.userId).toBe(user.id);
    const ctx = await loadSessionContext(await db(), result.sessionId);
    expect(ctx).toMatchObject({ method: 'sso', user: { id: user.id, role: 'publisher' }, org: { id: org.id } });
    const logged = await (await db()).select().from(loginActivity).where(and(eq(loginActivity.userId, user.id), eq(loginActivity.success, true)));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ method: 'sso', ip: meta.ip });
  });

  it('refuses unknown, disabled, role-less and synthetic accounts, and unverified emails', async () => {
    const org = await createOrg({ clientKey: 'rules2', sso: { oidc: oidc('rules2') } });
    await createUser(org.id, 'viewer', { email: 'off@rules2.example.com', disabled: true });
    await createUser(org.id, null, { email: 'norole@rules2.example.com' });
    await createUser(org.id, 'viewer', { email: 'fine@rules2.example.com' });
    const tech = employeeIdEmail('rules2', 'E7');
    await createUser(org.id, 'viewer', { email: tech, employeeId: 'E7' });
    const id = { providerId: 'oidc-rules2' };
    expect(await refusal({ ...id, email: 'ghost@rules2.example.com' })).toBe('auth.notRegistered');
    expect(await refusal({ ...id, email: 'off@rules2.example.com' })).toBe('auth.accountDisabled');
    expect(await refusal({ ...id, email: 'norole@rules2.example.com' })).toBe('auth.notRegistered');
    expect(await refusal({ ...id, email: tech })).toBe('auth.notRegistered');
    expect(await refusal({ ...id, email: 'fine@rules2.example.com', emailVerified: false })).toBe('auth.loginFailed');
    expect(await refusal({ ...id, email: 'fine@rules2.example.com' })).toBeNull();
    const failures = await (await db()).select().from(loginActivity).where(eq(loginActivity.reason, 'auth.accountDisabled'));
    expect(failures.some((f) => f.login === 'off@rules2.example.com' && !f.success)).toBe(true);
  });

  it("refuses an email outside the organisation's SSO domains", async () => {
    const org = await createOrg({ clientKey: 'mapped', sso: { emailDomains: ['mapped.example.com'], oidc: oidc('mapped') } });
    await createUser(org.id, 'viewer', { email: 'contractor@elsewhere.example.com' });
    expect(await refusal({ providerId: 'oidc-mapped', email: 'contractor@elsewhere.example.com' })).toBe('sso.domainNotAllowed');
    expect(await refusal({ providerId: 'google', email: 'contractor@elsewhere.example.com' })).toBe('sso.domainNotAllowed');
  });

  it("lets an organisation's provider sign in only that organisation's members", async () => {
    await createOrg({ clientKey: 'home', sso: { oidc: oidc('home') } });
    const other = await createOrg({ clientKey: 'other', sso: { oidc: oidc('other') } });
    await createUser(other.id, 'admin-organization', { email: 'boss@other.example.com' });
    expect(await refusal({ providerId: 'oidc-home', email: 'boss@other.example.com' })).toBe('sso.wrongOrganization');
    expect(await refusal({ providerId: 'oidc-other', email: 'boss@other.example.com' })).toBeNull();
  });

  it('refuses members of an inactive organisation', async () => {
    const org = await createOrg({ clientKey: 'dormant', isActive: false, sso: { oidc: oidc('dormant') } });
    await createUser(org.id, 'viewer', { email: 'sleepy@dormant.example.com' });
    expect(await refusal({ providerId: 'oidc-dormant', email: 'sleepy@dormant.example.com' })).toBe('auth.accountDisabled');
  });
});
