import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations, workspaceGroups } from '@/db/schema';
import { GET as listGroups, POST as createGroup } from '@/app/api/v1/workspaces-groups/route';
import { DELETE as deleteGroup, GET as getGroup, PATCH as patchGroup } from '@/app/api/v1/workspaces-groups/[id]/route';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, db, routeParams, sessionCookie } from '../helpers/factories';

const PATH = '/api/v1/workspaces-groups';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON replies, checked field by field below
type Reply = { status: number; body: Record<string, any> };

async function call(handler: typeof getGroup, path: string, { method = 'GET', cookie, body, id }: { method?: string; cookie: string; body?: unknown; id?: string }): Promise<Reply> {
  const res = await handler(apiRequest(path, { method, cookie, body }), routeParams(id ? { id } : {}));
  return { status: res.status, body: await res.json() };
}
const create = (cookie: string, body: unknown) => call(createGroup, PATH, { method: 'POST', cookie, body });
const get = (cookie: string, id: string) => call(getGroup, `${PATH}/${id}`, { cookie, id });
const patch = (cookie: string, id: string, body: unknown) => call(patchGroup, `${PATH}/${id}`, { method: 'PATCH', cookie, body, id });
const remove = (cookie: string, id: string) => call(deleteGroup, `${PATH}/${id}`, { method: 'DELETE', cookie, id });
async function adminOrder(cookie: string) {
  const res = await listGroups(apiRequest(`${PATH}?all=true&workspacesType=admin`, { cookie }), routeParams({}));
  return ((await res.json()) as { items: { name: string }[] }).items.map((g) => g.name);
}

let fx: Awaited<ReturnType<typeof setup>>;
async function setup() {
  const org = await createOrg({ settings: { defaultLocale: 'de-de' } });
  const users = {
    admin: await createUser(org.id, 'admin-organization'),
    wsAdmin: await createUser(org.id, 'admin-group'),
    publisher: await createUser(org.id, 'publisher'),
    viewer: await createUser(org.id, 'viewer'),
  };
  const cookies = Object.fromEntries(await Promise.all(Object.entries(users).map(async ([k, u]) => [k, (await sessionCookie(u)).cookie]))) as Record<keyof typeof users, string>;
  const other = await createOrg();
  const foreignGroup = (await createWorkspace(other.id)).groupId;
  return { org, users, cookies, foreignGroup };
}
beforeAll(async () => {
  fx = await setup();
});

describe('POST /api/v1/workspaces-groups', () => {
  it('creates the first group as the default, in the organisation language, and audits it', async () => {
    const res = await create(fx.cookies.admin, { name: '  Plant North  ' });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({ name: 'Plant North', locale: 'de-de', priority: 0, isDefault: true, workspaces: [] });
    const [org] = await (await db()).select().from(organizations).where(eq(organizations.id, fx.org.id));
    expect(org.defaultWorkspaceGroupId).toBe(res.body.item.id);
    const audit = await (await db()).select().from(auditLog).where(and(eq(auditLog.organizationId, fx.org.id), eq(auditLog.entityId, res.body.item.id)));
    expect(audit.map((a) => a.action)).toEqual(['workspaceGroup.create']);
    const second = await create(fx.cookies.admin, { name: 'Plant South', locale: 'ja-jp' });
    expect(second.body.item).toMatchObject({ locale: 'ja-jp', priority: 1, isDefault: false });
  });

  it('refuses names that break the rules, duplicates and unknown locales', async () => {
    const issue = async (body: unknown) => (await create(fx.cookies.admin, body)).body.error.issues?.[0]?.message;
    expect(await issue({ name: '' })).toBe('rules.required');
    expect(await issue({ name: '   ' })).toBe('rules.noWhiteSpace');
    expect(await issue({ name: 'x'.repeat(91) })).toBe('rules.max90');
    expect(await issue({ name: 'North <b>' })).toBe('rules.invalidName');
    expect((await create(fx.cookies.admin, { name: 'Ok', locale: 'xx' })).status).toBe(422);
    const dup = await create(fx.cookies.admin, { name: 'plant north' });
    expect(dup).toEqual({ status: 409, body: { error: { code: 'conflict', message: 'adminGroups.nameTaken', details: { field: 'name' } } } });
  });

  it('is for org admins only', async () => {
    for (const role of ['wsAdmin', 'publisher', 'viewer'] as const) {
      expect((await create(fx.cookies[role], { name: `By ${role}` })).status, role).toBe(403);
    }
    expect((await createGroup(apiRequest(PATH, { method: 'POST', body: { name: 'x' } }), routeParams({}))).status).toBe(401);
  });
});

