import { addMember, apiRequest, createOrg, createUser, createWorkspace, routeParams, sessionCookie } from '../helpers/factories';

export const UNKNOWN = '00000000-0000-4000-8000-000000000000';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON replies, checked field by field in the tests
export type Reply = { status: number; body: Record<string, any> };
type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export async function call(handler: Handler, path: string, params: Record<string, string>, { method = 'GET', cookie, body }: { method?: string; cookie: string; body?: unknown }): Promise<Reply> {
  const res = await handler(apiRequest(path, { method, cookie, body }), routeParams(params));
  return { status: res.status, body: await res.json() };
}

/**
 * One organisation with a public workspace (Assembly) and its admin, publisher and viewer, an
 * org admin who is also a member, a neighbouring workspace with its own admin, a private one,
 * a newcomer and a disabled user; plus another organisation's user and workspace.
 */
export async function setupMembersFixture() {
  const org = await createOrg();
  const mk = (role: Parameters<typeof createUser>[1], displayName: string, extra = {}) => createUser(org.id, role, { displayName, ...extra });
  const users = {
    admin: await mk('admin-organization', 'Olga Admin'),
    wsAdmin: await mk('admin-group', 'Walter Wsadmin'),
    otherWsAdmin: await mk('admin-group', 'Otto Other'),
    publisher: await mk('publisher', 'Paula Publisher'),
    viewer: await mk('viewer', 'Vera Viewer', { email: 'vera.viewer@example.com' }),
    newcomer: await mk('viewer', 'Nina Newcomer', { employeeId: 'E77' }),
    gone: await mk('viewer', 'Gus Gone', { disabled: true }),
  };
  const ws = await createWorkspace(org.id, { name: 'Assembly' });
  const neighbour = await createWorkspace(org.id, { name: 'Neighbour', groupId: ws.groupId });
  const hidden = await createWorkspace(org.id, { name: 'Hidden', groupId: ws.groupId, private: true });
  await addMember(org.id, ws.id, users.wsAdmin.id, 'admin-group');
  await addMember(org.id, ws.id, users.publisher.id, 'publisher');
  await addMember(org.id, ws.id, users.viewer.id, 'viewer');
  await addMember(org.id, ws.id, users.admin.id, 'viewer');
  await addMember(org.id, neighbour.id, users.otherWsAdmin.id, 'admin-group');
  await addMember(org.id, neighbour.id, users.viewer.id, 'publisher');
  const cookies = Object.fromEntries(await Promise.all(Object.entries(users).map(async ([k, u]) => [k, (await sessionCookie(u)).cookie]))) as Record<keyof typeof users, string>;
  const other = await createOrg();
  const foreignUser = await createUser(other.id, 'viewer');
  const foreignWs = await createWorkspace(other.id);
  await addMember(other.id, foreignWs.id, foreignUser.id, 'viewer');
  return { org, users, cookies, ws, neighbour, hidden, foreignUser, foreignWs };
}
