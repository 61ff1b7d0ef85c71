import { beforeAll, describe, expect, it } from 'vitest';
import { POST as create } from '@/app/api/v1/admin/user/shared-account/route';
import { PATCH as update } from '@/app/api/v1/admin/user/shared-account/[id]/route';
import { POST as resetPassword } from '@/app/api/v1/auth/shared-account/reset-password/route';
import { GET as profile } from '@/app/api/v1/profile/me/route';
import { authenticate } from '@/lib/auth/login';
import { db } from '../helpers/factories';
import { adminWorld, call, cookieOf, FOREIGN_ID } from './admin-users-fixtures';

let w: Awaited<ReturnType<typeof adminWorld>>;
beforeAll(async () => {
  w = await adminWorld();
});

const PASSWORD = 'Tablet-Pass1!';
const NEW_PASSWORD = 'Tablet-Pass2?';
const createAccount = (cookie: string, body: unknown) => call(create, '/api/v1/admin/user/shared-account', { method: 'POST', cookie, body });
const patchAccount = (cookie: string, id: string, body: unknown) =>
  call(update, `/api/v1/admin/user/shared-account/${id}`, { method: 'PATCH', cookie, body, params: { id } });
const reset = (cookie: string, body: unknown) => call(resetPassword, '/api/v1/auth/shared-account/reset-password', { method: 'POST', cookie, body });
const signIn = async (name: string, password: string) =>
  authenticate(await db(), { login: `${name}.shared`, password, clientKey: w.org.clientKey }, { ip: '198.51.100.20' });

describe('shared-device accounts', () => {
  it('creates an account in a workspace that signs in with its password', async () => {
    const res = await createAccount(w.cookies.wsAdmin, { employeeId: 'press7', displayName: 'Press 7 tablet', password: PASSWORD, workspaceId: w.ws1.id });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({ shared: true, displayName: 'Press 7 tablet', employeeId: 'press7', roles: { [w.ws1.id]: 'viewer' } });
    await expect(signIn('press7', PASSWORD)).resolves.toMatchObject({ isSharedAccount: true });
  });

  it('answers 422 for a weak password or a bad account name', async () => {
    const weak = await createAccount(w.cookies.admin, { employeeId: 'weak1', password: 'password1' });
    expect(weak.status).toBe(422);
    expect(weak.body.error.issues.map((i: { message: string }) => i.message)).toEqual(
      expect.arrayContaining(['rules.passwordLength', 'rules.passwordUpper', 'rules.passwordSpecial']),
    );
    expect((await createAccount(w.cookies.admin, { employeeId: 'a=b', password: PASSWORD })).status).toBe(422);
  });

  it('renames, sets a new password (signing its devices out) and disables', async () => {
    const { body } = await createAccount(w.cookies.admin, { employeeId: 'line9', password: PASSWORD });
    const id = body.item.id;
    const device = await cookieOf({ id, organizationId: w.org.id });
    const renamed = await patchAccount(w.cookies.admin, id, { displayName: 'Line 9' });
    expect(renamed.body.item.displayName).toBe('Line 9');
    expect((await call(profile, '/api/v1/profile/me', { cookie: device })).status).toBe(200);

    expect((await patchAccount(w.cookies.admin, id, { password: 'short' })).status).toBe(422);
    expect((await patchAccount(w.cookies.admin, id, { password: NEW_PASSWORD })).status).toBe(200);
    expect((await call(profile, '/api/v1/profile/me', { cookie: device })).status).toBe(401);
    await expect(signIn('line9', PASSWORD)).rejects.toMatchObject({ messageKey: 'auth.invalidLoginCredentials' });
    await expect(signIn('line9', NEW_PASSWORD)).resolves.toMatchObject({ userId: id });

    expect((await reset(w.cookies.admin, { userId: id, password: PASSWORD })).status).toBe(200);
    await expect(signIn('line9', PASSWORD)).resolves.toMatchObject({ userId: id });

    // Sending the current state is not a change.
    expect((await patchAccount(w.cookies.admin, id, { disabled: false })).status).toBe(200);
    const off = await patchAccount(w.cookies.admin, id, { disabled: true });
    expect(off.body.item.displayStatus).toBe('inactive');
  });

  it('answers only for shared accounts of the organisation, and refuses viewers and publishers', async () => {
    for (const id of [w.viewer.id, w.otherUser.id, FOREIGN_ID, 'x']) {
      expect((await patchAccount(w.cookies.admin, id, { displayName: 'X' })).status, id).toBe(404);
      expect((await reset(w.cookies.admin, { userId: id, password: PASSWORD })).status, id).toBe(404);
    }
    expect((await createAccount(w.cookies.viewer, { employeeId: 'v1', password: PASSWORD })).status).toBe(403);
    expect((await reset(w.cookies.publisher, { userId: w.viewer.id, password: PASSWORD })).status).toBe(403);
    // A workspace admin cannot create one outside his workspaces.
    const outside = await createAccount(w.cookies.wsAdmin, { employeeId: 'ws2tab', password: PASSWORD, workspaceId: w.ws2.id });
    expect(outside.status).toBe(403);
  });
});
