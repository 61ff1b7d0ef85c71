import { getDb } from '@/db/client';
import { touchSession } from '@/lib/auth/queries';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import type { OrgSettings } from '@/lib/orgs/settings';
import { setLastInteraction } from './queries';

export const DEFAULT_IDLE_MINUTES = 15;

/** Spec §9: auto-logout is off by default; the timeout is a string of minutes, default "15". */
export function autoLogoutSettings(settings: OrgSettings): { enabled: boolean; timeoutMinutes: number } {
  const minutes = Number(settings.permissions.autoLogoutTimeout);
  return {
    enabled: settings.permissions.allowAutoLogout,
    timeoutMinutes: Number.isFinite(minutes) && minutes >= 1 ? minutes : DEFAULT_IDLE_MINUTES,
  };
}

/** True when a session has been idle longer than the organisation allows (the server-side rule). */
export function isIdleExpired(settings: OrgSettings, lastSeenAt: Date, now = Date.now()): boolean {
  const { enabled, timeoutMinutes } = autoLogoutSettings(settings);
  return enabled && now - lastSeenAt.getTime() > timeoutMinutes * 60_000;
}

/**
 * PATCH /api/v1/admin/user/last-interaction: the signed-in user was active just now. The session
 * is touched too, so the server's idle rule counts from the same moment as the browser's timer.
 */
export async function recordLastInteraction({ session }: { session: SessionContext }) {
  const db = await getDb();
  await touchSession(db, { sessionId: session.sessionId });
  const row = await setLastInteraction(db, { orgId: session.org.id, userId: session.user.id, at: new Date() });
  if (!row?.lastInteraction) throw new AppError('not_found');
  return { lastInteraction: row.lastInteraction.toISOString() };
}
