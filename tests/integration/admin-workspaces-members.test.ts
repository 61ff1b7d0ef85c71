import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, workspaceMembers } from '@/db/schema';
import { GET as listMembers, POST as addMembers } from '@/app/api/v1/workspaces/[id]/users/route';
import { DELETE as removeMember, PATCH as patchMember } from '@/app/api/v1/workspaces/[id]/users/[userId]/route';
import { PATCH as patchWs } from '@/app/api/v1/workspaces/[id]/route';
import { GET as userWorkspaces } from '@/app/api/v1/users/[id]/workspaces/route';
import { db } from '../helpers/factories';
import { call, setupMembersFixture, UNKNOWN, type Reply } from './admin-workspaces-fixtures';

const members = (cookie: string, id: string, query = '') => call(listMembers, `/api/v1/workspaces/${id}/users?${query}`, { id }, { cookie });
const add = (cookie: string, id: string, body: unknown) => call(addMembers, `/api/v1/workspaces/${id}/users`, { id }, { method: 'POST', cookie, body });
const setRole = (cookie: string, id: string, userId: string, role: string) =>
  call(patchMember, `/api/v1/workspaces/${id}/users/${userId}`, { id, userId }, { method: 'PATCH', cookie, body: { role } });
const unassign = (cookie: string, id: string, userId: string) => call(removeMember, `/api/v1/workspaces/${id}/users/${userId}`, { id, userId }, { method: 'DELETE', cookie });
const names = (body: Reply['body']) => body.items.map((m: { displayName: string }) => m.displayName);

let fx: Awaited<ReturnType<typeof setupMembersFixture>>;
beforeAll(async () => {
  fx = await setupMembersFixture();
});

describe('GET /api/v1/workspaces/{id}/users', () => {
  it('lists members by name with effective roles, what the actor may do and the roles they may grant', async () => {
    const res = await members(fx.cookies.wsAdmin, fx.ws.id);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Olga Admin', 'Paula Publisher', 'Vera Viewer', 'Walter Wsadmin']);
    expect(res.body.total).toBe(4);
    expect(res.body.grantableRoles).toEqual(['viewer', 'publisher', 'admin-group']);
    const byName = Object.fromEntries(res.body.items.map((m: { displayName: string }) => [m.displayName, m]));
    expect(byName['Olga Admin']).toMatchObject({ role: 'admin-organization', isOrgAdmin: true, canChangeRole: false, canRemove: false });
    expect(byName['Paula Publisher']).toMatchObject({ role: 'publisher', canChangeRole: true, canRemove: true });
    expect(byName['Walter Wsadmin']).toMatchObject({ role: 'admin-group', canChangeRole: false, canRemove: false });
    const forOrgAdmin = await members(fx.cookies.admin, fx.ws.id);
    expect(forOrgAdmin.body.items.find((m: { displayName: string }) => m.displayName === 'Olga Admin')).toMatchObject({ canChangeRole: false, canRemove: true });
  });

  it('pages and searches by name, email or employee ID', async () => {
    const page2 = await members(fx.cookies.wsAdmin, fx.ws.id, 'page=2&size=3');
    expect(names(page2.body)).toEqual(['Walter Wsadmin']);
    expect(page2.body.total).toBe(4);
    expect(names((await members(fx.cookies.wsAdmin, fx.ws.id, 'keyword=vera.viewer')).body)).toEqual(['Vera Viewer']);
    expect(names((await members(fx.cookies.wsAdmin, fx.ws.id, 'keyword=PAULA')).body)).toEqual(['Paula Publisher']);
    expect((await members(fx.cookies.wsAdmin, fx.ws.id, 'size=500')).status).toBe(422);
    expect((await members(fx.cookies.wsAdmin, fx.ws.id, 'page=0')).status).toBe(422);
  });

  it('is for the workspace’s admins: 403 to others who see it, 404 when hidden, foreign or unknown', async () => {
    for (const role of ['otherWsAdmin', 'publisher', 'viewer'] as const) expect((await members(fx.cookies[role], fx.ws.id)).status, role).toBe(403);
    expect((await members(fx.cookies.wsAdmin, fx.hidden.id)).status).toBe(404);
    for (const id of [fx.foreignWs.id, UNKNOWN, 'nope']) expect((await members(fx.cookies.admin, id)).status, id).toBe(404);
  });
});

