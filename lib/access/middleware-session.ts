import type { Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { parseOrgSettings } from '@/lib/orgs/settings';
import { computeAccess } from './access';
import { isIdleExpired } from './idle';
import { findSessionSummaryRow } from './queries';
import { isOrgAdminRole, isRole } from './roles';
import type { SessionSummary } from './route-rules';

/**
 * What the middleware needs to apply the route rules, from the JWT's session id, in one query.
 * Null when the session is revoked, expired, idle past the organisation's auto-logout, or the
 * user has no role: the middleware then treats the browser as signed out. It never writes:
 * revoking and touching the session stay with lib/auth/session.ts, which the page runs next.
 */
export async function loadSessionSummary(db: Db, sessionId: string): Promise<SessionSummary | null> {
  const row = await findSessionSummaryRow(db, sessionId);
  if (!row || !isRole(row.role)) return null;
  const settings = parseOrgSettings(row.settings);
  if (isIdleExpired(settings, row.lastSeenAt)) return null;
  return {
    role: row.role,
    isOrgAdmin: isOrgAdminRole(row.role),
    isSharedAccount: row.isSharedAccount,
    generation: row.generation,
    settings,
    access: computeAccess(row.role, settings.permissions),
  };
}

/** The same summary from a page's full session, so page loaders can call checkRouteAccess. */
export const summaryFromSession = (session: SessionContext): SessionSummary => ({
  role: session.user.role,
  isOrgAdmin: session.access.isOrgAdmin,
  isSharedAccount: session.isSharedAccount,
  generation: session.org.generation,
  settings: session.org.settings,
  access: session.access,
});
