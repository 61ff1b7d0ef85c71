import type { NewTrackingEvent } from '@/db/schema';

/**
 * An event of someone who has not agreed to the organisation's tracking consent
 * (lib/consents personalTrackingAllowed): kept for content analytics without the person —
 * no user id, no device details. Their own resume point and completion (the training record)
 * are kept on their workflow view row, not in the events.
 */
export function anonymiseEvent(row: NewTrackingEvent): NewTrackingEvent {
  const data = { ...((row.data ?? {}) as Record<string, unknown>) };
  delete data.deviceInfo;
  return { ...row, userId: null, data };
}

/** The latest place among a batch's events of one workflow, for people whose events carry no user id. */
export function latestPlaceInBatch(rows: NewTrackingEvent[], workflowId: string) {
  let best: NewTrackingEvent | null = null;
  for (const r of rows) {
    if (r.workflowId !== workflowId || !r.stepId || r.position == null) continue;
    if (!best || r.occurredAt > best.occurredAt) best = r;
  }
  return best ? { stepId: best.stepId ?? null, position: best.position ?? null } : null;
}
