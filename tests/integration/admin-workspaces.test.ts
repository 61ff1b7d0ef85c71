import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations, workspaceGroups, workspaceLikes, workspaceMembers, workspaces } from '@/db/schema';
import { POST as createWs } from '@/app/api/v1/workspaces/route';
import { DELETE as deleteWs, GET as getWs, PATCH as patchWs } from '@/app/api/v1/workspaces/[id]/route';
import { GET as getGroupAlias } from '@/app/api/v1/groups/[id]/route';
import { POST as likeWs } from '@/app/api/v1/user-likes/workspaces/route';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, db, routeParams, sessionCookie } from '../helpers/factories';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON replies, checked field by field below
type Reply = { status: number; body: Record<string, any> };
type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

async function call(handler: Handler, path: string, { method = 'GET', cookie, body, id }: { method?: string; cookie: string; body?: unknown; id?: string }): Promise<Reply> {
  const res = await handler(apiRequest(path, { method, cookie, body }), routeParams(id ? { id } : {}));
  return { status: res.status, body: await res.json() };
}
const create = (cookie: string, body: unknown) => call(createWs, '/api/v1/workspaces', { method: 'POST', cookie, body });
const get = (cookie: string, id: string) => call(getWs, `/api/v1/workspaces/${id}`, { cookie, id });
const patch = (cookie: string, id: string, body: unknown) => call(patchWs, `/api/v1/workspaces/${id}`, { method: 'PATCH', cookie, body, id });
const remove = (cookie: string, id: string, confirm = false) =>
  call(deleteWs, `/api/v1/workspaces/${id}${confirm ? '?confirm=true' : ''}`, { method: 'DELETE', cookie, id });

let fx: Awaited<ReturnType<typeof setup>>;
async function setup() {
  const org = await createOrg();
  const d = await db();
  const [main, second] = await d.insert(workspaceGroups).values([{ organizationId: org.id, name: 'Main' }, { organizationId: org.id, name: 'Second' }]).returning();
  await d.update(organizations).set({ defaultWorkspaceGroupId: main.id }).where(eq(organizations.id, org.id));
  const users = {
    admin: await createUser(org.id, 'admin-organization'),
    wsAdmin: await createUser(org.id, 'admin-group'),
    otherWsAdmin: await createUser(org.id, 'admin-group'),
    publisher: await createUser(org.id, 'publisher'),
    viewer: await createUser(org.id, 'viewer'),
  };
  const own = await createWorkspace(org.id, { name: 'Own line', groupId: main.id });
  const neighbour = await createWorkspace(org.id, { name: 'Neighbour line', groupId: main.id });
  const hidden = await createWorkspace(org.id, { name: 'Hidden room', groupId: main.id, private: true });
  await addMember(org.id, own.id, users.wsAdmin.id, 'admin-group');
  await addMember(org.id, neighbour.id, users.otherWsAdmin.id, 'admin-group');
  await addMember(org.id, own.id, users.publisher.id, 'publisher');
  await addMember(org.id, own.id, users.viewer.id, 'viewer');
  const cookies = Object.fromEntries(await Promise.all(Object.entries(users).map(async ([k, u]) => [k, (await sessionCookie(u)).cookie]))) as Record<keyof typeof users, string>;
  const other = await createOrg();
  const foreign = await createWorkspace(other.id, { name: 'Foreign' });
  return { org, groups: { main, second }, users, cookies, ws: { own, neighbour, hidden, foreign } };
}
beforeAll(async () => {
  fx = await setup();
});

