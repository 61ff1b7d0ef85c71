import type { Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { revokeSession, revokeUserSessions } from '@/lib/auth/queries';

/** Signs this browser out: its auth session stops working on the next request, wherever the cookie is. */
export async function logout(db: Db, session: Pick<SessionContext, 'sessionId' | 'org'>) {
  await revokeSession(db, { orgId: session.org.id, sessionId: session.sessionId });
}

/** "Log out from all apps": every session of the user, this one included. */
export async function logoutAll(db: Db, session: Pick<SessionContext, 'user' | 'org'>) {
  await revokeUserSessions(db, { orgId: session.org.id, userId: session.user.id });
}
