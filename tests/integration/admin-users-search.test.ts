import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as search } from '@/app/api/v1/users/route';
import { GET as getUser } from '@/app/api/v1/users/[id]/route';
import { users } from '@/db/schema';
import { employeeIdEmail, sharedAccountEmail } from '@/lib/auth/identity';
import { issueToken } from '@/lib/auth/tokens';
import { addMember, createOrg, createUser, db } from '../helpers/factories';
import { adminWorld, call, cookieOf, FOREIGN_ID, member } from './admin-users-fixtures';

type World = Awaited<ReturnType<typeof adminWorld>>;
let w: World;
let ids: Record<string, string>;

const find = (cookie: string, qs = '') => call(search, `/api/v1/users${qs ? `?${qs}` : ''}`, { cookie });
const names = (body: { items: { hits: { displayName: string }[] } }) => body.items.hits.map((h) => h.displayName).sort();

beforeAll(async () => {
  w = await adminWorld();
  const { org, ws1, ws2 } = w;
  const alice = await member(org.id, ws1.id, 'publisher', { displayName: 'Alice Anders', email: 'alice.anders@example.com' });
  const bob = await member(org.id, ws2.id, 'viewer', { displayName: 'Bob Brown', email: 'bob@factory.example.com' });
  const carol = await member(org.id, ws1.id, 'viewer', { displayName: 'Carol Closed', disabled: true });
  const erin = await member(org.id, ws1.id, 'viewer', {
    displayName: 'Erin Employee',
    email: employeeIdEmail(org.clientKey, 'EZ77'),
    employeeId: 'EZ77',
  });
  const tablet = await member(org.id, ws1.id, 'viewer', { displayName: 'Line Tablet', email: sharedAccountEmail(org.clientKey, 'line1'), employeeId: 'line1', shared: true });
  const both = await member(org.id, ws1.id, 'viewer', { displayName: 'Dana Dual' });
  await addMember(org.id, ws2.id, both.id, 'publisher');
  ids = { alice: alice.id, bob: bob.id, carol: carol.id, erin: erin.id, tablet: tablet.id, both: both.id };
});

