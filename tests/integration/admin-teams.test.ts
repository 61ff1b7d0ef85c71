import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, teamMembers, teams } from '@/db/schema';
import { DELETE as deleteTeam, GET as getTeam, PATCH as renameTeam } from '@/app/api/v1/teams/[id]/route';
import { POST as addMembers } from '@/app/api/v1/teams/[id]/members/route';
import { GET as listTeams, POST as createTeam } from '@/app/api/v1/teams/route';
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
  const roles = ['viewer', 'publisher', 'admin-group', 'admin-organization'] as const;
  const users = Object.fromEntries(await Promise.all(roles.map(async (r) => [r, await createUser(org.id, r)] as const)));
  const cookie = async (u: { id: string; organizationId: string }) => (await sessionCookie(u)).cookie;
  const cookies = {
    viewer: await cookie(users.viewer),
    publisher: await cookie(users.publisher),
    wsAdmin: await cookie(users['admin-group']),
    orgAdmin: await cookie(users['admin-organization']),
    foreignAdmin: await cookie(await createUser(other.id, 'admin-organization')),
  };
  const [foreignTeam] = await (await db()).insert(teams).values({ organizationId: other.id, name: 'Foreign team' }).returning();
  return { org, other, users, cookies, foreignTeam };
}

beforeAll(async () => {
  fx = await setup();
});

const create = (cookie: string, body: unknown) => call(createTeam, '/api/v1/teams', { method: 'POST', body, cookie });