describe('POST /api/v1/workspaces/{id}/users', () => {
  it('adds people with a role, leaves existing members as they are, audits, and applies at once', async () => {
    const res = await add(fx.cookies.wsAdmin, fx.neighbour.id, { userIds: [fx.users.newcomer.id], role: 'viewer' });
    expect(res.status).toBe(403); // not their workspace
    const ok = await add(fx.cookies.wsAdmin, fx.ws.id, { userIds: [fx.users.newcomer.id, fx.users.viewer.id, fx.users.newcomer.id], role: 'publisher' });
    expect(ok.status).toBe(201);
    expect(ok.body.items).toEqual([expect.objectContaining({ id: fx.users.newcomer.id, role: 'publisher', canChangeRole: true })]);
    expect(ok.body.total).toBe(1);
    const d = await db();
    const [vera] = await d.select().from(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, fx.ws.id), eq(workspaceMembers.userId, fx.users.viewer.id)));
    expect(vera.role).toBe('viewer');
    const [entry] = await d.select().from(auditLog).where(and(eq(auditLog.entityId, fx.ws.id), eq(auditLog.action, 'workspace.member.add')));
    expect(entry.after).toEqual({ role: 'publisher', users: [{ id: fx.users.newcomer.id, name: 'Nina Newcomer' }] });
    // The newcomer's own next request already sees the workspace as theirs, as publisher.
    const mine = await call(userWorkspaces, `/api/v1/users/${fx.users.newcomer.id}/workspaces`, { id: fx.users.newcomer.id }, { cookie: fx.cookies.newcomer });
    expect(mine.body.items).toEqual([expect.objectContaining({ id: fx.ws.id, role: 'publisher' })]);
  });

  it('refuses roles above the actor’s own and any user outside the organisation', async () => {
    expect((await add(fx.cookies.wsAdmin, fx.ws.id, { userIds: [fx.users.gone.id], role: 'admin-organization' })).status).toBe(422);
    for (const userId of [fx.foreignUser.id, UNKNOWN]) {
      const res = await add(fx.cookies.admin, fx.ws.id, { userIds: [fx.users.gone.id, userId], role: 'viewer' });
      expect(res.body.error, userId).toEqual({ code: 'not_found', message: 'adminWorkspaces.userNotFound' });
    }
    expect((await members(fx.cookies.admin, fx.ws.id, 'keyword=Gus')).body.total).toBe(0);
    expect((await add(fx.cookies.admin, fx.ws.id, { userIds: [], role: 'viewer' })).status).toBe(422);
    expect((await add(fx.cookies.admin, fx.ws.id, { userIds: ['x'], role: 'viewer' })).status).toBe(422);
  });

  it('refuses viewers, publishers and other workspaces’ admins; foreign workspace ids read as unknown', async () => {
    for (const role of ['otherWsAdmin', 'publisher', 'viewer'] as const) {
      expect((await add(fx.cookies[role], fx.ws.id, { userIds: [fx.users.gone.id], role: 'viewer' })).status, role).toBe(403);
    }
    expect((await add(fx.cookies.wsAdmin, fx.hidden.id, { userIds: [fx.users.gone.id], role: 'viewer' })).status).toBe(404);
    expect((await add(fx.cookies.admin, fx.foreignWs.id, { userIds: [fx.foreignUser.id], role: 'viewer' })).status).toBe(404);
  });
});

