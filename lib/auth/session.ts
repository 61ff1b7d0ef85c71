import { cache } from 'react';
import { getDb, type Db } from '@/db/client';
import { computeAccess, withWorkspaceAuthoring, type Access } from '@/lib/access/access';
import { isRole, type Role } from '@/lib/access/roles';
import { sessionOrgSettings } from '@/lib/orgs/session-settings';
import type { OrgSettings } from '@/lib/orgs/settings';
import { findLiveSessionContext, revokeSession, touchSession } from './queries';
import { readSessionId, sessionCookieName, sessionIdFromToken } from './session-cookie';
import { claimSession, SESSION_HANDOFF_HEADER } from './session-handoff';

export type SessionUser = {
  id: string;
  email: string;
  employeeId: string | null;
  displayName: string;
  role: Role | null;
  roles: Record<string, Role>;
  locale: string | null;
  avatarKey: string | null;
  shared: boolean;
  passwordless: boolean;
};

export type SessionOrg = {
  id: string;
  name: string;
  clientKey: string;
  planType: string;
  generation: string | null;
  defaultWorkspaceGroupId: string | null;
  settings: OrgSettings;
};

/** What a learning-host session may play: the workflows of one exported package. */
export type HostScope = { exportId: string; workflowIds: string[] };

export type SessionContext = {
  sessionId: string;
  /** Set only on learning-host sessions, which the app's own pages and routes never accept (loadSessionById). */
  hostScope: HostScope | null;
  isSharedAccount: boolean;
  method: string;
  user: SessionUser;
  org: SessionOrg;
  access: Access;
};

const TOUCH_EVERY_MS = 60_000;

function hostScopeOf(raw: unknown): HostScope | null {
  const scope = raw as Partial<HostScope> | null;
  if (!scope || typeof scope.exportId !== 'string' || !Array.isArray(scope.workflowIds)) return null;
  return { exportId: scope.exportId, workflowIds: scope.workflowIds.filter((id): id is string => typeof id === 'string') };
}

/** Resolves a session id to the full context, applying revocation, disable and idle auto-logout. */
export async function loadSessionContext(db: Db, sessionId: string): Promise<SessionContext | null> {
  const row = await findLiveSessionContext(db, sessionId);
  if (!row) return null;
  const { session, user, org } = row;
  const settings = sessionOrgSettings(org.settings);
  if (!isRole(user.role)) return null;

  const idleMs = Date.now() - session.lastSeenAt.getTime();
  if (settings.permissions.allowAutoLogout) {
    const limitMs = Math.max(1, Number(settings.permissions.autoLogoutTimeout) || 15) * 60_000;
    if (idleMs > limitMs) {
      await revokeSession(db, { orgId: org.id, sessionId });
      return null;
    }
  }
  if (idleMs > TOUCH_EVERY_MS) await touchSession(db, { sessionId });

  const roles: Record<string, Role> = {};
  for (const r of row.roles) if (isRole(r.role)) roles[r.workspaceId] = r.role;

  return {
    sessionId,
    hostScope: hostScopeOf(session.scope),
    isSharedAccount: session.isSharedAccount,
    method: session.method,
    user: {
      id: user.id,
      email: user.email,
      employeeId: user.employeeId,
      displayName: user.displayName,
      role: user.role,
      roles,
      locale: user.locale,
      avatarKey: user.avatarKey,
      shared: user.shared,
      passwordless: user.passwordless,
    },
    org: {
      id: org.id,
      name: org.name,
      clientKey: org.clientKey,
      planType: org.planType,
      generation: org.generation,
      defaultWorkspaceGroupId: org.defaultWorkspaceGroupId,
      settings,
    },
    access: withWorkspaceAuthoring(computeAccess(user.role, settings.permissions), Object.values(roles)),
  };
}

/**
 * The same, on the process's database: the middleware's lookup, which may not reach db/ itself.
 * A learning-host session reads as signed out here, so its token (a bearer or the iframe's cookie)
 * opens no page and no route of the app: only the host player's routes read it (lib/learning-host).
 */
export async function loadSessionById(sessionId: string): Promise<SessionContext | null> {
  const session = await loadSessionContext(await getDb(), sessionId);
  return session && !session.hostScope ? session : null;
}

// Once per page request: the session the middleware resolved for this very request when it
// handed one over (see session-handoff.ts), else one database read.
const getPageSession = cache(async (): Promise<SessionContext | null> => {
  const { cookies, headers } = await import('next/headers');
  const [jar, h] = await Promise.all([cookies(), headers()]);
  const token = jar.get(sessionCookieName())?.value;
  if (!token) return null;
  const handed = claimSession(h.get(SESSION_HANDOFF_HEADER), token);
  if (handed) return handed;
  const sessionId = await sessionIdFromToken(token);
  return sessionId ? loadSessionById(sessionId) : null;
});

/**
 * The signed-in context, or null. Route handlers pass their Request (so they also run outside
 * Next's request scope, as in integration tests); pages call it bare and it is memoised per request.
 */
export async function getRequestSession(req?: Request): Promise<SessionContext | null> {
  if (!req) return getPageSession();
  const sessionId = await readSessionId(req);
  return sessionId ? loadSessionById(sessionId) : null;
}
