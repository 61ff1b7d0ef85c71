import type { Role } from '@/lib/access/roles';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, routeParams, sessionCookie } from '../helpers/factories';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type Call = { method?: string; body?: unknown; cookie?: string; params?: Record<string, string>; headers?: Record<string, string> };

/** Calls a route handler as the browser would and returns status and parsed JSON. */
export async function call(handler: Handler, path: string, { method = 'GET', body, cookie, params = {}, headers }: Call = {}) {
  const res = await handler(apiRequest(path, { method, body, cookie, headers }), routeParams(params));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const json: any = await res.json().catch(() => null);
  return { status: res.status, body: json };
}

export const cookieOf = async (user: { id: string; organizationId: string }) => (await sessionCookie(user)).cookie;

export const FOREIGN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * An organisation with an org admin, a workspace admin of ws1 (not ws2), a publisher and a viewer,
 * plus a second organisation with its own admin, user and workspace for the foreign-id checks.
 */
export async function adminWorld() {
  const org = await createOrg();
  const [ws1, ws2] = [await createWorkspace(org.id, { name: 'Assembly' }), await createWorkspace(org.id, { name: 'Machining' })];
  const admin = await createUser(org.id, 'admin-organization', { displayName: 'Olga Admin' });
  const wsAdmin = await createUser(org.id, 'admin-group', { displayName: 'Walt Wsadmin' });
  await addMember(org.id, ws1.id, wsAdmin.id, 'admin-group');
  const publisher = await createUser(org.id, 'publisher', { displayName: 'Pia Publisher' });
  await addMember(org.id, ws1.id, publisher.id, 'publisher');
  const viewer = await createUser(org.id, 'viewer', { displayName: 'Vera Viewer' });
  await addMember(org.id, ws1.id, viewer.id, 'viewer');

  const other = await createOrg();
  const otherWs = await createWorkspace(other.id, { name: 'Assembly' });
  const otherUser = await createUser(other.id, 'viewer', { displayName: 'Alice Elsewhere' });
  await addMember(other.id, otherWs.id, otherUser.id, 'viewer');

  return {
    org,
    ws1,
    ws2,
    admin,
    wsAdmin,
    publisher,
    viewer,
    other,
    otherWs,
    otherUser,
    cookies: {
      admin: await cookieOf(admin),
      wsAdmin: await cookieOf(wsAdmin),
      publisher: await cookieOf(publisher),
      viewer: await cookieOf(viewer),
    },
  };
}

export async function member(orgId: string, workspaceId: string, role: Role, overrides: Parameters<typeof createUser>[2] = {}) {
  const user = await createUser(orgId, role === 'admin-group' || role === 'publisher' ? role : 'viewer', overrides);
  await addMember(orgId, workspaceId, user.id, role);
  return user;
}
