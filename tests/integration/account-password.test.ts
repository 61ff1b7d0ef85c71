import { describe, expect, it } from 'vitest';
import { POST as logoutAll } from '@/app/api/v1/auth/logout-all/route';
import { POST as logout } from '@/app/api/v1/auth/logout/route';
import { POST as changePassword } from '@/app/api/v1/auth/reset-password/route';
import { sharedAccountEmail } from '@/lib/auth/identity';
import { authenticate } from '@/lib/auth/login';
import { loadSessionContext } from '@/lib/auth/session';
import { apiRequest, createOrg, createUser, db, PASSWORD, routeParams, sessionCookie } from '../helpers/factories';

const NEW_PASSWORD = 'Changed-Passw0rd!';
const none = routeParams({});
const post = (path: string, cookie?: string, body?: unknown) => apiRequest(path, { method: 'POST', cookie, body });
const change = (cookie: string | undefined, body: unknown) => changePassword(post('/api/v1/auth/reset-password', cookie, body), none);
const alive = async (sessionId: string) => (await loadSessionContext(await db(), sessionId)) !== null;

describe('changing one’s own password', () => {
  it('needs the current password and a new one that follows the rules and differs', async () => {
    const org = await createOrg();
    const user = await createUser(org.id, 'publisher');
    const { cookie } = await sessionCookie(user);

    const wrong = await change(cookie, { currentPassword: 'Not-the-passw0rd', newPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).error.message).toBe('account.currentPasswordWrong');

    const reused = await change(cookie, { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect((await reused.json()).error.message).toBe('account.passwordReused');

    const weak = await change(cookie, { currentPassword: PASSWORD, newPassword: 'With space 1A!' });
    expect((await weak.json()).error.issues).toEqual([{ path: 'newPassword', message: 'rules.noSpace' }]);

    expect((await change(undefined, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(401);
  });

  it('signs the other browsers out but keeps this one', async () => {
    const org = await createOrg();
    const user = await createUser(org.id, 'viewer', { email: 'changer@example.com' });
    const here = await sessionCookie(user);
    const elsewhere = await sessionCookie(user);

    const res = await change(here.cookie, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ item: { ok: true } });
    expect(await alive(here.sessionId)).toBe(true);
    expect(await alive(elsewhere.sessionId)).toBe(false);
    await expect(authenticate(await db(), { login: 'changer@example.com', password: PASSWORD }, { ip: '192.0.2.80' })).rejects.toMatchObject({
      code: 'unauthorized',
    });
    expect((await authenticate(await db(), { login: 'changer@example.com', password: NEW_PASSWORD }, { ip: '192.0.2.80' })).userId).toBe(user.id);
  });

  it('is refused for shared-device accounts, whose admin manages the password', async () => {
    const org = await createOrg({ clientKey: 'floor' });
    const shared = await createUser(org.id, 'viewer', { email: sharedAccountEmail('floor', 'line2'), shared: true });
    const { cookie } = await sessionCookie(shared);
    const res = await change(cookie, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe('account.passwordChangeNotAllowed');
  });
});

describe('logging out', () => {
  it('ends only this browser’s session, and answers the same when already logged out', async () => {
    const org = await createOrg();
    const user = await createUser(org.id, 'viewer');
    const here = await sessionCookie(user);
    const elsewhere = await sessionCookie(user);
    const res = await logout(post('/api/v1/auth/logout', here.cookie), none);
    expect(await res.json()).toEqual({ item: { ok: true } });
    expect(await alive(here.sessionId)).toBe(false);
    expect(await alive(elsewhere.sessionId)).toBe(true);
    expect((await logout(post('/api/v1/auth/logout', here.cookie), none)).status).toBe(200);
  });

  it('logs out from all apps at once', async () => {
    const org = await createOrg();
    const user = await createUser(org.id, 'viewer');
    const here = await sessionCookie(user);
    const elsewhere = await sessionCookie(user);
    const res = await logoutAll(post('/api/v1/auth/logout-all', here.cookie), none);
    expect(res.status).toBe(200);
    expect(await alive(here.sessionId)).toBe(false);
    expect(await alive(elsewhere.sessionId)).toBe(false);
    expect((await logoutAll(post('/api/v1/auth/logout-all', here.cookie), none)).status).toBe(401);
  });

  it('refuses a cross-site logout request', async () => {
    const org = await createOrg();
    const user = await createUser(org.id, 'viewer');
    const here = await sessionCookie(user);
    const req = apiRequest('/api/v1/auth/logout-all', { method: 'POST', cookie: here.cookie, headers: { origin: 'https://evil.example.com' } });
    expect((await logoutAll(req, none)).status).toBe(403);
    expect(await alive(here.sessionId)).toBe(true);
  });
});
