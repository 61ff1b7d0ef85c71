import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { authSessions, organizations, users } from '@/db/schema';
import { liveSessionWhere, sessionUserJoin } from '@/lib/auth/queries';

/**
 * The few columns the middleware needs for one navigation, in one round trip: a live session
 * (not revoked, not expired) of an enabled user in an active organisation.
 */
export async function findSessionSummaryRow(db: Db, sessionId: string) {
  const [row] = await db
    .select({
      isSharedAccount: authSessions.isSharedAccount,
      lastSeenAt: authSessions.lastSeenAt,
      role: users.role,
      generation: organizations.generation,
      settings: organizations.settings,
    })
    .from(authSessions)
    .innerJoin(users, sessionUserJoin())
    .innerJoin(organizations, eq(organizations.id, authSessions.organizationId))
    .where(liveSessionWhere(sessionId))
    .limit(1);
  return row ?? null;
}

export async function setLastInteraction(db: Db, { orgId, userId, at }: { orgId: string; userId: string; at: Date }) {
  const [row] = await db
    .update(users)
    .set({ lastInteraction: at })
    .where(and(eq(users.id, userId), eq(users.organizationId, orgId)))
    .returning({ lastInteraction: users.lastInteraction });
  return row ?? null;
}
