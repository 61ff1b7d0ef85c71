import { randomBytes } from 'node:crypto';
import { getDb, type Db } from '@/db/client';
import { organizations, users, workspaceGroups, workspaceMembers, workspaces, type NewOrganization, type NewUser } from '@/db/schema';
import { hashPassword } from '@/lib/auth/password';
import { createAuthSession } from '@/lib/auth/queries';
import { encodeSessionToken, sessionCookieName } from '@/lib/auth/session-cookie';
import type { Role } from '@/lib/access/roles';
import { fromAddress } from './client-address';

export const PASSWORD = 'Test-Passw0rd!';
const suffix = () => randomBytes(4).toString('hex');

export const db = (): Promise<Db> => getDb();

export async function createOrg(overrides: Partial<NewOrganization> = {}) {
  const [org] = await (await db())
    .insert(organizations)
    .values({ name: `Org ${suffix()}`, clientKey: `org${suffix()}`, ...overrides })
    .returning();
  return org;
}

let passwordHash: Promise<string> | undefined;

export async function createUser(orgId: string, role: Role | null = 'viewer', overrides: Partial<NewUser> = {}) {
  passwordHash ??= hashPassword(PASSWORD);
  const [user] = await (await db())
    .insert(users)
    .values({
      organizationId: orgId,
      email: `user-${suffix()}@example.com`,
      displayName: 'Test User',
      role,
      passwordHash: await passwordHash,
      ...overrides,
    })
    .returning();
  return user;
}

export async function createWorkspace(orgId: string, overrides: { name?: string; private?: boolean; groupId?: string } = {}) {
  const d = await db();
  const groupId =
    overrides.groupId ??
    (await d.insert(workspaceGroups).values({ organizationId: orgId, name: `Group ${suffix()}` }).returning())[0].id;
  const [ws] = await d
    .insert(workspaces)
    .values({ organizationId: orgId, groupId, name: overrides.name ?? `Workspace ${suffix()}`, private: overrides.private ?? false })
    .returning();
  return ws;
}

export async function addMember(orgId: string, workspaceId: string, userId: string, role: Role) {
  await (await db()).insert(workspaceMembers).values({ organizationId: orgId, workspaceId, userId, role });
}

/** A Cookie header value for a fresh auth session of the user, exactly as next-auth sets it. */
export async function sessionCookie(user: { id: string; organizationId: string }, method = 'password') {
  const session = await createAuthSession(await db(), {
    orgId: user.organizationId,
    userId: user.id,
    method,
    isSharedAccount: false,
    ttlSeconds: 3600,
  });
  const token = await encodeSessionToken(session.id, user.id);
  return { cookie: `${sessionCookieName()}=${token}`, sessionId: session.id };
}

type Call = { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> };

/** Builds the Request a browser on this site would send. */
export function apiRequest(path: string, { method = 'GET', body, cookie, headers = {} }: Call = {}) {
  return new Request(`http://localhost:3000${path}`, {
    method,
    headers: {
      host: 'localhost:3000',
      ...(method !== 'GET' ? { origin: 'http://localhost:3000' } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
      ...fromAddress('127.0.0.1'),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The second argument App Router passes to a route handler. */
export const routeParams = <P extends Record<string, string | string[]>>(params: P) => ({ params: Promise.resolve(params) });