describe('POST /api/v1/workspaces', () => {
  it('lets an org admin create a workspace (blue and public by default) and audits it', async () => {
    const res = await create(fx.cookies.admin, { name: ' Paint shop ', groupId: fx.groups.second.id });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({
      name: 'Paint shop', color: 'blue', private: false, priority: 0, workspaceGroupId: fx.groups.second.id, workspaceGroupName: 'Second',
      membersCount: 0, myRole: 'admin-organization', canEdit: true, canMove: true, canDelete: true, canManageMembers: true,
    });
    const [entry] = await (await db()).select().from(auditLog).where(eq(auditLog.entityId, res.body.item.id));
    expect(entry).toMatchObject({ action: 'workspace.create', entityName: 'Paint shop' });
    const purple = await create(fx.cookies.admin, { name: 'Vault', groupId: fx.groups.main.id, color: 'purple', private: true, priority: 3 });
    expect(purple.body.item).toMatchObject({ color: 'purple', private: true, priority: 3 });
  });

  it('validates the name, colour, group and priority', async () => {
    const issue = async (body: unknown) => (await create(fx.cookies.admin, { groupId: fx.groups.main.id, ...(body as object) })).body.error.issues?.map((i: { path: string; message: string }) => `${i.path}:${i.message}`);
    expect(await issue({ name: '' })).toEqual(['name:rules.required']);
    expect(await issue({ name: '  ' })).toEqual(['name:rules.noWhiteSpace']);
    expect(await issue({ name: 'y'.repeat(91) })).toEqual(['name:rules.max90']);
    expect(await issue({ name: 'Line "A"' })).toEqual(['name:rules.invalidName']);
    expect(await issue({ name: 'Ok', color: 'orange' })).toHaveLength(1);
    expect(await issue({ name: 'Ok', priority: -1 })).toHaveLength(1);
    expect((await create(fx.cookies.admin, { name: 'Ok' })).body.error.issues[0].path).toBe('groupId');
    expect((await create(fx.cookies.admin, { name: 'own LINE', groupId: fx.groups.main.id })).body.error).toEqual({ code: 'conflict', message: 'adminWorkspaces.nameTaken', details: { field: 'name' } });
  });

  it('answers 404 for a group of another organisation or an unknown group', async () => {
    for (const groupId of [fx.ws.foreign.groupId, UNKNOWN]) {
      expect((await create(fx.cookies.admin, { name: `In ${groupId}`, groupId })).body.error).toMatchObject({ code: 'not_found', message: 'adminWorkspaces.groupNotFound' });
    }
  });

  it('is for org admins only', async () => {
    for (const role of ['wsAdmin', 'publisher', 'viewer'] as const) {
      expect((await create(fx.cookies[role], { name: `By ${role}`, groupId: fx.groups.main.id })).status, role).toBe(403);
    }
  });
});

describe('GET /api/v1/workspaces/{id} and /api/v1/groups/{id}', () => {
  it('shows a workspace with its members count and what the caller may do', async () => {
    const mine = await get(fx.cookies.wsAdmin, fx.ws.own.id);
    expect(mine.body.item).toMatchObject({ name: 'Own line', membersCount: 3, myRole: 'admin-group', canEdit: true, canMove: false, canDelete: false, isAssigned: true });
    const seen = await get(fx.cookies.viewer, fx.ws.neighbour.id);
    expect(seen.body.item).toMatchObject({ myRole: 'viewer', canEdit: false, canManageMembers: false, isAssigned: false });
    const alias = await getGroupAlias(apiRequest(`/api/v1/groups/${fx.ws.own.id}`, { cookie: fx.cookies.wsAdmin }), routeParams({ id: fx.ws.own.id }));
    expect(await alias.json()).toEqual(mine.body);
  });

  it('answers 404 for private workspaces the caller is not assigned to, foreign and unknown ids', async () => {
    expect((await get(fx.cookies.viewer, fx.ws.hidden.id)).status).toBe(404);
    expect((await get(fx.cookies.admin, fx.ws.hidden.id)).status).toBe(200);
    for (const id of [fx.ws.foreign.id, UNKNOWN, 'x']) {
      expect((await get(fx.cookies.admin, id)).status, id).toBe(404);
      const alias = await getGroupAlias(apiRequest(`/api/v1/groups/${id}`, { cookie: fx.cookies.admin }), routeParams({ id }));
      expect(alias.status, id).toBe(404);
    }
  });
});

