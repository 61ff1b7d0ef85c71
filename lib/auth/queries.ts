import 'server-only';
import { and, eq, gt, isNull, ne, sql, type SQLWrapper } from 'drizzle-orm';
import { forIdReads, prepareCachedRead, type Db } from '@/db/client';
import { builtOnce } from '@/db/prepared';
import { authSessions, loginActivity, organizations, users, workspaceMembers } from '@/db/schema';

export const findOrgByClientKey = (db: Db, clientKey: string) =>
  db.query.organizations.findFirst({ where: eq(sql`lower(${organizations.clientKey})`, clientKey.toLowerCase()) });

export const findOrgById = (db: Db, id: string) => db.query.organizations.findFirst({ where: eq(organizations.id, id) });

/** Emails are unique across organisations, so sign-in can find the account before the organisation. */
export const findUserByEmail = (db: Db, email: string) =>
  db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });

export const findUserInOrg = (db: Db, { orgId, userId }: { orgId: string; userId: string }) =>
  db.query.users.findFirst({ where: and(eq(users.id, userId), eq(users.organizationId, orgId)) });

export async function createAuthSession(
  db: Db,
  values: {
    orgId: string;
    userId: string;
    method: string;
    isSharedAccount: boolean;
    ip?: string | null;
    userAgent?: string | null;
    ttlSeconds: number;
    /** Only learning-host sessions carry one (lib/learning-host/sign-in.ts). */
    scope?: unknown;
  },
) {
  const [row] = await db
    .insert(authSessions)
    .values({
      organizationId: values.orgId,
      userId: values.userId,
      method: values.method,
      isSharedAccount: values.isSharedAccount,
      ip: values.ip ?? null,
      userAgent: values.userAgent?.slice(0, 400) ?? null,
      expiresAt: new Date(Date.now() + values.ttlSeconds * 1000),
      scope: values.scope ?? null,
    })
    .returning({ id: authSessions.id });
  return row;
}

/** Joins a session to its user (same organisation) — shared by every live-session read. */
export const sessionUserJoin = () => and(eq(users.id, authSessions.userId), eq(users.organizationId, authSessions.organizationId));

/**
 * A session that is not revoked or expired, of an enabled user in an active organisation. The id
 * may be a placeholder of a prepared statement; `now: null` leaves the expiry to the caller.
 */
export const liveSessionWhere = (sessionId: string | SQLWrapper, now: Date | null = new Date()) =>
  and(
    eq(authSessions.id, sessionId),
    isNull(authSessions.revokedAt),
    now ? gt(authSessions.expiresAt, now) : undefined,
    eq(users.disabled, false),
    eq(organizations.isActive, true),
  );

/** The user's per-workspace roles as one column, so a request costs one round trip for its session. */
export const sessionRoles = () =>
  sql<Array<{ workspaceId: string; role: string }>>`coalesce((
    select json_agg(json_build_object('workspaceId', wm.workspace_id, 'role', wm.role))
    from ${workspaceMembers} wm
    where wm.user_id = ${users.id} and wm.organization_id = ${users.organizationId}
  ), '[]'::json)`;

/** A live session with its user and organisation, or nothing when revoked, expired or disabled. */
export async function findLiveSession(db: Db, sessionId: string) {
  const [row] = await db
    .select({
      session: authSessions,
      user: users,
      org: organizations,
      roles: sessionRoles(),
    })
    .from(authSessions)
    .innerJoin(users, sessionUserJoin())
    .innerJoin(organizations, eq(organizations.id, authSessions.organizationId))
    .where(liveSessionWhere(sessionId))
    .limit(1);
  return row ?? null;
}

/**
 * The live-session read behind every signed-in request (middleware, pages, handlers): the same
 * rules as findLiveSession, but only the columns a session context uses, as a named prepared
 * statement built once per database. Building the query and planning it cost more than running it
 * (PGlite plans every unnamed query); on the embedded database its answer is remembered until a
 * table it reads is written (db/pglite-reads.ts), so the expiry is compared here, not in SQL.
 */
function liveSessionContextStatement(db: Db) {
  const query = db
    .select({
      session: {
        lastSeenAt: authSessions.lastSeenAt,
        expiresAt: authSessions.expiresAt,
        isSharedAccount: authSessions.isSharedAccount,
        method: authSessions.method,
        scope: authSessions.scope,
      },
      user: {
        id: users.id,
        email: users.email,
        employeeId: users.employeeId,
        displayName: users.displayName,
        role: users.role,
        locale: users.locale,
        avatarKey: users.avatarKey,
        shared: users.shared,
        passwordless: users.passwordless,
      },
      org: {
        id: organizations.id,
        name: organizations.name,
        clientKey: organizations.clientKey,
        planType: organizations.planType,
        generation: organizations.generation,
        defaultWorkspaceGroupId: organizations.defaultWorkspaceGroupId,
        settings: organizations.settings,
      },
      roles: sessionRoles(),
    })
    .from(authSessions)
    .innerJoin(users, sessionUserJoin())
    .innerJoin(organizations, eq(organizations.id, authSessions.organizationId))
    .where(liveSessionWhere(sql.placeholder('sessionId'), null))
    .limit(1);
  // The same answer until the session, its user, organisation or roles change (expiry is checked below).
  return prepareCachedRead(db, query, 'live_session');
}

const liveSessionContextStatements = builtOnce(liveSessionContextStatement);

/** A live session with what its context needs of the user and organisation, or null. */
export async function findLiveSessionContext(db: Db, sessionId: string) {
  const [row] = await liveSessionContextStatements(forIdReads(db)).execute({ sessionId });
  return row && row.session.expiresAt.getTime() > Date.now() ? row : null;
}

export const touchSession = (db: Db, { sessionId }: { sessionId: string }) =>
  db.update(authSessions).set({ lastSeenAt: new Date() }).where(eq(authSessions.id, sessionId));

export const revokeSession = (db: Db, { orgId, sessionId }: { orgId: string; sessionId: string }) =>
  db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.organizationId, orgId)));

/** Signs a user out everywhere, or everywhere but the given session (password change). */
export const revokeUserSessions = (db: Db, { orgId, userId, exceptSessionId }: { orgId: string; userId: string; exceptSessionId?: string }) =>
  db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.organizationId, orgId),
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        exceptSessionId ? ne(authSessions.id, exceptSessionId) : undefined,
      ),
    );

export const recordLoginActivity = (
  db: Db,
  row: { orgId?: string | null; userId?: string | null; login: string; method: string; success: boolean; reason?: string; ip?: string | null; userAgent?: string | null },
) =>
  db.insert(loginActivity).values({
    organizationId: row.orgId ?? null,
    userId: row.userId ?? null,
    login: row.login.slice(0, 320),
    method: row.method,
    success: row.success,
    reason: row.reason ?? null,
    ip: row.ip ?? null,
    userAgent: row.userAgent?.slice(0, 400) ?? null,
  });

export const setPasswordHash = (db: Db, { orgId, userId, hash }: { orgId: string; userId: string; hash: string }) =>
  db.update(users).set({ passwordHash: hash }).where(and(eq(users.id, userId), eq(users.organizationId, orgId)));