describe('GET /api/v1/workspaces-groups/{id}', () => {
  it('shows a group with the workspaces the caller may see; hidden groups read as unknown', async () => {
    const { item: group } = (await create(fx.cookies.admin, { name: 'Visible' })).body;
    const open = await createWorkspace(fx.org.id, { name: 'Open floor', groupId: group.id });
    const closed = await createWorkspace(fx.org.id, { name: 'Closed room', groupId: group.id, private: true });
    const { item: hidden } = (await create(fx.cookies.admin, { name: 'Only private' })).body;
    await createWorkspace(fx.org.id, { name: 'Vault', groupId: hidden.id, private: true });

    const forViewer = await get(fx.cookies.viewer, group.id);
    expect(forViewer.status).toBe(200);
    expect(forViewer.body.item.workspaces.map((w: { name: string }) => w.name)).toEqual(['Open floor']);
    expect(forViewer.body.item.canEdit).toBe(false);
    await addMember(fx.org.id, closed.id, fx.users.viewer.id, 'viewer');
    expect((await get(fx.cookies.viewer, group.id)).body.item.workspaces.map((w: { id: string }) => w.id)).toEqual([closed.id, open.id]);
    expect((await get(fx.cookies.viewer, hidden.id)).status).toBe(404);
    expect((await get(fx.cookies.admin, hidden.id)).body.item).toMatchObject({ name: 'Only private', canEdit: true });
  });

  it('answers 404 for another organisation’s group, an unknown id and a malformed id', async () => {
    for (const id of [fx.foreignGroup, UNKNOWN, 'not-an-id']) expect((await get(fx.cookies.admin, id)).status, id).toBe(404);
  });
});