describe('PATCH /api/v1/workspaces/{id}', () => {
  it('lets a workspace admin rename, recolour, make private and reorder their own workspace', async () => {
    const ws = await createWorkspace(fx.org.id, { name: 'Editable', groupId: fx.groups.main.id });
    await addMember(fx.org.id, ws.id, fx.users.wsAdmin.id, 'admin-group');
    const cookie = (await sessionCookie(fx.users.wsAdmin)).cookie;
    const res = await patch(cookie, ws.id, { name: 'Edited', color: 'green', private: true, priority: 5 });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({ name: 'Edited', color: 'green', private: true, priority: 5 });
    const [entry] = await (await db()).select().from(auditLog).where(and(eq(auditLog.entityId, ws.id), eq(auditLog.action, 'workspace.update')));
    expect(entry.before).toEqual({ name: 'Editable', color: 'blue', private: false, priority: 0 });
    expect(entry.after).toEqual({ name: 'Edited', color: 'green', private: true, priority: 5 });
    // Keeping the group it is in is not a move.
    expect((await patch(cookie, ws.id, { groupId: fx.groups.main.id, color: 'red' })).status).toBe(200);
  });

  it('lets only org admins move a workspace to another group', async () => {
    expect((await patch(fx.cookies.wsAdmin, fx.ws.own.id, { groupId: fx.groups.second.id })).status).toBe(403);
    const moved = await patch(fx.cookies.admin, fx.ws.own.id, { groupId: fx.groups.second.id });
    expect(moved.body.item.workspaceGroupName).toBe('Second');
    const [entry] = await (await db()).select().from(auditLog).where(and(eq(auditLog.entityId, fx.ws.own.id), eq(auditLog.action, 'workspace.move')));
    expect(entry.after).toEqual({ groupId: fx.groups.second.id, groupName: 'Second' });
    for (const groupId of [fx.ws.foreign.groupId, UNKNOWN]) expect((await patch(fx.cookies.admin, fx.ws.own.id, { groupId })).status).toBe(404);
    await patch(fx.cookies.admin, fx.ws.own.id, { groupId: fx.groups.main.id });
  });

  it('refuses other workspaces: 403 when visible, 404 when not; and validates the body', async () => {
    for (const role of ['otherWsAdmin', 'publisher', 'viewer'] as const) {
      expect((await patch(fx.cookies[role], fx.ws.own.id, { name: 'Taken' })).status, role).toBe(403);
    }
    expect((await patch(fx.cookies.wsAdmin, fx.ws.hidden.id, { name: 'Taken' })).status).toBe(404);
    for (const id of [fx.ws.foreign.id, UNKNOWN]) expect((await patch(fx.cookies.admin, id, { name: 'Taken' })).status, id).toBe(404);
    expect((await patch(fx.cookies.wsAdmin, fx.ws.own.id, {})).status).toBe(422);
    expect((await patch(fx.cookies.wsAdmin, fx.ws.own.id, { name: 'Neighbour LINE' })).body.error.message).toBe('adminWorkspaces.nameTaken');
    expect((await patch(fx.cookies.wsAdmin, fx.ws.own.id, { name: 'a;b' })).body.error.issues[0].message).toBe('rules.invalidName');
  });
});

describe('DELETE /api/v1/workspaces/{id}', () => {
  it('says what depends on it, then deletes it with its memberships and favourites', async () => {
    const ws = await createWorkspace(fx.org.id, { name: 'Doomed', groupId: fx.groups.main.id });
    await addMember(fx.org.id, ws.id, fx.users.viewer.id, 'viewer');
    await addMember(fx.org.id, ws.id, fx.users.publisher.id, 'publisher');
    await likeWs(apiRequest('/api/v1/user-likes/workspaces', { method: 'POST', cookie: fx.cookies.viewer, body: { workspaceId: ws.id, like: true } }), routeParams({}));
    expect(await remove(fx.cookies.admin, ws.id)).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: 'adminWorkspaces.confirmDelete', details: { name: 'Doomed', members: 2, likes: 1 } } },
    });
    expect((await get(fx.cookies.admin, ws.id)).status).toBe(200);
    const done = await remove(fx.cookies.admin, ws.id, true);
    expect(done).toEqual({ status: 200, body: { item: { id: ws.id, name: 'Doomed', dependents: { members: 2, likes: 1 } } } });
    const d = await db();
    expect(await d.select().from(workspaces).where(eq(workspaces.id, ws.id))).toEqual([]);
    expect(await d.select().from(workspaceMembers).where(eq(workspaceMembers.workspaceId, ws.id))).toEqual([]);
    expect(await d.select().from(workspaceLikes).where(eq(workspaceLikes.workspaceId, ws.id))).toEqual([]);
    const [entry] = await d.select().from(auditLog).where(and(eq(auditLog.entityId, ws.id), eq(auditLog.action, 'workspace.delete')));
    expect(entry.before).toMatchObject({ name: 'Doomed', members: 2, likes: 1 });
  });

  it('is refused to workspace admins (even of that workspace), publishers and viewers; foreign ids read as unknown', async () => {
    for (const role of ['wsAdmin', 'otherWsAdmin', 'publisher', 'viewer'] as const) {
      expect((await remove(fx.cookies[role], fx.ws.own.id, true)).status, role).toBe(403);
    }
    expect((await remove(fx.cookies.viewer, fx.ws.hidden.id, true)).status).toBe(404);
    for (const id of [fx.ws.foreign.id, UNKNOWN, 'bad']) expect((await remove(fx.cookies.admin, id, true)).status, id).toBe(404);
    expect((await get(fx.cookies.admin, fx.ws.own.id)).status).toBe(200);
  });
});
