import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as invite } from '@/app/api/v1/users/[id]/invite/route';
import { PUT as putRoles } from '@/app/api/v1/users/[id]/roles/route';
import { PATCH as patch } from '@/app/api/v1/users/[id]/route';
import { GET as profile } from '@/app/api/v1/profile/me/route';
import { auditLog, oneTimeTokens, users } from '@/db/schema';
import { employeeIdEmail } from '@/lib/auth/identity';
import { issueToken } from '@/lib/auth/tokens';
import { addMember, createOrg, createUser, db } from '../helpers/factories';
import { adminWorld, call, cookieOf, FOREIGN_ID, member } from './admin-users-fixtures';

let w: Awaited<ReturnType<typeof adminWorld>>;
beforeAll(async () => {
  w = await adminWorld();
});

const change = (cookie: string, id: string, body: unknown) => call(patch, `/api/v1/users/${id}`, { method: 'PATCH', cookie, body, params: { id } });
const roles = (cookie: string, id: string, body: unknown) => call(putRoles, `/api/v1/users/${id}/roles`, { method: 'PUT', cookie, body, params: { id } });
const resend = (cookie: string, id: string) => call(invite, `/api/v1/users/${id}/invite`, { method: 'POST', cookie, params: { id } });
const stored = async (id: string) => (await db()).query.users.findFirst({ where: eq(users.id, id) });

describe('PATCH /api/v1/users/{id}', () => {
  it('renames a user (org admin) and records who changed what', async () => {
    const user = await member(w.org.id, w.ws2.id, 'viewer', { displayName: 'Old Name' });
    const res = await change(w.cookies.admin, user.id, { displayName: '  Ana María López ' });
    expect(res.status).toBe(200);
    expect(res.body.item.displayName).toBe('Ana María López');
    expect(await stored(user.id)).toMatchObject({ firstName: 'Ana', lastName: 'María López' });
    const [entry] = await (await db()).select().from(auditLog).where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'user.update')));
    expect(entry).toMatchObject({ actorId: w.admin.id, before: { displayName: 'Old Name' } });
    expect((await change(w.cookies.admin, user.id, { displayName: 'a;b' })).status).toBe(422);
    expect((await change(w.cookies.admin, user.id, {})).status).toBe(422);
  });

  it('makes a workspace admin name the workspace through which they rename (spec §6)', async () => {
    const user = await member(w.org.id, w.ws1.id, 'viewer', { displayName: 'Ws Member' });
    expect(await change(w.cookies.wsAdmin, user.id, { displayName: 'Renamed' })).toMatchObject({ status: 422, body: { error: { message: 'adminUsers.workspaceRequired' } } });
    expect((await change(w.cookies.wsAdmin, user.id, { displayName: 'Renamed', workspaceId: w.otherWs.id })).status).toBe(404);
    expect((await change(w.cookies.wsAdmin, user.id, { displayName: 'Renamed', workspaceId: w.ws2.id })).status).toBe(403);
    const ok = await change(w.cookies.wsAdmin, user.id, { displayName: 'Renamed', workspaceId: w.ws1.id });
    expect(ok).toMatchObject({ status: 200, body: { item: { displayName: 'Renamed' } } });
    // Someone outside his workspaces does not exist for him.
    const outsider = await member(w.org.id, w.ws2.id, 'viewer');
    expect((await change(w.cookies.wsAdmin, outsider.id, { displayName: 'X', workspaceId: w.ws1.id })).status).toBe(404);
    expect((await change(w.cookies.wsAdmin, w.admin.id, { displayName: 'X', workspaceId: w.ws1.id })).status).toBe(404);
  });

  it('disables a user, which ends all their sessions at once; enabling lets them sign in again', async () => {
    const user = await member(w.org.id, w.ws1.id, 'viewer');
    const [a, b] = [await cookieOf(user), await cookieOf(user)];
    expect((await call(profile, '/api/v1/profile/me', { cookie: a })).status).toBe(200);
    const res = await change(w.cookies.wsAdmin, user.id, { disabled: true });
    expect(res).toMatchObject({ status: 200, body: { item: { disabled: true, displayStatus: 'inactive' } } });
    for (const cookie of [a, b]) expect((await call(profile, '/api/v1/profile/me', { cookie })).status).toBe(401);
    const enabled = await change(w.cookies.admin, user.id, { disabled: false });
    expect(enabled.body.item.displayStatus).toBe('active');
    const actions = (await (await db()).select().from(auditLog).where(eq(auditLog.entityId, user.id))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['user.disable', 'user.enable']));
  });

  it('never lets an admin disable themselves or someone of a higher role', async () => {
    expect(await change(w.cookies.admin, w.admin.id, { disabled: true })).toMatchObject({ status: 403, body: { error: { message: 'adminUsers.cannotDisable' } } });
    const superAdmin = await createUser(w.org.id, 'admin-super');
    expect((await change(w.cookies.admin, superAdmin.id, { disabled: true })).status).toBe(403);
    // A workspace admin cannot lock someone out of workspaces he does not manage.
    const both = await member(w.org.id, w.ws1.id, 'viewer');
    await addMember(w.org.id, w.ws2.id, both.id, 'viewer');
    expect((await change(w.cookies.wsAdmin, both.id, { disabled: true })).status).toBe(403);
    expect((await stored(both.id))?.disabled).toBe(false);
  });

  it('changes the organisation role (org admins only, up to their own) and protects the last org admin', async () => {
    const org = await createOrg();
    const [first, second] = [await createUser(org.id, 'admin-organization'), await createUser(org.id, 'admin-organization')];
    const viewer = await createUser(org.id, 'viewer');
    const cookie = await cookieOf(first);
    expect(await change(cookie, viewer.id, { role: 'admin-super' })).toMatchObject({ status: 403, body: { error: { message: 'adminUsers.cannotChangeRole' } } });
    expect((await change(cookie, second.id, { role: 'viewer' })).body.item.role).toBe('viewer');
    // The last org admin cannot step down or be disabled, whoever asks.
    expect(await change(cookie, first.id, { role: 'publisher' })).toMatchObject({ status: 409, body: { error: { message: 'adminUsers.lastOrgAdmin' } } });
    expect((await change(cookie, viewer.id, { role: 'admin-organization' })).status).toBe(200);
    expect((await change(cookie, first.id, { role: 'viewer' })).status).toBe(200);
    expect((await stored(first.id))?.role).toBe('viewer');
    expect((await change(w.cookies.wsAdmin, w.viewer.id, { role: 'publisher' })).status).toBe(403);
  });

  it('refuses viewers and publishers, and answers 404 for foreign, unknown and malformed ids', async () => {
    expect((await change(w.cookies.viewer, w.publisher.id, { displayName: 'X' })).status).toBe(403);
    expect((await change(w.cookies.publisher, w.viewer.id, { displayName: 'X' })).status).toBe(403);
    for (const id of [w.otherUser.id, FOREIGN_ID, 'abc']) expect((await change(w.cookies.admin, id, { displayName: 'X' })).status, id).toBe(404);
    expect((await stored(w.otherUser.id))?.displayName).toBe('Alice Elsewhere');
  });
});

