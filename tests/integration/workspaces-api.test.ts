import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations, workspaceGroups } from '@/db/schema';
import { GET as getGroups } from '@/app/api/v1/workspaces-groups/route';
import { GET as getWorkspaces } from '@/app/api/v1/workspaces/route';
import { POST as likeWorkspace } from '@/app/api/v1/user-likes/workspaces/route';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, db, routeParams, sessionCookie } from '../helpers/factories';

type GroupsBody = { items: { id: string; name: string; workspaces?: { id: string; name: string; private: boolean; isLike: boolean; isInThisGroup: boolean }[] }[]; total: number };
type ListBody = { items: { id: string; name: string; isLike: boolean; workspaceGroupName: string }[]; total: number };

const noParams = routeParams({});
let fx: Awaited<ReturnType<typeof setup>>;

async function setup() {
  const org = await createOrg();
  const d = await db();
  const [zulu, alpha, empty] = await d
    .insert(workspaceGroups)
    .values([
      { organizationId: org.id, name: 'Zulu (default)' },
      { organizationId: org.id, name: 'Alpha' },
      { organizationId: org.id, name: 'Empty group' },
    ])
    .returning();
  await d.update(organizations).set({ defaultWorkspaceGroupId: zulu.id }).where(eq(organizations.id, org.id));
  const line = await createWorkspace(org.id, { name: 'line b', groupId: zulu.id });
  const assembly = await createWorkspace(org.id, { name: 'Assembly', groupId: zulu.id });
  const fiveS = await createWorkspace(org.id, { name: '5S', groupId: alpha.id });
  const secret = await createWorkspace(org.id, { name: 'Board room', groupId: alpha.id, private: true });
  const viewer = await createUser(org.id, 'viewer');
  const publisher = await createUser(org.id, 'publisher');
  const wsAdmin = await createUser(org.id, 'admin-group');
  const orgAdmin = await createUser(org.id, 'admin-organization');
  await addMember(org.id, assembly.id, viewer.id, 'viewer');
  await addMember(org.id, assembly.id, publisher.id, 'publisher');
  await addMember(org.id, line.id, publisher.id, 'viewer');
  await addMember(org.id, assembly.id, wsAdmin.id, 'admin-group');
  await addMember(org.id, secret.id, wsAdmin.id, 'admin-group');
  await addMember(org.id, fiveS.id, wsAdmin.id, 'publisher');
  const other = await createOrg();
  const foreign = await createWorkspace(other.id, { name: 'Foreign' });
  const cookies = {
    viewer: (await sessionCookie(viewer)).cookie,
    publisher: (await sessionCookie(publisher)).cookie,
    wsAdmin: (await sessionCookie(wsAdmin)).cookie,
    orgAdmin: (await sessionCookie(orgAdmin)).cookie,
  };
  return { org, groups: { zulu, alpha, empty }, ws: { line, assembly, fiveS, secret, foreign }, cookies };
}

beforeAll(async () => {
  fx = await setup();
});

async function groups(cookie: string, query: string) {
  const res = await getGroups(apiRequest(`/api/v1/workspaces-groups?${query}`, { cookie }), noParams);
  expect(res.status).toBe(200);
  return (await res.json()) as GroupsBody;
}
async function list(cookie: string, query: string) {
  const res = await getWorkspaces(apiRequest(`/api/v1/workspaces?${query}`, { cookie }), noParams);
  expect(res.status).toBe(200);
  return (await res.json()) as ListBody;
}
const like = (cookie: string, body: unknown) => likeWorkspace(apiRequest('/api/v1/user-likes/workspaces', { method: 'POST', cookie, body }), noParams);
const shape = (body: GroupsBody) => body.items.map((g) => [g.name, (g.workspaces ?? []).map((w) => w.name)]);

