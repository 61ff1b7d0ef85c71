import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { authSessions, organizations, users, workspaceMembers } from '@/db/schema';
import { sessionUserJoin } from './queries';

/**
 * The live-session read behind every signed-in request (middleware, pages, handlers): the same
 * rules as findLiveSession (not revoked or expired, user enabled, organisation active), but only
 * the columns a session context uses, as a named prepared statement built once per database.
 * Building the query and planning it cost more than running it (PGlite plans every unnamed query).
 */
function liveSessionStatement(db: Db) {
  return db
    .select({
      session: { lastSeenAt: authSessions.lastSeenAt, isSharedAccount: authSessions.isSharedAccount, method: authSessions.method },
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
      // The per-workspace roles ride along, so a request costs one round trip for its session.
      roles: sql<Array<{ workspaceId: string; role: string }>>`coalesce((
        select json_agg(json_build_object('workspaceId', wm.workspace_id, 'role', wm.role))
        from ${workspaceMembers} wm
        where wm.user_id = ${users.id} and wm.organization_id = ${users.organizationId}
      ), '[]'::json)`,
    })
    .from(authSessions)
    .innerJoin(users, sessionUserJoin())
    .innerJoin(organizations, eq(organizations.id, authSessions.organizationId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql.placeholder('now')),
        eq(users.disabled, false),
        eq(organizations.isActive, true),
      ),
    )
    .limit(1)
    .prepare('live_session');
}

const statements = new WeakMap<Db, ReturnType<typeof liveSessionStatement>>();

/** A live session with what its context needs of the user and organisation, or null. */
export async function findLiveSessionContext(db: Db, sessionId: string) {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = liveSessionStatement(db)));
  // The column's own encoding (timestamp columns are sent as ISO strings).
  const [row] = await statement.execute({ sessionId, now: new Date().toISOString() });
  return row ?? null;
}