describe('PUT /api/v1/users/{id}/roles', () => {
  it('replaces the workspace roles and keeps the organisation role in step', async () => {
    const user = await member(w.org.id, w.ws1.id, 'viewer');
    const res = await roles(w.cookies.admin, user.id, { roles: { [w.ws1.id]: 'publisher', [w.ws2.id]: 'admin-group' } });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({ role: 'admin-group', roles: { [w.ws1.id]: 'publisher', [w.ws2.id]: 'admin-group' } });
    const less = await roles(w.cookies.admin, user.id, { roles: { [w.ws1.id]: 'viewer' } });
    expect(less.body.item).toMatchObject({ role: 'viewer', roles: { [w.ws1.id]: 'viewer' } });
  });

  it('lets a workspace admin change only roles in his workspaces, up to his own', async () => {
    const user = await member(w.org.id, w.ws1.id, 'viewer');
    await addMember(w.org.id, w.ws2.id, user.id, 'publisher');
    const res = await roles(w.cookies.wsAdmin, user.id, { roles: { [w.ws1.id]: 'admin-group' } });
    expect(res.body.item.roles).toEqual({ [w.ws1.id]: 'admin-group' });
    expect((await roles(w.cookies.wsAdmin, user.id, { roles: { [w.ws2.id]: 'viewer' } })).status).toBe(403);
    expect((await roles(w.cookies.wsAdmin, user.id, { roles: { [w.otherWs.id]: 'viewer' } })).status).toBe(404);
    expect((await roles(w.cookies.wsAdmin, user.id, { roles: { [w.ws1.id]: 'admin-organization' } })).status).toBe(422);
    // Removing him from ws1 leaves ws2 alone; afterwards the user is out of his sight.
    const removed = await roles(w.cookies.wsAdmin, user.id, { roles: {} });
    expect(removed).toMatchObject({ status: 200, body: { item: null } });
    const adminView = await roles(w.cookies.admin, user.id, { roles: { [w.ws2.id]: 'publisher' } });
    expect(adminView.body.item.roles).toEqual({ [w.ws2.id]: 'publisher' });
  });

  it('refuses publishers, viewers and changes to someone of a higher role', async () => {
    expect((await roles(w.cookies.publisher, w.viewer.id, { roles: { [w.ws1.id]: 'viewer' } })).status).toBe(403);
    const superAdmin = await createUser(w.org.id, 'admin-super');
    expect((await roles(w.cookies.admin, superAdmin.id, { roles: { [w.ws1.id]: 'viewer' } })).status).toBe(403);
    for (const id of [w.otherUser.id, FOREIGN_ID]) expect((await roles(w.cookies.admin, id, { roles: {} })).status).toBe(404);
  });
});

describe('POST /api/v1/users/{id}/invite', () => {
  it('sends a fresh invitation that replaces the expired one', async () => {
    const user = await member(w.org.id, w.ws1.id, 'viewer', { invitationStatus: 'pending', passwordHash: null });
    await issueToken(await db(), { orgId: w.org.id, userId: user.id, type: 'invite', ttlHours: -1 });
    const res = await resend(w.cookies.wsAdmin, user.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ invitationStatus: 'pending', item: { displayStatus: 'invited' } });
    const tokens = await (await db()).select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(tokens).toHaveLength(2);
  });

  it('refuses active users, disabled users, technical accounts, and foreign ids', async () => {
    expect(await resend(w.cookies.admin, w.viewer.id)).toMatchObject({ status: 409, body: { error: { message: 'adminUsers.alreadyActive' } } });
    const off = await member(w.org.id, w.ws1.id, 'viewer', { invitationStatus: 'pending', disabled: true });
    expect((await resend(w.cookies.admin, off.id)).status).toBe(409);
    const tech = await member(w.org.id, w.ws1.id, 'viewer', { email: employeeIdEmail(w.org.clientKey, 'T1'), employeeId: 'T1', passwordHash: null });
    expect((await resend(w.cookies.admin, tech.id)).status).toBe(400);
    expect((await resend(w.cookies.viewer, w.viewer.id)).status).toBe(403);
    for (const id of [w.otherUser.id, FOREIGN_ID]) expect((await resend(w.cookies.admin, id)).status).toBe(404);
  });
});
