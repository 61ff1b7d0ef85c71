import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { GET, PUT } from '@/app/api/v1/organization-settings/my/sso/route';
import { organizations } from '@/db/schema';
import { authenticate } from '@/lib/auth/login';
import { createOrg, createUser, db, PASSWORD, sessionCookie } from '../helpers/factories';
import { adminOfNewOrg, auditOf, call, member, REFUSED_ROLES } from './admin-settings-helpers';

const PATH = '/api/v1/organization-settings/my/sso';
const OIDC = { issuer: 'https://idp.example.com/realms/acme', clientId: 'openhow', clientSecret: 'shh-very-secret', label: 'Acme login' };
const storedSso = async (id: string) => (await (await db()).select().from(organizations).where(eq(organizations.id, id)))[0].sso as Record<string, unknown>;
const save = (cookie: string, body: unknown) => call(PUT, PATH, { method: 'PUT', body, cookie });

afterEach(() => {
  delete process.env.GOOGLE_CLIENT_ID;
  delete process.env.GOOGLE_CLIENT_SECRET;
});

describe('GET/PUT /organization-settings/my/sso', () => {
  it('saves the OIDC provider and domains; the secret is write-only and blank keeps it', async () => {
    const { org, cookie } = await adminOfNewOrg();
    expect((await call(GET, PATH, { cookie })).body.item).toMatchObject({ ssoLoginOnly: false, emailDomains: [], oidc: null, userMappings: {} });

    const res = await save(cookie, { ssoLoginOnly: false, emailDomains: [' Acme.Example.com ', 'acme.example.com'], oidc: OIDC, userMappings: { employeeId: 'employee_number' } });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      emailDomains: ['acme.example.com'],
      oidc: { issuer: OIDC.issuer, clientId: 'openhow', label: 'Acme login', hasClientSecret: true },
      userMappings: { employeeId: 'employee_number' },
      callbackUrl: `http://localhost:3000/api/auth/callback/oidc-${org.clientKey}`,
    });
    expect(JSON.stringify(res.body)).not.toContain(OIDC.clientSecret);

    const kept = await save(cookie, { ssoLoginOnly: false, emailDomains: ['acme.example.com'], oidc: { ...OIDC, clientSecret: '', clientId: 'openhow-2' } });
    expect(kept.status).toBe(200);
    expect(await storedSso(org.id)).toMatchObject({ oidc: { clientId: 'openhow-2', clientSecret: OIDC.clientSecret } });

    const entries = await auditOf(org.id, 'settings.sso.update');
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toContain(OIDC.clientSecret);
    expect(entries[1].before).toMatchObject({ oidc: { clientId: 'openhow' } });
    expect(entries[1].after).toMatchObject({ oidc: { clientId: 'openhow-2' } });
  });

  it('needs a client secret for a new provider and an HTTPS issuer (HTTP only on this machine)', async () => {
    const { cookie } = await adminOfNewOrg();
    const noSecret = await save(cookie, { ssoLoginOnly: false, emailDomains: [], oidc: { ...OIDC, clientSecret: '' } });
    expect(noSecret.status).toBe(422);
    expect(noSecret.body.error.issues).toEqual([{ path: 'oidc.clientSecret', message: 'rules.required' }]);
    for (const issuer of ['http://idp.example.com', 'ftp://idp.example.com', 'not a url', 'https://user:pw@idp.example.com']) {
      const res = await save(cookie, { ssoLoginOnly: false, emailDomains: [], oidc: { ...OIDC, issuer } });
      expect(res.status, issuer).toBe(422);
      expect(res.body.error.issues[0]).toMatchObject({ path: 'oidc.issuer', message: 'adminSettings.issuerHttps' });
    }
    expect((await save(cookie, { ssoLoginOnly: false, emailDomains: [], oidc: { ...OIDC, issuer: 'http://localhost:9000/oidc' } })).status).toBe(200);
    const badDomain = await save(cookie, { ssoLoginOnly: false, emailDomains: ['not a domain'], oidc: null });
    expect(badDomain.body.error.issues[0]).toMatchObject({ path: 'emailDomains.0', message: 'adminSettings.invalidDomain' });
    expect((await save(cookie, { ssoLoginOnly: false, emailDomains: [], oidc: null, userMappings: { password: 'x' } })).status).toBe(422);
  });

  it('refuses SSO-only without a provider, and asks a password-signed-in admin to confirm', async () => {
    const { org, cookie } = await adminOfNewOrg();
    expect(await save(cookie, { ssoLoginOnly: true, emailDomains: ['acme.example.com'], oidc: null })).toMatchObject({
      status: 409,
      body: { error: { message: 'adminSettings.ssoOnlyNeedsProvider' } },
    });
    const body = { ssoLoginOnly: true, emailDomains: [], oidc: OIDC };
    expect((await save(cookie, body)).body.error.message).toBe('adminSettings.ssoOnlyConfirm');
    expect((await storedSso(org.id)).ssoLoginOnly).toBeFalsy();

    expect((await save(cookie, { ...body, confirmSsoOnly: true })).status).toBe(200);
    // Takes effect at once: email and password sign-in now answers "use SSO".
    const person = await createUser(org.id, 'viewer', { email: `person-${org.clientKey}@example.com` });
    await expect(authenticate(await db(), { login: person.email, password: PASSWORD }, { ip: '203.0.113.9' })).rejects.toMatchObject({
      messageKey: 'auth.useSsoLogin',
    });
  });

  it('lets an admin who signed in with SSO switch SSO-only on without a confirmation', async () => {
    process.env.GOOGLE_CLIENT_ID = 'g';
    process.env.GOOGLE_CLIENT_SECRET = 'g';
    const org = await createOrg();
    const admin = await createUser(org.id, 'admin-organization');
    const { cookie } = await sessionCookie(admin, 'sso');
    expect((await save(cookie, { ssoLoginOnly: true, emailDomains: ['sso-only.example.com'], oidc: null })).status).toBe(200);
  });

  it('refuses an email domain another organisation already signs in with', async () => {
    const other = await createOrg({ sso: { emailDomains: ['taken.example.com'] } });
    const { org, cookie } = await adminOfNewOrg();
    expect(await save(cookie, { ssoLoginOnly: false, emailDomains: ['free.example.com', 'taken.example.com'], oidc: null })).toMatchObject({
      status: 409,
      body: { error: { message: 'adminSettings.ssoDomainTaken', details: { domains: ['taken.example.com'] } } },
    });
    expect((await storedSso(org.id)).emailDomains).toBeUndefined();
    expect((await storedSso(other.id)).emailDomains).toEqual(['taken.example.com']);
  });

  it('refuses viewers, publishers and workspace admins', async () => {
    const org = await createOrg({ sso: { oidc: OIDC } });
    for (const role of REFUSED_ROLES) {
      const { cookie } = await member(org.id, role);
      expect((await call(GET, PATH, { cookie })).status, role).toBe(403);
      expect((await save(cookie, { ssoLoginOnly: false, emailDomains: [], oidc: null })).status, role).toBe(403);
    }
    expect((await storedSso(org.id)).oidc).toMatchObject({ clientId: 'openhow' });
  });
});
