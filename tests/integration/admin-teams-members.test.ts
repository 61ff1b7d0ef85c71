import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, teams } from '@/db/schema';
import { GET as candidates } from '@/app/api/v1/teams/[id]/candidates/route';
import { DELETE as removeMember } from '@/app/api/v1/teams/[id]/members/[userId]/route';
import { GET as listMembers, POST as addMembers, PUT as replaceMembers } from '@/app/api/v1/teams/[id]/members/route';
import { POST as createTeam } from '@/app/api/v1/teams/route';
import { POST as teamInfo } from '@/app/api/v1/teams/teaminfo/route';
import { GET as userTeams } from '@/app/api/v1/users/[id]/teams/route';
import { apiRequest, createOrg, createUser, db, routeParams, sessionCookie } from '../helpers/factories';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Call = { method?: string; body?: unknown; cookie?: string; params?: Record<string, string> };

async function call(handler: Handler, path: string, { method = 'GET', body, cookie, params = {} }: Call = {}) {
  const res = await handler(apiRequest(path, { method, body, cookie }), routeParams(params));
  return { status: res.status, body: await res.json() };
}

let fx: Awaited<ReturnType<typeof setup>>;

async function setup() {
  const org = await createOrg();
  const other = await createOrg();
  const ana = await createUser(org.id, 'viewer', { displayName: 'Ana Lopez', email: 'ana.lopez@example.com' });
  const ben = await createUser(org.id, 'publisher', { displayName: 'Ben Okafor', email: 'ben@example.com' });
  const cleo = await createUser(org.id, 'viewer', { displayName: 'Cleo Ng', email: 'cleo@example.com', employeeId: 'E77' });
  const gone = await createUser(org.id, 'viewer', { displayName: 'Ana Former', disabled: true });
  const kiosk = await createUser(org.id, 'viewer', { displayName: 'Ana Kiosk', shared: true });
  const wsAdmin = await createUser(org.id, 'admin-group', { displayName: 'Wanda Admin' });
  const outsider = await createUser(other.id, 'viewer', { displayName: 'Ana Outsider' });
  const cookie = async (u: { id: string; organizationId: string }) => (await sessionCookie(u)).cookie;
  const cookies = { ana: await cookie(ana), ben: await cookie(ben), wsAdmin: await cookie(wsAdmin), outsider: await cookie(outsider) };
  const team = async (name: string, by = cookies.wsAdmin) =>
    (await call(createTeam, '/api/v1/teams', { method: 'POST', body: { name }, cookie: by })).body.item.id as string;
  const [foreignTeam] = await (await db()).insert(teams).values({ organizationId: other.id, name: 'Theirs' }).returning();
  return { org, users: { ana, ben, cleo, gone, kiosk, wsAdmin, outsider }, cookies, team, foreignTeam };
}

beforeAll(async () => {
  fx = await setup();
});

const add = (id: string, userIds: string[], cookie = fx.cookies.wsAdmin) =>
  call(addMembers, `/api/v1/teams/${id}/members`, { method: 'POST', body: { userIds }, cookie, params: { id } });
const replace = (id: string, userIds: string[], cookie = fx.cookies.wsAdmin) =>
  call(replaceMembers, `/api/v1/teams/${id}/members`, { method: 'PUT', body: { userIds }, cookie, params: { id } });
const members = async (id: string, query = '') =>
  (await call(listMembers, `/api/v1/teams/${id}/members${query}`, { cookie: fx.cookies.wsAdmin, params: { id } })).body;