describe('POST /api/v1/teams', () => {
  it('lets org admins and workspace admins create teams, trimmed, and audits it', async () => {
    const made = await create(fx.cookies.orgAdmin, { name: '  Night shift ' });
    expect(made).toMatchObject({ status: 201, body: { item: { name: 'Night shift', membersCount: 0, canEdit: true } } });
    expect((await create(fx.cookies.wsAdmin, { name: 'Line 2 (B)' })).status).toBe(201);
    const [entry] = await (await db()).select().from(auditLog).where(and(eq(auditLog.entityId, made.body.item.id), eq(auditLog.action, 'team.create')));
    expect(entry).toMatchObject({ organizationId: fx.org.id, entityType: 'team', entityName: 'Night shift', after: { name: 'Night shift' } });
  });

  it('rejects empty, too long and special-character names with the rule keys', async () => {
    const cases: [unknown, string][] = [
      ['   ', 'rules.required'],
      ['x'.repeat(91), 'rules.max90'],
      ['A/B team', 'rules.invalidName'],
      ['<script>', 'rules.invalidName'],
    ];
    for (const [name, message] of cases) {
      const res = await create(fx.cookies.orgAdmin, { name });
      expect(res.status, String(name)).toBe(422);
      expect(res.body.error.issues).toContainEqual({ path: 'name', message });
    }
    expect((await create(fx.cookies.orgAdmin, { name: 'x'.repeat(90) })).status).toBe(201);
    expect((await create(fx.cookies.orgAdmin, {})).status).toBe(422);
  });

  it('refuses a duplicate name in the same organisation, whatever the case, but not in another', async () => {
    await create(fx.cookies.orgAdmin, { name: 'Quality' });
    const dup = await create(fx.cookies.wsAdmin, { name: 'QUALITY ' });
    expect(dup).toEqual({ status: 409, body: { error: { code: 'conflict', message: 'adminTeams.nameTaken', details: { field: 'name' } } } });
    expect((await create(fx.cookies.foreignAdmin, { name: 'Quality' })).status).toBe(201);
  });

  it('lets only one of several simultaneous creates of the same name through', async () => {
    const results = await Promise.all(['Rush', 'rush', 'RUSH', 'Rush '].map((name) => create(fx.cookies.orgAdmin, { name })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it('refuses viewers and publishers, and signed-out callers', async () => {
    for (const cookie of [fx.cookies.viewer, fx.cookies.publisher]) {
      expect(await create(cookie, { name: 'Nope' })).toEqual({ status: 403, body: { error: { code: 'forbidden', message: 'errors.forbidden' } } });
    }
    expect((await call(createTeam, '/api/v1/teams', { method: 'POST', body: { name: 'Nope' } })).status).toBe(401);
  });
});

describe('GET /api/v1/teams', () => {
  it('lists only the organisation’s teams with member counts, searchable and paged', async () => {
    const org = await createOrg();
    const admin = await createUser(org.id, 'admin-organization');
    const cookie = (await sessionCookie(admin)).cookie;
    const names = ['Welding', 'assembly', 'Packing 100%', 'Maintenance'];
    const ids: Record<string, string> = {};
    for (const name of names) ids[name] = (await create(cookie, { name })).body.item.id;
    const people = await Promise.all([createUser(org.id), createUser(org.id)]);
    await call(addMembers, '/x', { method: 'POST', body: { userIds: people.map((p) => p.id) }, cookie, params: { id: ids.Welding } });

    const all = await call(listTeams, '/api/v1/teams', { cookie });
    expect(all.body.total).toBe(4);
    expect(all.body.items.map((t: { name: string }) => t.name)).toEqual(['assembly', 'Maintenance', 'Packing 100%', 'Welding']);
    expect(all.body.items.find((t: { name: string }) => t.name === 'Welding')).toMatchObject({ membersCount: 2, canEdit: true });

    const page = await call(listTeams, '/api/v1/teams?size=2&page=2', { cookie });
    expect(page.body).toMatchObject({ total: 4, items: [{ name: 'Packing 100%' }, { name: 'Welding' }] });
    const byMembers = await call(listTeams, '/api/v1/teams?orderBy=members&order=desc&size=1', { cookie });
    expect(byMembers.body.items[0].name).toBe('Welding');
    // The keyword is literal text, not a LIKE pattern.
    const search = await call(listTeams, '/api/v1/teams?keyword=100%25', { cookie });
    expect(search.body).toMatchObject({ total: 1, items: [{ name: 'Packing 100%' }] });
    expect((await call(listTeams, '/api/v1/teams?keyword=%25', { cookie })).body.items).toHaveLength(1);
    expect((await call(listTeams, '/api/v1/teams?size=1&all=true', { cookie })).body.items).toHaveLength(4);
    expect((await call(listTeams, '/api/v1/teams?size=500', { cookie })).status).toBe(422);
  });

  it('is for team managers only', async () => {
    expect((await call(listTeams, '/api/v1/teams', { cookie: fx.cookies.wsAdmin })).status).toBe(200);
    expect((await call(listTeams, '/api/v1/teams', { cookie: fx.cookies.viewer })).status).toBe(403);
    expect((await call(listTeams, '/api/v1/teams', { cookie: fx.cookies.publisher })).status).toBe(403);
  });
});

describe('GET/PATCH/DELETE /api/v1/teams/{id}', () => {
  it('renames a team, refusing a taken name and bad input, and audits the change', async () => {
    const { id } = (await create(fx.cookies.orgAdmin, { name: 'Shift A' })).body.item;
    await create(fx.cookies.orgAdmin, { name: 'Shift B' });
    const path = `/api/v1/teams/${id}`;
    const rename = (body: unknown, cookie = fx.cookies.wsAdmin) => call(renameTeam, path, { method: 'PATCH', body, cookie, params: { id } });
    expect((await rename({ name: 'shift b' })).body.error.message).toBe('adminTeams.nameTaken');
    expect((await rename({ name: '' })).status).toBe(422);
    expect((await rename({ name: 'Early; shift' })).body.error.issues).toEqual([{ path: 'name', message: 'rules.invalidName' }]);
    expect((await rename({ name: 'Shift a' })).body.item.name).toBe('Shift a');
    expect((await rename({ name: 'Early shift' }, fx.cookies.publisher)).status).toBe(403);
    const got = await call(getTeam, path, { cookie: fx.cookies.orgAdmin, params: { id } });
    expect(got.body.item).toMatchObject({ id, name: 'Shift a', members: [] });
    const entries = await (await db()).select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'team.rename')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ before: { name: 'Shift A' }, after: { name: 'Shift a' } });
  });

  it('asks for confirmation with the member count, then deletes the team and its memberships', async () => {
    const { id } = (await create(fx.cookies.orgAdmin, { name: 'To remove' })).body.item;
    await call(addMembers, '/x', { method: 'POST', body: { userIds: [fx.users.viewer.id, fx.users.publisher.id] }, cookie: fx.cookies.orgAdmin, params: { id } });
    const path = `/api/v1/teams/${id}`;
    const first = await call(deleteTeam, path, { method: 'DELETE', cookie: fx.cookies.orgAdmin, params: { id } });
    expect(first).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: 'adminTeams.confirmDelete', details: { name: 'To remove', members: 2 } } },
    });
    expect((await call(deleteTeam, `${path}?confirm=true`, { method: 'DELETE', cookie: fx.cookies.publisher, params: { id } })).status).toBe(403);
    const done = await call(deleteTeam, `${path}?confirm=true`, { method: 'DELETE', cookie: fx.cookies.wsAdmin, params: { id } });
    expect(done).toMatchObject({ status: 200, body: { item: { id, name: 'To remove' } } });
    const d = await db();
    expect(await d.select().from(teamMembers).where(eq(teamMembers.teamId, id))).toEqual([]);
    expect((await call(getTeam, path, { cookie: fx.cookies.orgAdmin, params: { id } })).status).toBe(404);
    const [entry] = await d.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'team.delete')));
    expect(entry.before).toEqual({ name: 'To remove', members: 2 });
  });

  it('answers another organisation’s team, and a malformed id, like an unknown one', async () => {
    const id = fx.foreignTeam.id;
    const path = `/api/v1/teams/${id}`;
    for (const teamId of [id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const p = { id: teamId };
      expect((await call(getTeam, path, { cookie: fx.cookies.orgAdmin, params: p })).status).toBe(404);
      expect((await call(renameTeam, path, { method: 'PATCH', body: { name: 'Mine now' }, cookie: fx.cookies.orgAdmin, params: p })).status).toBe(404);
      expect((await call(deleteTeam, `${path}?confirm=true`, { method: 'DELETE', cookie: fx.cookies.orgAdmin, params: p })).status).toBe(404);
    }
    const [still] = await (await db()).select().from(teams).where(eq(teams.id, id));
    expect(still.name).toBe('Foreign team');
  });

  it('shows a team to its members but not to other people without team access', async () => {
    const { id } = (await create(fx.cookies.orgAdmin, { name: 'Readers' })).body.item;
    await call(addMembers, '/x', { method: 'POST', body: { userIds: [fx.users.viewer.id] }, cookie: fx.cookies.orgAdmin, params: { id } });
    const mine = await call(getTeam, '/x', { cookie: fx.cookies.viewer, params: { id } });
    expect(mine.body.item).toMatchObject({ name: 'Readers', canEdit: false, members: [{ id: fx.users.viewer.id }] });
    expect((await call(getTeam, '/x', { cookie: fx.cookies.publisher, params: { id } })).status).toBe(404);
  });
});
