import { getDb, type Db } from '@/db/client';
import type { NewTrackingEvent, Workflow } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { personalTrackingAllowed } from '@/lib/consents/queries';
import { loadWorkflowForView } from '@/lib/workflows/access';
import { anonymiseEvent, latestPlaceInBatch } from './anonymise';
import { findView, insertNewEvents, latestPlace, listStepDurations, upsertView } from './queries';
import { COMPLETION_RATIO, type TrackingBatchInput, type TrackingEventInput, type TrackingResult } from './schema';

export type RecordTrackingOptions = { session: SessionContext; input: TrackingBatchInput };

type Target = { workflow: Workflow; stepIds: Set<string>; completeAt: number | null };
type Rejection = TrackingResult['rejected'][number]['code'];

// A client clock ahead of ours must not put events in the future (they would pin the resume point).
const clampToNow = (iso: string) => new Date(Math.min(Date.parse(iso), Date.now()));

/** Each workflow of the batch, or why its events are refused. Only published ones are tracked: previews are not views. */
async function resolveTargets(db: Db, session: SessionContext, events: TrackingEventInput[]) {
  const targets = new Map<string, Target | Rejection>();
  for (const workflowId of new Set(events.map((e) => e.workflowId))) {
    try {
      const { workflow } = await loadWorkflowForView(db, session, workflowId);
      if (!workflow.published) {
        targets.set(workflowId, 'unpublished');
        continue;
      }
      const steps = await listStepDurations(db, { orgId: session.org.id, workflowId: workflow.id });
      const duration = workflow.videoDuration ?? steps.reduce((total, s) => total + s.duration, 0);
      targets.set(workflowId, { workflow, stepIds: new Set(steps.map((s) => s.id)), completeAt: duration > 0 ? duration * COMPLETION_RATIO : null });
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'not_found') throw error;
      targets.set(workflowId, 'not_found');
    }
  }
  return targets;
}

/**
 * POST /api/v1/tracking – stores a batch of player events exactly once each (by client id) and
 * moves the caller's continue-watching row: played seconds of the newly stored events only (so a
 * replayed batch adds nothing), the latest place by event time, and completion at 90 %. Without
 * the user's agreement to the organisation's tracking consent the events are stored anonymised.
 */
export async function recordTracking({ session, input }: RecordTrackingOptions): Promise<TrackingResult> {
  const db = await getDb();
  const [targets, personal] = await Promise.all([
    resolveTargets(db, session, input.events),
    personalTrackingAllowed(db, { orgId: session.org.id, userId: session.user.id }),
  ]);
  const rejected: TrackingResult['rejected'] = [];
  const rows: NewTrackingEvent[] = [];
  for (const event of input.events) {
    const target = targets.get(event.workflowId)!;
    if (typeof target === 'string') {
      rejected.push({ id: event.id, code: target });
      continue;
    }
    const row: NewTrackingEvent = {
      organizationId: session.org.id,
      clientEventId: event.id,
      trackerId: event.trackerId,
      userId: session.user.id,
      workflowId: target.workflow.id,
      // A step removed by a later re-segmentation is forgotten, the played time still counts.
      stepId: event.stepId && target.stepIds.has(event.stepId) ? event.stepId : null,
      type: event.type,
      position: event.position ?? null,
      playedSeconds: event.playedSeconds,
      data: event.data,
      occurredAt: clampToNow(event.at),
    };
    rows.push(personal ? row : anonymiseEvent(row));
  }
  if (rows.length === 0) return { accepted: 0, duplicates: 0, rejected };

  const stored = await db.transaction(async (tx) => {
    const inserted = await insertNewEvents(tx, rows);
    const added = new Map<string, number>();
    for (const e of inserted) added.set(e.workflowId, (added.get(e.workflowId) ?? 0) + e.playedSeconds);
    for (const [workflowId, addSeconds] of added) {
      const target = targets.get(workflowId) as Target;
      const ref = { orgId: session.org.id, workflowId, userId: session.user.id };
      // Anonymised events cannot be found again by user: the batch's own latest place, else the one kept.
      const place = personal ? await latestPlace(tx, ref) : (latestPlaceInBatch(rows, workflowId) ?? (await findView(tx, ref)));
      const stepId = place?.stepId && target.stepIds.has(place.stepId) ? place.stepId : null;
      await upsertView(tx, { ...ref, stepId, position: stepId ? (place?.position ?? 0) : 0, addSeconds, completeAt: target.completeAt });
    }
    return inserted.length;
  });
  return { accepted: stored, duplicates: rows.length - stored, rejected };
}