describe('PATCH /api/v1/workspaces-groups/{id}', () => {
  it('renames and changes the language, audited with before and after', async () => {
    const { item } = (await create(fx.cookies.admin, { name: 'Renamable' })).body;
    const res = await patch(fx.cookies.admin, item.id, { name: 'Renamed', locale: 'fr-ca' });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({ name: 'Renamed', locale: 'fr-ca' });
    const [entry] = await (await db()).select().from(auditLog).where(and(eq(auditLog.entityId, item.id), eq(auditLog.action, 'workspaceGroup.update')));
    expect(entry.before).toEqual({ name: 'Renamable', locale: 'de-de' });
    expect(entry.after).toEqual({ name: 'Renamed', locale: 'fr-ca' });
    expect((await patch(fx.cookies.admin, item.id, { name: 'PLANT SOUTH' })).body.error.message).toBe('adminGroups.nameTaken');
    // Same name in other case is the same group: allowed.
    expect((await patch(fx.cookies.admin, item.id, { name: 'RENAMED' })).status).toBe(200);
    expect((await patch(fx.cookies.admin, item.id, {})).status).toBe(422);
    expect((await patch(fx.cookies.admin, item.id, { name: 'a/b' })).body.error.issues[0].message).toBe('rules.invalidName');
  });

  it('moves groups up and down below the pinned default group', async () => {
    const org = await createOrg();
    const cookie = (await sessionCookie(await createUser(org.id, 'admin-organization'))).cookie;
    const ids: Record<string, string> = {};
    for (const name of ['Default', 'B', 'A', 'C']) ids[name] = (await create(cookie, { name })).body.item.id;
    expect(await adminOrder(cookie)).toEqual(['Default', 'B', 'A', 'C']);
    expect((await patch(cookie, ids.C, { move: 'up' })).status).toBe(200);
    expect(await adminOrder(cookie)).toEqual(['Default', 'B', 'C', 'A']);
    await patch(cookie, ids.B, { move: 'down' });
    expect(await adminOrder(cookie)).toEqual(['Default', 'C', 'B', 'A']);
    expect((await patch(cookie, ids.C, { move: 'up' })).body.error).toEqual({ code: 'conflict', message: 'adminGroups.cannotMove' });
    expect((await patch(cookie, ids.A, { move: 'down' })).status).toBe(409);
    expect((await patch(cookie, ids.Default, { move: 'down' })).status).toBe(409);
  });

  it('makes another group the default, which then goes first', async () => {
    const org = await createOrg();
    const cookie = (await sessionCookie(await createUser(org.id, 'admin-organization'))).cookie;
    await create(cookie, { name: 'First' });
    const { item } = (await create(cookie, { name: 'Second' })).body;
    const res = await patch(cookie, item.id, { isDefault: true });
    expect(res.body.item.isDefault).toBe(true);
    expect(await adminOrder(cookie)).toEqual(['Second', 'First']);
    const [entry] = await (await db()).select().from(auditLog).where(and(eq(auditLog.organizationId, org.id), eq(auditLog.action, 'workspaceGroup.setDefault')));
    expect(entry.after).toEqual({ defaultWorkspaceGroupId: item.id });
    expect((await patch(cookie, item.id, { isDefault: false })).status).toBe(422);
  });

  it('refuses other roles and answers 404 for foreign, unknown and malformed ids', async () => {
    const { item } = (await create(fx.cookies.admin, { name: 'Guarded' })).body;
    for (const role of ['wsAdmin', 'publisher', 'viewer'] as const) expect((await patch(fx.cookies[role], item.id, { name: 'Taken over' })).status, role).toBe(403);
    for (const id of [fx.foreignGroup, UNKNOWN, 'nope']) expect((await patch(fx.cookies.admin, id, { name: 'Hijack' })).status, id).toBe(404);
    const [foreign] = await (await db()).select().from(workspaceGroups).where(eq(workspaceGroups.id, fx.foreignGroup));
    expect(foreign.name).not.toBe('Hijack');
  });
});

describe('DELETE /api/v1/workspaces-groups/{id}', () => {
  it('deletes an empty group and audits it', async () => {
    const { item } = (await create(fx.cookies.admin, { name: 'Temporary' })).body;
    expect(await remove(fx.cookies.admin, item.id)).toEqual({ status: 200, body: { item: { id: item.id, name: 'Temporary' } } });
    expect((await get(fx.cookies.admin, item.id)).status).toBe(404);
    const audit = await (await db()).select().from(auditLog).where(and(eq(auditLog.entityId, item.id), eq(auditLog.action, 'workspaceGroup.delete')));
    expect(audit).toHaveLength(1);
  });

  it('refuses a group holding workspaces, with the count, until they are moved out', async () => {
    const { item } = (await create(fx.cookies.admin, { name: 'Busy' })).body;
    await createWorkspace(fx.org.id, { groupId: item.id });
    await createWorkspace(fx.org.id, { groupId: item.id });
    expect(await remove(fx.cookies.admin, item.id)).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: 'adminGroups.notEmpty', details: { workspaces: 2 } } },
    });
  });

  it('never deletes the default group', async () => {
    const [org] = await (await db()).select().from(organizations).where(eq(organizations.id, fx.org.id));
    expect((await remove(fx.cookies.admin, org.defaultWorkspaceGroupId!)).body.error).toEqual({ code: 'conflict', message: 'adminGroups.isDefault' });
  });

  it('refuses other roles and answers 404 for foreign and unknown ids', async () => {
    const { item } = (await create(fx.cookies.admin, { name: 'Kept' })).body;
    for (const role of ['wsAdmin', 'publisher', 'viewer'] as const) expect((await remove(fx.cookies[role], item.id)).status, role).toBe(403);
    for (const id of [fx.foreignGroup, UNKNOWN]) expect((await remove(fx.cookies.admin, id)).status, id).toBe(404);
    expect((await get(fx.cookies.admin, item.id)).status).toBe(200);
  });
});
