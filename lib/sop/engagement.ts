import 'server-only';
import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
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

/** POST /tracking/multimodal-sop: one usage row (spec 02 §3 Usage tracking (SOP)) for analytics; seconds are rounded. */
export async function trackSopUsage({ session, sopId, deviceInfo, duration }: { session: SessionContext; sopId: string; deviceInfo: unknown; duration: number }) {
  const db = await getDb();
  const { sop } = await loadSopForView(db, session, sopId);
  const device = typeof deviceInfo === 'string' ? { userAgent: deviceInfo } : deviceInfo;
  await insertSopUsage(db, { orgId: session.org.id, sopId: sop.id, userId: session.user.id, deviceInfo: device, durationSeconds: Math.round(duration) });
}
