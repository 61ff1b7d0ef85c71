import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as resetMp } from '@/app/api/v1/auth/reset-employeeIdMP/route';
import { PUT as putCustomized } from '@/app/api/v1/organization-settings/my/customized-permissions/route';
import { PUT as putLanguage } from '@/app/api/v1/organization-settings/my/interface-language/route';
import { PUT as putLogin } from '@/app/api/v1/organization-settings/my/login/route';
import { PUT as putPermissions } from '@/app/api/v1/organization-settings/my/permissions/route';
import { PATCH as patchProfile } from '@/app/api/v1/profile/me/route';
import { authSessions, organizations } from '@/db/schema';
import { mailLocale } from '@/lib/auth/account/links';
import { employeeIdEmail } from '@/lib/auth/identity';
import { authenticate } from '@/lib/auth/login';
import { loadSessionContext } from '@/lib/auth/session';
import { getOrgSettings } from '@/lib/orgs/queries';
import { canInviteUsers } from '@/lib/shell/header';
import { addMember, createOrg, createUser, createWorkspace, db, sessionCookie } from '../helpers/factories';
import { adminOfNewOrg, call, member } from './admin-settings-helpers';

// Settings are read per request: each change below shows on the very next request, with no
// sign-out, cache or restart in between.

const BASE = '/api/v1/organization-settings/my';
const meta = { ip: '203.0.113.7', userAgent: 'vitest' };
const context = async (sessionId: string) => loadSessionContext(await db(), sessionId);