describe('team members', () => {
  it('adds people (once each), replaces the set, removes one, and audits every change', async () => {
    const id = await fx.team('Packers');
    const { ana, ben, cleo } = fx.users;
    expect((await add(id, [ana.id, ben.id, ana.id])).body.item).toMatchObject({ id, membersCount: 2 });
    expect((await add(id, [ben.id])).body.item.membersCount).toBe(2);
    const list = await members(id);
    expect(list).toEqual({
      total: 2,
      items: [
        { id: ana.id, displayName: 'Ana Lopez', email: 'ana.lopez@example.com', employeeId: null, disabled: false },
        { id: ben.id, displayName: 'Ben Okafor', email: 'ben@example.com', employeeId: null, disabled: false },
      ],
    });
    expect((await members(id, '?keyword=okafor')).items.map((m: { id: string }) => m.id)).toEqual([ben.id]);
    expect((await members(id, '?size=1&page=2')).items.map((m: { id: string }) => m.id)).toEqual([ben.id]);

    expect((await replace(id, [cleo.id, ben.id])).body.item.membersCount).toBe(2);
    expect((await members(id)).items.map((m: { id: string }) => m.id)).toEqual([ben.id, cleo.id]);

    const removed = await call(removeMember, '/x', { method: 'DELETE', cookie: fx.cookies.wsAdmin, params: { id, userId: ben.id } });
    expect(removed.body.item.membersCount).toBe(1);
    expect((await call(removeMember, '/x', { method: 'DELETE', cookie: fx.cookies.wsAdmin, params: { id, userId: ben.id } })).status).toBe(404);
    expect((await replace(id, [])).body.item.membersCount).toBe(0);

    const entries = await (await db()).select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.map((e) => e.action).sort()).toEqual(['team.create', 'team.members.add', 'team.members.remove', 'team.members.replace', 'team.members.replace']);
    expect(entries.find((e) => e.action === 'team.members.remove')?.after).toEqual({ removed: [ben.id] });
  });

  it('refuses users of another organisation, unknown and malformed ids, changing nothing', async () => {
    const id = await fx.team('Guarded');
    await add(id, [fx.users.ana.id]);
    for (const bad of [fx.users.outsider.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await add(id, [fx.users.ben.id, bad]);
      expect(res).toEqual({ status: 404, body: { error: { code: 'not_found', message: 'adminTeams.userNotFound', details: { userIds: [bad] } } } });
      expect((await replace(id, [bad])).status).toBe(404);
    }
    expect((await call(removeMember, '/x', { method: 'DELETE', cookie: fx.cookies.wsAdmin, params: { id, userId: fx.users.outsider.id } })).status).toBe(404);
    expect((await members(id)).items.map((m: { id: string }) => m.id)).toEqual([fx.users.ana.id]);
    expect((await call(addMembers, '/x', { method: 'POST', body: { userIds: 'x' }, cookie: fx.cookies.wsAdmin, params: { id } })).status).toBe(422);
  });

  it('answers another organisation’s team like an unknown one in every member route', async () => {
    const id = fx.foreignTeam.id;
    const p = { id };
    expect((await add(id, [fx.users.ana.id])).status).toBe(404);
    expect((await replace(id, [])).status).toBe(404);
    expect((await call(listMembers, '/x', { cookie: fx.cookies.wsAdmin, params: p })).status).toBe(404);
    expect((await call(candidates, '/x', { cookie: fx.cookies.wsAdmin, params: p })).status).toBe(404);
    expect((await call(removeMember, '/x', { method: 'DELETE', cookie: fx.cookies.wsAdmin, params: { id, userId: fx.users.outsider.id } })).status).toBe(404);
  });

  it('refuses member changes to viewers and publishers', async () => {
    const id = await fx.team('Locked');
    for (const cookie of [fx.cookies.ana, fx.cookies.ben]) {
      expect((await add(id, [fx.users.ana.id], cookie)).status).toBe(403);
      expect((await replace(id, [fx.users.ana.id], cookie)).status).toBe(403);
      expect((await call(candidates, '/x', { cookie, params: { id } })).status).toBe(403);
      expect((await call(removeMember, '/x', { method: 'DELETE', cookie, params: { id, userId: fx.users.ana.id } })).status).toBe(403);
    }
  });

  it('offers active people of the organisation who are not yet members, by name, email or employee ID', async () => {
    const id = await fx.team('Pickers');
    await add(id, [fx.users.ben.id]);
    const search = async (keyword: string) =>
      (await call(candidates, `/x?keyword=${encodeURIComponent(keyword)}`, { cookie: fx.cookies.wsAdmin, params: { id } })).body.items.map((u: { displayName: string }) => u.displayName);
    // Disabled, shared-device and other organisations' accounts are never offered.
    expect(await search('ana')).toEqual(['Ana Lopez']);
    expect(await search('e77')).toEqual(['Cleo Ng']);
    expect(await search('ben@')).toEqual([]);
    expect((await search('')).length).toBeGreaterThanOrEqual(3);
  });
});

describe('a person’s teams and team info', () => {
  it('lets anyone read their own teams (me or their id), and team managers anyone’s', async () => {
    const dan = await createUser(fx.org.id, 'viewer', { displayName: 'Dan' });
    const danCookie = (await sessionCookie(dan)).cookie;
    const a = await fx.team('Alpha crew');
    const b = await fx.team('beta crew');
    await add(a, [dan.id]);
    await add(b, [dan.id, fx.users.ben.id]);
    const read = (userId: string, cookie: string) => call(userTeams, `/api/v1/users/${userId}/teams`, { cookie, params: { id: userId } });
    const own = await read('me', danCookie);
    expect(own.status).toBe(200);
    expect(own.body.items.map((t: { name: string }) => t.name)).toEqual(['Alpha crew', 'beta crew']);
    expect(own.body.items[0]).toMatchObject({ membersCount: 1, canEdit: false });
    expect((await read(dan.id, danCookie)).body).toEqual(own.body);
    expect((await read(dan.id, fx.cookies.wsAdmin)).body.total).toBe(2);
    expect((await read(dan.id, fx.cookies.ben)).status).toBe(403);
    expect((await read(fx.users.outsider.id, fx.cookies.wsAdmin)).status).toBe(404);
    expect((await read('garbage', fx.cookies.wsAdmin)).status).toBe(404);
    expect((await read('me', fx.cookies.outsider)).body).toEqual({ items: [], total: 0 });
  });

  it('expands teams of the organisation into their members, and 404s any other team', async () => {
    const a = await fx.team('Info A');
    const b = await fx.team('Info B');
    await add(a, [fx.users.cleo.id, fx.users.ana.id]);
    const info = (teamIds: unknown, cookie = fx.cookies.ben) => call(teamInfo, '/api/v1/teams/teaminfo', { method: 'POST', body: { teamIds }, cookie });
    const res = await info([b, a, a]);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items[0]).toMatchObject({ id: a, name: 'Info A', membersCount: 2, canEdit: false });
    expect(res.body.items[0].members.map((m: { displayName: string }) => m.displayName)).toEqual(['Ana Lopez', 'Cleo Ng']);
    expect(res.body.items[0].members[1]).toMatchObject({ employeeId: 'E77' });
    expect(res.body.items[1]).toMatchObject({ id: b, members: [] });
    const refused = await info([a, fx.foreignTeam.id]);
    expect(refused).toEqual({ status: 404, body: { error: { code: 'not_found', message: 'errors.not_found', details: { teamIds: [fx.foreignTeam.id] } } } });
    expect((await info([a], fx.cookies.outsider)).status).toBe(404);
    expect((await info([])).status).toBe(422);
  });
});