describe('GET /api/v1/users – search', () => {
  it('matches name, email and employee ID case-insensitively, in the caller’s organisation only', async () => {
    const byName = await find(w.cookies.admin, 'query=ALI');
    expect(byName.status).toBe(200);
    expect(names(byName.body)).toEqual(['Alice Anders']);
    expect(byName.body.items.query).toBe('ALI');
    expect(byName.body.total).toBe(1);

    expect(names((await find(w.cookies.admin, 'query=factory.EXAMPLE')).body)).toEqual(['Bob Brown']);
    // Not hexadecimal: the other users' generated addresses (user-<hex>@…) can never contain it.
    const byId = await find(w.cookies.admin, 'query=ez77');
    expect(byId.body.items.hits).toMatchObject([{ displayName: 'Erin Employee', email: null, employeeId: 'EZ77' }]);
    // The client key is part of every technical address; it must not match them all.
    expect((await find(w.cookies.admin, `query=${w.org.clientKey}`)).body.total).toBe(0);
    // LIKE wildcards are literal.
    expect((await find(w.cookies.admin, 'query=%25')).body.total).toBe(0);
    expect((await find(w.cookies.admin, 'query=_')).body.total).toBe(0);
  });

  it('leaves out the organisation’s shared-device accounts, which have their own list', async () => {
    const all = await find(w.cookies.admin, 'hitsPerPage=100');
    expect(all.body.items.hits.map((h: { id: string }) => h.id)).not.toContain(ids.tablet);
    const shared = await find(w.cookies.admin, 'kind=shared');
    expect(shared.body.items.hits).toMatchObject([{ id: ids.tablet, email: null, employeeId: 'line1', shared: true }]);
  });

  it('filters by disabled state and by workspace, showing the role in that workspace', async () => {
    expect(names((await find(w.cookies.admin, 'disabled=true')).body)).toEqual(['Carol Closed']);
    expect(names((await find(w.cookies.admin, 'disabled=false&hitsPerPage=100')).body)).not.toContain('Carol Closed');

    const inWs2 = await find(w.cookies.admin, `workspaceId=${w.ws2.id}`);
    expect(names(inWs2.body)).toEqual(['Bob Brown', 'Dana Dual']);
    const dana = inWs2.body.items.hits.find((h: { id: string }) => h.id === ids.both);
    expect(dana).toMatchObject({ role: 'viewer', workspaceRole: 'publisher', roles: { [w.ws1.id]: 'viewer', [w.ws2.id]: 'publisher' } });
  });

  it('shows workspace admins only members of the workspaces they manage, and only those workspaces', async () => {
    const res = await find(w.cookies.wsAdmin, 'hitsPerPage=100');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Alice Anders', 'Carol Closed', 'Dana Dual', 'Erin Employee', 'Pia Publisher', 'Vera Viewer', 'Walt Wsadmin']);
    const dana = res.body.items.hits.find((h: { id: string }) => h.id === ids.both);
    expect(dana.roles).toEqual({ [w.ws1.id]: 'viewer' });
    // Dana also belongs to a workspace Walt does not manage: he may rename her, not disable her.
    expect(dana).toMatchObject({ canEdit: true, canDisable: false, canChangeRole: false });
    expect((await find(w.cookies.wsAdmin, `workspaceId=${w.ws2.id}`)).status).toBe(403);
    expect((await call(getUser, `/api/v1/users/${ids.bob}`, { cookie: w.cookies.wsAdmin, params: { id: ids.bob } })).status).toBe(404);
  });

  it('answers 404 for another organisation’s or an unknown workspace, 422 for a bad page size', async () => {
    expect((await find(w.cookies.admin, `workspaceId=${w.otherWs.id}`)).status).toBe(404);
    expect((await find(w.cookies.admin, `workspaceId=${FOREIGN_ID}`)).status).toBe(404);
    expect((await find(w.cookies.admin, 'workspaceId=not-a-uuid')).status).toBe(404);
    const bad = await find(w.cookies.admin, 'hitsPerPage=30');
    expect(bad.status).toBe(422);
    expect(bad.body.error.issues[0].message).toBe('adminUsers.invalidPageSize');
  });

  it('refuses viewers and publishers, and signed-out callers', async () => {
    expect((await find(w.cookies.viewer)).status).toBe(403);
    expect((await find(w.cookies.publisher)).status).toBe(403);
    expect((await find('')).status).toBe(401);
  });

  it('pages with 20, 50 or 100 hits and reports the full count', async () => {
    const org = await createOrg();
    const admin = await createUser(org.id, 'admin-organization', { displayName: 'A admin' });
    for (let i = 0; i < 24; i++) await createUser(org.id, 'viewer', { displayName: `Person ${String(i).padStart(2, '0')}` });
    const cookie = await cookieOf(admin);
    const first = await find(cookie);
    expect(first.body.items.hits).toHaveLength(20);
    expect(first.body).toMatchObject({ total: 25, items: { page: 0, hitsPerPage: 20, nbHits: 25, nbPages: 2 } });
    const second = await find(cookie, 'page=1');
    expect(second.body.items.hits.map((h: { displayName: string }) => h.displayName)).toEqual(['Person 19', 'Person 20', 'Person 21', 'Person 22', 'Person 23']);
    const beyond = await find(cookie, 'page=5');
    expect(beyond.body).toMatchObject({ total: 25, items: { hits: [] } });
    const desc = await find(cookie, 'sort=name&order=desc&hitsPerPage=50');
    expect(desc.body.items.hits[0].displayName).toBe('Person 23');
    // Last active, newest first, with people never seen at the end either way.
    const d = await db();
    await d.update(users).set({ lastInteraction: new Date(Date.now() - 60_000) }).where(eq(users.displayName, 'Person 05'));
    await d.update(users).set({ lastInteraction: new Date() }).where(eq(users.displayName, 'Person 07'));
    for (const order of ['desc', 'asc']) {
      const seen = await find(cookie, `sort=lastInteraction&order=${order}&hitsPerPage=50`);
      const names = seen.body.items.hits.map((h: { displayName: string }) => h.displayName);
      expect(names.slice(0, 2), order).toEqual(order === 'desc' ? ['Person 07', 'Person 05'] : ['Person 05', 'Person 07']);
    }
  });

  it('shows each display status: active, inactive, invited, could-not-be-invited, invitation-expired', async () => {
    const { org, ws1 } = w;
    const d = await db();
    const invited = await member(org.id, ws1.id, 'viewer', { displayName: 'Stat invited', invitationStatus: 'pending', passwordHash: null });
    await issueToken(d, { orgId: org.id, userId: invited.id, type: 'invite' });
    const expired = await member(org.id, ws1.id, 'viewer', { displayName: 'Stat expired', invitationStatus: 'pending', passwordHash: null });
    await issueToken(d, { orgId: org.id, userId: expired.id, type: 'invite', ttlHours: -1 });
    await member(org.id, ws1.id, 'viewer', { displayName: 'Stat failed', invitationStatus: 'error:mail', passwordHash: null });
    await member(org.id, ws1.id, 'viewer', { displayName: 'Stat off', disabled: true });
    await member(org.id, ws1.id, 'viewer', { displayName: 'Stat on' });
    const res = await find(w.cookies.admin, 'query=stat');
    const status = Object.fromEntries(res.body.items.hits.map((h: { displayName: string; displayStatus: string }) => [h.displayName, h.displayStatus]));
    expect(status).toEqual({
      'Stat invited': 'invited',
      'Stat expired': 'invitation-expired',
      'Stat failed': 'could-not-be-invited',
      'Stat off': 'inactive',
      'Stat on': 'active',
    });
    const hit = res.body.items.hits.find((h: { displayName: string }) => h.displayName === 'Stat invited');
    expect(new Date(hit.invitationExpiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(hit.canInvite).toBe(true);
    expect(res.body.items.hits.find((h: { displayName: string }) => h.displayName === 'Stat on').canInvite).toBe(false);
  });

  it('tells the caller what they may do: never disable oneself, never touch a higher role', async () => {
    const superAdmin = await createUser(w.org.id, 'admin-super', { displayName: 'Sigrid Super' });
    const res = await find(w.cookies.admin, 'query=s&hitsPerPage=100');
    const by = (name: string) => res.body.items.hits.find((h: { displayName: string }) => h.displayName === name);
    expect(by('Sigrid Super')).toMatchObject({ canEdit: false, canDisable: false, canChangeRole: false });
    expect(by('Olga Admin')).toMatchObject({ canEdit: true, canDisable: false, canChangeRole: true });
    const one = await call(getUser, `/api/v1/users/${superAdmin.id}`, { cookie: w.cookies.admin, params: { id: superAdmin.id } });
    expect(one.body.item).toMatchObject({ id: superAdmin.id, role: 'admin-super', canEdit: false });
  });

  it('answers 404 for another organisation’s user, an unknown id and a malformed id', async () => {
    for (const id of [w.otherUser.id, FOREIGN_ID, 'nope']) {
      expect((await call(getUser, `/api/v1/users/${id}`, { cookie: w.cookies.admin, params: { id } })).status, id).toBe(404);
    }
  });
});
