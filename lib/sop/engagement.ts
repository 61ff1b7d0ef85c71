import 'server-only';
import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { personalTrackingAllowed } from '@/lib/consents/queries';
import { loadSopForView } from './access';
import { deleteSopLike, insertSopLike, insertSopUsage } from './engagement-queries';

/** POST /user-likes/multimodal-sops {like, multimodalSopId}: idempotent favourite / unfavourite of a SOP the caller may see. */
export async function likeSop({ session, sopId, like }: { session: SessionContext; sopId: string; like: boolean }): Promise<{ liked: boolean }> {
  const db = await getDb();
  const { sop } = await loadSopForView(db, session, sopId);
  const scope = { orgId: session.org.id, sopId: sop.id, userId: session.user.id };
  await (like ? insertSopLike(db, scope) : deleteSopLike(db, scope));
  return { liked: like };
}

/**
 * POST /tracking/multimodal-sop: one usage row (spec 02 §3 Usage tracking (SOP)) for analytics; seconds are rounded.
 * Without the user's agreement to the organisation's tracking consent the row carries neither the person nor the device.
 */
export async function trackSopUsage({ session, sopId, deviceInfo, duration }: { session: SessionContext; sopId: string; deviceInfo: unknown; duration: number }) {
  const db = await getDb();
  const [{ sop }, personal] = await Promise.all([
    loadSopForView(db, session, sopId),
    personalTrackingAllowed(db, { orgId: session.org.id, userId: session.user.id }),
  ]);
  const device = typeof deviceInfo === 'string' ? { userAgent: deviceInfo } : deviceInfo;
  await insertSopUsage(db, {
    orgId: session.org.id,
    sopId: sop.id,
    userId: personal ? session.user.id : null,
    deviceInfo: personal ? device : {},
    durationSeconds: Math.round(duration),
  });
}