describe('PATCH and DELETE /api/v1/workspaces/{id}/users/{userId}', () => {
  it('changes a role with an audit entry, effective on the member’s next request', async () => {
    const edit = () => call(patchWs, `/api/v1/workspaces/${fx.ws.id}`, { id: fx.ws.id }, { method: 'PATCH', cookie: fx.cookies.publisher, body: { color: 'red' } });
    expect((await edit()).status).toBe(403);
    const res = await setRole(fx.cookies.wsAdmin, fx.ws.id, fx.users.publisher.id, 'admin-group');
    expect(res.body.item).toMatchObject({ id: fx.users.publisher.id, role: 'admin-group' });
    expect((await edit()).status).toBe(200);
    const [entry] = await (await db()).select().from(auditLog).where(and(eq(auditLog.entityId, fx.ws.id), eq(auditLog.action, 'workspace.member.role')));
    expect(entry.before).toMatchObject({ role: 'publisher' });
    expect(entry.after).toMatchObject({ role: 'admin-group' });
    await setRole(fx.cookies.admin, fx.ws.id, fx.users.publisher.id, 'publisher');
  });

  it('never demotes an org admin here, and a workspace admin leaves their own membership alone', async () => {
    expect((await setRole(fx.cookies.wsAdmin, fx.ws.id, fx.users.admin.id, 'viewer')).body.error).toEqual({ code: 'forbidden', message: 'adminWorkspaces.orgAdminRole' });
    expect((await setRole(fx.cookies.admin, fx.ws.id, fx.users.admin.id, 'viewer')).status).toBe(403);
    expect((await unassign(fx.cookies.wsAdmin, fx.ws.id, fx.users.admin.id)).status).toBe(403);
    expect((await setRole(fx.cookies.wsAdmin, fx.ws.id, fx.users.wsAdmin.id, 'viewer')).body.error.message).toBe('adminWorkspaces.ownMembership');
    expect((await unassign(fx.cookies.wsAdmin, fx.ws.id, fx.users.wsAdmin.id)).status).toBe(403);
    expect((await setRole(fx.cookies.wsAdmin, fx.ws.id, fx.users.viewer.id, 'admin-organization')).status).toBe(422);
  });

  it('refuses other roles and workspaces; foreign, unknown and non-member ids read as unknown', async () => {
    for (const role of ['otherWsAdmin', 'publisher', 'viewer'] as const) {
      expect((await setRole(fx.cookies[role], fx.ws.id, fx.users.viewer.id, 'publisher')).status, role).toBe(403);
      expect((await unassign(fx.cookies[role], fx.ws.id, fx.users.viewer.id)).status, role).toBe(403);
    }
    expect((await setRole(fx.cookies.wsAdmin, fx.hidden.id, fx.users.viewer.id, 'publisher')).status).toBe(404);
    for (const userId of [fx.foreignUser.id, UNKNOWN, fx.users.gone.id, 'nope']) {
      expect((await setRole(fx.cookies.admin, fx.ws.id, userId, 'publisher')).status, userId).toBe(404);
      expect((await unassign(fx.cookies.admin, fx.ws.id, userId)).status, userId).toBe(404);
    }
    expect((await setRole(fx.cookies.admin, fx.foreignWs.id, fx.foreignUser.id, 'publisher')).status).toBe(404);
    expect((await unassign(fx.cookies.admin, fx.foreignWs.id, fx.foreignUser.id)).status).toBe(404);
  });

  it('removes a member with an audit entry', async () => {
    const res = await unassign(fx.cookies.wsAdmin, fx.ws.id, fx.users.newcomer.id);
    expect(res).toEqual({ status: 200, body: { item: { id: fx.users.newcomer.id } } });
    expect((await members(fx.cookies.wsAdmin, fx.ws.id, 'keyword=Nina')).body.total).toBe(0);
    const audit = await (await db()).select().from(auditLog).where(and(eq(auditLog.entityId, fx.ws.id), eq(auditLog.action, 'workspace.member.remove')));
    expect(audit).toHaveLength(1);
  });
});

