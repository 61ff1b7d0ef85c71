import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as add } from '@/app/api/v1/users/add/route';
import { auditLog, emailOutbox, users, workspaceMembers } from '@/db/schema';
import { employeeIdEmail, sharedAccountEmail } from '@/lib/auth/identity';
import { authenticate } from '@/lib/auth/login';
import { hashPassword } from '@/lib/auth/password';
import { createOrg, createUser, db } from '../helpers/factories';
import { adminWorld, call, cookieOf, FOREIGN_ID } from './admin-users-fixtures';

let w: Awaited<ReturnType<typeof adminWorld>>;
beforeAll(async () => {
  w = await adminWorld();
});

const post = (cookie: string, body: unknown) => call(add, '/api/v1/users/add', { method: 'POST', cookie, body });
const userByEmail = async (email: string) => (await db()).query.users.findFirst({ where: eq(users.email, email) });
const SHARED_PASSWORD = 'Tablet-Pass1!';
const signIn = async (login: string, password: string, clientKey?: string) =>
  authenticate(await db(), { login, password, clientKey }, { ip: '198.51.100.9' });

describe('POST /api/v1/users/add', () => {
  it('adds an org admin by email: lowercased, invited, audited', async () => {
    const res = await post(w.cookies.admin, { type: 'org-admin', email: '  New.Boss@Example.COM ' });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({ email: 'new.boss@example.com', displayName: 'New Boss', role: 'admin-organization', displayStatus: 'invited' });
    expect(res.body.invitationStatus).toBe('pending');
    const d = await db();
    const mails = await d.select().from(emailOutbox).where(eq(emailOutbox.to, 'new.boss@example.com'));
    expect(mails).toHaveLength(1);
    const audit = await d.select().from(auditLog).where(and(eq(auditLog.entityId, res.body.item.id), eq(auditLog.action, 'user.add')));
    expect(audit).toHaveLength(1);
  });

  it('adds a group user into a workspace with a role and invites them', async () => {
    const res = await post(w.cookies.admin, { type: 'group-user', email: 'Gina@Example.com', displayName: 'Gina Group', workspaceId: w.ws1.id, role: 'publisher' });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({ email: 'gina@example.com', displayName: 'Gina Group', role: 'publisher', roles: { [w.ws1.id]: 'publisher' } });
  });

  it('stores names as typed — & and apostrophes are kept, markup characters are refused', async () => {
    const ok = await post(w.cookies.admin, { type: 'group-user', email: "o'brien@example.com", displayName: "Tom & Jerry's", workspaceId: w.ws1.id });
    expect(ok.status).toBe(201);
    expect(ok.body.item).toMatchObject({ displayName: "Tom & Jerry's", email: "o'brien@example.com" });
    const bad = await post(w.cookies.admin, { type: 'group-user', email: 'x@example.com', displayName: '<b>Bold</b>', workspaceId: w.ws1.id });
    expect(bad.status).toBe(422);
    expect(bad.body.error.issues).toEqual([expect.objectContaining({ path: 'displayName', message: 'rules.invalidName' })]);
  });

  it('adds an employee-ID user who signs in with their own password or the organisation master password', async () => {
    const withPassword = await post(w.cookies.admin, { type: 'user-passwordless', employeeId: 'E-200', displayName: 'Emil Employee', password: SHARED_PASSWORD, workspaceId: w.ws1.id });
    expect(withPassword.status).toBe(201);
    expect(withPassword.body.item).toMatchObject({ email: null, employeeId: 'E-200', displayStatus: 'active', passwordless: false });
    expect(await userByEmail(employeeIdEmail(w.org.clientKey, 'E-200'))).toBeTruthy();
    await expect(signIn('E-200', SHARED_PASSWORD, w.org.clientKey)).resolves.toMatchObject({ userId: withPassword.body.item.id });

    const org = await createOrg({ settings: { employeeIdMPEnabled: true }, employeeIdMpHash: await hashPassword('Master-Pass1!') });
    const cookie = await cookieOf(await createUser(org.id, 'admin-organization'));
    const noPassword = await post(cookie, { type: 'user-passwordless', employeeId: 'E300', displayName: 'Mia Master' });
    expect(noPassword.status).toBe(201);
    expect(noPassword.body.item).toMatchObject({ passwordless: true, role: 'viewer' });
    await expect(signIn('e300', 'Master-Pass1!', org.clientKey)).resolves.toMatchObject({ userId: noPassword.body.item.id });
  });

  it('adds a shared-device account with a synthetic address that signs in as "<name>.shared"', async () => {
    const res = await post(w.cookies.admin, { type: 'user-shared', employeeId: 'Line2', password: SHARED_PASSWORD });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({ shared: true, email: null, employeeId: 'Line2', displayName: 'Line2' });
    expect(await userByEmail(sharedAccountEmail(w.org.clientKey, 'line2'))).toBeTruthy();
    await expect(signIn('line2.shared', SHARED_PASSWORD, w.org.clientKey)).resolves.toMatchObject({ isSharedAccount: true });
  });

  it('answers 422 with the rule for bad emails, names, employee IDs and weak shared passwords', async () => {
    const cases: [unknown, string, string][] = [
      [{ type: 'org-admin', email: 'not-an-email' }, 'email', 'rules.invalidEmail'],
      [{ type: 'org-admin', email: `a@${'users.openhow.local'}` }, 'email', 'rules.invalidEmail'],
      [{ type: 'group-user', email: 'ok@example.com', displayName: 'a/b', workspaceId: w.ws1.id }, 'displayName', 'rules.invalidName'],
      [{ type: 'user-passwordless', employeeId: 'E(1)', displayName: 'Id Test' }, 'employeeId', 'rules.invalidId'],
      [{ type: 'user-passwordless', employeeId: 'me@home', displayName: 'Id Test' }, 'employeeId', 'adminUsers.idReserved'],
      [{ type: 'user-passwordless', employeeId: 'E 1', displayName: 'Id Test' }, 'employeeId', 'rules.noSpace'],
      [{ type: 'user-shared', employeeId: 'line3', password: 'weakpass' }, 'password', 'rules.passwordLength'],
      [{ type: 'group-user', email: 'ok@example.com', workspaceId: w.ws1.id, role: 'admin-organization' }, 'role', 'adminUsers.invalidRole'],
    ];
    for (const [body, path, message] of cases) {
      const res = await post(w.cookies.admin, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error.issues, JSON.stringify(body)).toContainEqual(expect.objectContaining({ path, message }));
    }
    expect((await post(w.cookies.admin, { type: 'someone' })).status).toBe(422);
  });

  it('answers 409 when the address or employee ID already has an account here', async () => {
    const taken = await post(w.cookies.admin, { type: 'org-admin', email: w.viewer.email.toUpperCase() });
    expect(taken).toMatchObject({ status: 409, body: { error: { message: 'adminUsers.emailInUse' } } });
    await post(w.cookies.admin, { type: 'user-passwordless', employeeId: 'DUP1', displayName: 'First' });
    const dup = await post(w.cookies.admin, { type: 'user-passwordless', employeeId: 'dup1', displayName: 'Second' });
    expect(dup).toMatchObject({ status: 409, body: { error: { message: 'adminUsers.employeeIdInUse' } } });
  });

  it('lets workspace admins add people only into their workspaces, with roles up to their own', async () => {
    const cookie = w.cookies.wsAdmin;
    const ok = await post(cookie, { type: 'group-user', email: 'ws.hire@example.com', workspaceId: w.ws1.id, role: 'admin-group' });
    expect(ok.status).toBe(201);
    const shared = await post(cookie, { type: 'user-shared', employeeId: 'wsline', password: SHARED_PASSWORD, workspaceId: w.ws1.id });
    expect(shared.status).toBe(201);

    expect(await post(cookie, { type: 'org-admin', email: 'boss2@example.com' })).toMatchObject({ status: 403, body: { error: { message: 'adminUsers.cannotAddOrgAdmin' } } });
    expect(await post(cookie, { type: 'group-user', email: 'other@example.com', workspaceId: w.ws2.id })).toMatchObject({
      status: 403,
      body: { error: { message: 'adminUsers.workspaceNotManaged' } },
    });
    expect(await post(cookie, { type: 'user-passwordless', employeeId: 'E900', displayName: 'No Place' })).toMatchObject({
      status: 422,
      body: { error: { message: 'adminUsers.workspaceRequired' } },
    });
    expect(await userByEmail('boss2@example.com')).toBeUndefined();
  });

  it('refuses viewers and publishers', async () => {
    for (const cookie of [w.cookies.viewer, w.cookies.publisher]) {
      expect((await post(cookie, { type: 'group-user', email: 'nope@example.com', workspaceId: w.ws1.id })).status).toBe(403);
    }
  });

  it('answers 404 for a workspace of another organisation, an unknown one or a malformed id', async () => {
    for (const workspaceId of [w.otherWs.id, FOREIGN_ID, 'ws-1']) {
      const res = await post(w.cookies.admin, { type: 'group-user', email: 'where@example.com', workspaceId });
      expect(res.status, workspaceId).toBe(404);
    }
    expect(await userByEmail('where@example.com')).toBeUndefined();
  });

  it('invites a list of addresses with one result per address', async () => {
    const res = await post(w.cookies.admin, {
      type: 'group-user',
      emails: ['one@example.com', 'TWO@example.com', 'bad address', 'one@example.com', w.viewer.email, w.otherUser.email],
      workspaceId: w.ws2.id,
      role: 'viewer',
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((r: { row: number; status: string; messageKey: string }) => [r.row, r.status, r.messageKey])).toEqual([
      [1, 'invited', 'adminUsers.import.invited'],
      [2, 'invited', 'adminUsers.import.invited'],
      [3, 'error', 'rules.noSpace'],
      [4, 'skipped', 'adminUsers.import.duplicateRow'],
      [5, 'skipped', 'adminUsers.import.exists'],
      // Another organisation's address reads like a new one (tests/integration/admin-users-invite-privacy.test.ts).
      [6, 'invited', 'adminUsers.import.invited'],
    ]);
    expect(res.body.summary).toEqual({ created: 0, invited: 3, skipped: 2, error: 1 });
    const two = await userByEmail('two@example.com');
    const membership = await (await db()).query.workspaceMembers.findFirst({ where: eq(workspaceMembers.userId, two!.id) });
    expect(membership).toMatchObject({ workspaceId: w.ws2.id, role: 'viewer' });
    const wsAdminBulk = await post(w.cookies.wsAdmin, { type: 'group-user', emails: ['x1@example.com'], workspaceId: w.ws2.id });
    expect(wsAdminBulk.status).toBe(403);
  });
});
