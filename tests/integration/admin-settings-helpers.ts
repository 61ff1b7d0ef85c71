import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '@/db/schema';
import type { Role } from '@/lib/access/roles';
import { apiRequest, createOrg, createUser, db, routeParams, sessionCookie } from '../helpers/factories';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export const REFUSED_ROLES = ['viewer', 'publisher', 'admin-group'] as const;

/** A signed-in member of the organisation with the given role. */
export async function member(orgId: string, role: Role) {
  const user = await createUser(orgId, role);
  return { user, cookie: (await sessionCookie(user)).cookie };
}

/** A fresh organisation (with optional stored settings) and its org admin. */
export async function adminOfNewOrg(settings: unknown = {}, role: Role = 'admin-organization') {
  const org = await createOrg({ settings });
  return { org, ...(await member(org.id, role)) };
}

/** Calls a route handler as the browser would and reads the JSON reply. */
export async function call(handler: Handler, path: string, { method = 'GET', body, cookie }: { method?: string; body?: unknown; cookie?: string } = {}) {
  const res = await handler(apiRequest(path, { method, body, cookie }), routeParams({}));
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

/** The organisation's audit entries, oldest first. */
export async function auditOf(orgId: string, action?: string) {
  return (await db())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.organizationId, orgId), action ? eq(auditLog.action, action) : undefined))
    .orderBy(asc(auditLog.createdAt));
}