describe('settings take effect at once', () => {
  it('allowNameChange off: renaming oneself answers 403', async () => {
    const { org, cookie: adminCookie } = await adminOfNewOrg();
    const { cookie } = await member(org.id, 'viewer');
    const rename = (displayName: string) => call(patchProfile, '/api/v1/profile/me', { method: 'PATCH', body: { displayName }, cookie });
    expect((await rename('Vera Viewer')).status).toBe(200);
    await call(putLogin, `${BASE}/login`, { method: 'PUT', body: { allowNameChange: false }, cookie: adminCookie });
    expect(await rename('Vera Renamed')).toMatchObject({ status: 403, body: { error: { message: 'profile.nameChangeNotAllowed' } } });
  });

  it('analytics role list [org admin]: a workspace admin loses analytics, and gets it back with null', async () => {
    const { org, cookie: adminCookie } = await adminOfNewOrg();
    const ws = await createWorkspace(org.id);
    const wsAdmin = await createUser(org.id, 'admin-group');
    await addMember(org.id, ws.id, wsAdmin.id, 'admin-group');
    const { sessionId } = await sessionCookie(wsAdmin);
    expect((await context(sessionId))?.access.analytics).toBe(true);

    await call(putPermissions, `${BASE}/permissions`, { method: 'PUT', body: { analytics: ['admin-organization'] }, cookie: adminCookie });
    expect((await context(sessionId))?.access.analytics).toBe(false);
    await call(putPermissions, `${BASE}/permissions`, { method: 'PUT', body: { analytics: null }, cookie: adminCookie });
    expect((await context(sessionId))?.access.analytics).toBe(true);
  });

  it('skills-manager role list without publishers: a publisher loses skills access', async () => {
    const { org, cookie: adminCookie } = await adminOfNewOrg();
    const { sessionId } = await sessionCookie(await createUser(org.id, 'publisher'));
    expect((await context(sessionId))?.access.skills).toBe(true);
    await call(putPermissions, `${BASE}/permissions`, { method: 'PUT', body: { skillsManager: ['admin-organization', 'admin-group'] }, cookie: adminCookie });
    expect((await context(sessionId))?.access.skills).toBe(false);
  });

  it('enableGlobalInviteUser off: the invite button goes away', async () => {
    const { org, cookie: adminCookie } = await adminOfNewOrg();
    const { sessionId } = await sessionCookie(await createUser(org.id, 'admin-group'));
    const canInvite = async () => {
      const ctx = (await context(sessionId))!;
      return canInviteUsers(ctx.user.role, ctx.org.settings);
    };
    expect(await canInvite()).toBe(true);
    await call(putCustomized, `${BASE}/customized-permissions`, { method: 'PUT', body: { enableGlobalInviteUser: false }, cookie: adminCookie });
    expect(await canInvite()).toBe(false);
  });

  it('employeeIdLogin off: employee-ID sign-in is refused with auth.alertDisableDHLogin', async () => {
    const { org, cookie: adminCookie } = await adminOfNewOrg();
    await createUser(org.id, 'viewer', { email: employeeIdEmail(org.clientKey, 'E5'), employeeId: 'E5' });
    const signIn = async () => authenticate(await db(), { login: 'E5', password: 'Test-Passw0rd!', clientKey: org.clientKey }, meta);
    await expect(signIn()).resolves.toMatchObject({ isSharedAccount: false });
    await call(putLogin, `${BASE}/login`, { method: 'PUT', body: { employeeIdLogin: false }, cookie: adminCookie });
    await expect(signIn()).rejects.toMatchObject({ messageKey: 'auth.alertDisableDHLogin' });
  });

  it('master password: a passwordless employee signs in with it once it is set and switched on', async () => {
    const { org, cookie: adminCookie } = await adminOfNewOrg();
    const emp = await createUser(org.id, 'viewer', { email: employeeIdEmail(org.clientKey, 'E9'), employeeId: 'E9', passwordless: true, passwordHash: null });
    const signIn = async () => authenticate(await db(), { login: 'e9', password: 'Floor-Passw0rd!', clientKey: org.clientKey }, meta);
    await expect(signIn()).rejects.toMatchObject({ messageKey: 'auth.invalidLoginCredentials' });

    await call(resetMp, '/api/v1/auth/reset-employeeIdMP', { method: 'POST', body: { employeeIdMP: 'Floor-Passw0rd!' }, cookie: adminCookie });
    await expect(signIn()).rejects.toMatchObject({ messageKey: 'auth.invalidLoginCredentials' });
    expect((await call(putLogin, `${BASE}/login`, { method: 'PUT', body: { employeeIdMPEnabled: true }, cookie: adminCookie })).status).toBe(200);
    await expect(signIn()).resolves.toMatchObject({ userId: emp.id });

    await call(putLogin, `${BASE}/login`, { method: 'PUT', body: { employeeIdMPEnabled: false }, cookie: adminCookie });
    await expect(signIn()).rejects.toMatchObject({ messageKey: 'auth.invalidLoginCredentials' });
  });

  it('auto-logout: an idle session past the timeout is signed out', async () => {
    const { org, cookie: adminCookie } = await adminOfNewOrg();
    const { sessionId } = await sessionCookie(await createUser(org.id, 'viewer'));
    const idleFiveMinutes = async () =>
      (await db()).update(authSessions).set({ lastSeenAt: new Date(Date.now() - 5 * 60_000) }).where(eq(authSessions.id, sessionId));
    await idleFiveMinutes();
    expect(await context(sessionId)).not.toBeNull();
    await idleFiveMinutes();
    await call(putPermissions, `${BASE}/permissions`, { method: 'PUT', body: { allowAutoLogout: true, autoLogoutTimeout: '2' }, cookie: adminCookie });
    expect(await context(sessionId)).toBeNull();
  });

  it('default interface language: emails to people without a language of their own use it', async () => {
    const { org, cookie: adminCookie } = await adminOfNewOrg();
    const orgRow = async () => (await (await db()).select().from(organizations).where(eq(organizations.id, org.id)))[0];
    expect(mailLocale({ locale: null }, await orgRow())).toBe('en');
    await call(putLanguage, `${BASE}/interface-language`, { method: 'PUT', body: { defaultLocale: 'de-de' }, cookie: adminCookie });
    expect(mailLocale({ locale: null }, await orgRow())).toBe('de-de');
    expect(mailLocale({ locale: 'fr-fr' }, await orgRow())).toBe('fr-fr');
  });

  it('changes one organisation only', async () => {
    const { cookie: adminCookie } = await adminOfNewOrg();
    const other = await createOrg();
    await call(putLogin, `${BASE}/login`, { method: 'PUT', body: { allowNameChange: false, employeeIdLogin: false }, cookie: adminCookie });
    const settings = await getOrgSettings(await db(), { orgId: other.id });
    expect(settings).toMatchObject({ allowNameChange: true, employeeIdLogin: true });
  });
});