describe('GET /api/v1/workspaces-groups', () => {
  it('shows a viewer every public workspace, default group first and names in spec order', async () => {
    const body = await groups(fx.cookies.viewer, 'needWorkspaces=true&workspacesType=view');
    expect(shape(body)).toEqual([
      ['Zulu (default)', ['Assembly', 'line b']],
      ['Alpha', ['5S']],
    ]);
    expect(body.total).toBe(2);
    expect(body.items[0].workspaces?.every((w) => w.isInThisGroup)).toBe(true);
  });

  it('lists editable workspaces by the per-workspace role', async () => {
    expect(shape(await groups(fx.cookies.viewer, 'needWorkspaces=true&workspacesType=edit'))).toEqual([]);
    expect(shape(await groups(fx.cookies.publisher, 'needWorkspaces=true&workspacesType=edit'))).toEqual([['Zulu (default)', ['Assembly']]]);
    expect(shape(await groups(fx.cookies.wsAdmin, 'needWorkspaces=true&workspacesType=edit'))).toEqual([
      ['Zulu (default)', ['Assembly']],
      ['Alpha', ['5S', 'Board room']],
    ]);
  });

  it('lists administrable workspaces for workspace admins and everything for org admins', async () => {
    expect(shape(await groups(fx.cookies.publisher, 'needWorkspaces=true&workspacesType=admin'))).toEqual([]);
    expect(shape(await groups(fx.cookies.wsAdmin, 'needWorkspaces=true&workspacesType=admin'))).toEqual([
      ['Zulu (default)', ['Assembly']],
      ['Alpha', ['Board room']],
    ]);
    expect(shape(await groups(fx.cookies.orgAdmin, 'needWorkspaces=true&workspacesType=admin'))).toEqual([
      ['Zulu (default)', ['Assembly', 'line b']],
      ['Alpha', ['5S', 'Board room']],
    ]);
  });

  it('hides private workspaces unless the user is assigned', async () => {
    const forViewer = await groups(fx.cookies.viewer, 'needWorkspaces=true');
    expect(forViewer.items.flatMap((g) => g.workspaces ?? []).some((w) => w.private)).toBe(false);
    const forAdmin = await groups(fx.cookies.wsAdmin, 'needWorkspaces=true');
    expect(forAdmin.items.flatMap((g) => g.workspaces ?? []).find((w) => w.name === 'Board room')?.private).toBe(true);
  });

  it('lists empty groups with all=true for org admins only, and leaves workspaces out unless asked', async () => {
    const all = await groups(fx.cookies.orgAdmin, 'all=true');
    expect(all.items.map((g) => g.name)).toEqual(['Zulu (default)', 'Alpha', 'Empty group']);
    expect(all.items[0].workspaces).toBeUndefined();
    expect((await groups(fx.cookies.viewer, 'all=true')).items.map((g) => g.name)).toEqual(['Zulu (default)', 'Alpha']);
  });

  it('refuses signed-out callers and unknown list types', async () => {
    expect((await getGroups(apiRequest('/api/v1/workspaces-groups'), noParams)).status).toBe(401);
    expect((await getGroups(apiRequest('/api/v1/workspaces-groups?workspacesType=owner', { cookie: fx.cookies.viewer }), noParams)).status).toBe(422);
  });
});

describe('GET /api/v1/workspaces', () => {
  it('returns a flat, sorted list with the group name, filtered by keyword', async () => {
    const body = await list(fx.cookies.orgAdmin, 'type=view');
    expect(body.items.map((w) => w.name)).toEqual(['5S', 'Assembly', 'Board room', 'line b']);
    expect(body.items.find((w) => w.name === '5S')?.workspaceGroupName).toBe('Alpha');
    expect((await list(fx.cookies.orgAdmin, 'keyword=LINE')).items.map((w) => w.name)).toEqual(['line b']);
    // A LIKE wildcard in the keyword is matched literally.
    expect((await list(fx.cookies.orgAdmin, 'keyword=%25')).items).toEqual([]);
  });

  it('gives a publisher only the workspaces they publish in for type=edit', async () => {
    expect((await list(fx.cookies.publisher, 'type=edit')).items.map((w) => w.name)).toEqual(['Assembly']);
  });
});

describe('POST /api/v1/user-likes/workspaces', () => {
  it('favourites and unfavourites a workspace, reflected in the lists', async () => {
    const res = await like(fx.cookies.viewer, { workspaceId: fx.ws.fiveS.id, like: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ item: { workspaceId: fx.ws.fiveS.id, like: true } });
    expect((await list(fx.cookies.viewer, '')).items.find((w) => w.id === fx.ws.fiveS.id)?.isLike).toBe(true);
    // Liking twice is harmless.
    expect((await like(fx.cookies.viewer, { workspaceId: fx.ws.fiveS.id, like: true })).status).toBe(200);
    expect((await like(fx.cookies.viewer, { workspaceId: fx.ws.fiveS.id, like: false })).status).toBe(200);
    const after = await groups(fx.cookies.viewer, 'needWorkspaces=true');
    expect(after.items.flatMap((g) => g.workspaces ?? []).find((w) => w.id === fx.ws.fiveS.id)?.isLike).toBe(false);
  });

  it('answers 404 for another organisation’s workspace and for a private one the user cannot see', async () => {
    const foreign = await like(fx.cookies.viewer, { workspaceId: fx.ws.foreign.id, like: true });
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error.code).toBe('not_found');
    expect((await like(fx.cookies.viewer, { workspaceId: fx.ws.secret.id, like: true })).status).toBe(404);
  });

  it('validates the body and refuses cross-site and signed-out requests', async () => {
    expect((await like(fx.cookies.viewer, { workspaceId: 'nope', like: true })).status).toBe(422);
    expect((await like(fx.cookies.viewer, 'not json')).status).toBe(400);
    const crossSite = apiRequest('/api/v1/user-likes/workspaces', {
      method: 'POST',
      cookie: fx.cookies.viewer,
      body: { workspaceId: fx.ws.fiveS.id, like: true },
      headers: { origin: 'https://evil.example.com' },
    });
    expect((await likeWorkspace(crossSite, noParams)).status).toBe(403);
    expect((await like('', { workspaceId: fx.ws.fiveS.id, like: true })).status).toBe(401);
  });
});
