import { beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, teams } from '@/db/schema';
import { GET as listTeams } from '@/app/api/v1/workspaces/[id]/teams/route';
import { GET as candidates } from '@/app/api/v1/workspaces/[id]/candidates/route';
import { GET as userWorkspaces } from '@/app/api/v1/users/[id]/workspaces/route';
import { db } from '../helpers/factories';
import { call, setupMembersFixture, UNKNOWN } from './admin-workspaces-fixtures';

let fx: Awaited<ReturnType<typeof setupMembersFixture>>;
beforeAll(async () => {
  fx = await setupMembersFixture();
});

describe('GET /api/v1/workspaces/{id}/candidates', () => {
  it('finds active people of the organisation, marking members', async () => {
    const res = await call(candidates, `/api/v1/workspaces/${fx.ws.id}/candidates?keyword=e77`, { id: fx.ws.id }, { cookie: fx.cookies.wsAdmin });
    expect(res.body.items).toEqual([{ id: fx.users.newcomer.id, displayName: 'Nina Newcomer', email: fx.users.newcomer.email, employeeId: 'E77', isMember: false }]);
    const all = await call(candidates, `/api/v1/workspaces/${fx.ws.id}/candidates`, { id: fx.ws.id }, { cookie: fx.cookies.wsAdmin });
    expect(all.body.items.map((c: { displayName: string }) => c.displayName)).not.toContain('Gus Gone');
    expect(all.body.items.find((c: { displayName: string }) => c.displayName === 'Vera Viewer').isMember).toBe(true);
    expect(all.body.items.some((c: { id: string }) => c.id === fx.foreignUser.id)).toBe(false);
    for (const role of ['otherWsAdmin', 'publisher', 'viewer'] as const) {
      expect((await call(candidates, `/api/v1/workspaces/${fx.ws.id}/candidates`, { id: fx.ws.id }, { cookie: fx.cookies[role] })).status, role).toBe(403);
    }
    for (const id of [fx.foreignWs.id, UNKNOWN]) expect((await call(candidates, `/api/v1/workspaces/${id}/candidates`, { id }, { cookie: fx.cookies.admin })).status, id).toBe(404);
  });
});

describe('GET /api/v1/workspaces/{id}/teams', () => {
  it('lists teams with people in the workspace, for its admins', async () => {
    const d = await db();
    const [line, office] = await d.insert(teams).values([{ organizationId: fx.org.id, name: 'Line team' }, { organizationId: fx.org.id, name: 'Office' }]).returning();
    await d.insert(teamMembers).values([
      { organizationId: fx.org.id, teamId: line.id, userId: fx.users.viewer.id },
      { organizationId: fx.org.id, teamId: line.id, userId: fx.users.gone.id },
      { organizationId: fx.org.id, teamId: office.id, userId: fx.users.otherWsAdmin.id },
    ]);
    const res = await call(listTeams, `/api/v1/workspaces/${fx.ws.id}/teams`, { id: fx.ws.id }, { cookie: fx.cookies.wsAdmin });
    expect(res.body).toEqual({ items: [{ id: line.id, name: 'Line team', membersInWorkspace: 1, membersCount: 2 }], total: 1 });
    for (const role of ['otherWsAdmin', 'publisher', 'viewer'] as const) {
      expect((await call(listTeams, `/api/v1/workspaces/${fx.ws.id}/teams`, { id: fx.ws.id }, { cookie: fx.cookies[role] })).status, role).toBe(403);
    }
    expect((await call(listTeams, `/api/v1/workspaces/${fx.hidden.id}/teams`, { id: fx.hidden.id }, { cookie: fx.cookies.wsAdmin })).status).toBe(404);
    for (const id of [fx.foreignWs.id, UNKNOWN]) expect((await call(listTeams, `/api/v1/workspaces/${id}/teams`, { id }, { cookie: fx.cookies.admin })).status, id).toBe(404);
    expect((await call(listTeams, `/api/v1/workspaces/${fx.ws.id}/teams`, { id: fx.ws.id }, { cookie: '' })).status).toBe(401);
  });
});

describe('GET /api/v1/users/{id}/workspaces', () => {
  const get = (cookie: string, id: string, query = '') => call(userWorkspaces, `/api/v1/users/${id}/workspaces?${query}`, { id }, { cookie });
  it('shows people their own workspaces and org admins anyone’s, filtered by keyword', async () => {
    const own = await get(fx.cookies.viewer, fx.users.viewer.id);
    expect(own.body.items.map((w: { name: string; role: string }) => [w.name, w.role])).toEqual([['Assembly', 'viewer'], ['Neighbour', 'publisher']]);
    expect((await get(fx.cookies.admin, fx.users.viewer.id, 'keyword=neigh')).body.items.map((w: { name: string }) => w.name)).toEqual(['Neighbour']);
    expect((await get(fx.cookies.admin, fx.users.admin.id)).body.items).toEqual([expect.objectContaining({ name: 'Assembly', role: 'admin-organization' })]);
  });

  it('limits a workspace admin to their own workspaces and refuses everyone else', async () => {
    expect((await get(fx.cookies.wsAdmin, fx.users.viewer.id)).body.items.map((w: { name: string }) => w.name)).toEqual(['Assembly']);
    expect((await get(fx.cookies.otherWsAdmin, fx.users.viewer.id)).body.items.map((w: { name: string }) => w.name)).toEqual(['Neighbour']);
    expect((await get(fx.cookies.publisher, fx.users.viewer.id)).status).toBe(403);
    expect((await get(fx.cookies.viewer, fx.users.publisher.id)).status).toBe(403);
    for (const id of [fx.foreignUser.id, UNKNOWN, 'nope']) expect((await get(fx.cookies.admin, id)).status, id).toBe(404);
  });
});
