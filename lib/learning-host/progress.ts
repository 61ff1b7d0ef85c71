import 'server-only';
import type { Db } from '@/db/client';
import type { LearningHostProgress } from '@/db/schema';
import { personalTrackingAllowed } from '@/lib/consents/queries';
import { AppError } from '@/lib/http/errors';
import { insertNewEvents, listStepDurations } from '@/lib/tracking/queries';
import { COMPLETION_RATIO } from '@/lib/tracking/schema';
import { loadPublishedHostWorkflow } from './access';
import type { HostSession } from './host-session';
import { completeHostProgress, findHostProgress, upsertHostProgress } from './queries';
import type { HostProgressDto, HostStatus, ProgressInput } from './schema';
import { hostTrackingEvent } from './tracking';

/** A record whose event id was stored before: the transaction that wrote it again is undone. */
class DuplicateRecord extends Error {}

/** The workflow's length the 90 % is measured against: the recorded video, else the steps together. */
export async function totalDuration(db: Db, { orgId, workflow }: { orgId: string; workflow: { id: string; videoDuration: number | null } }) {
  const steps = await listStepDurations(db, { orgId, workflowId: workflow.id });
  return { steps, total: workflow.videoDuration ?? steps.reduce((sum, s) => sum + s.duration, 0) };
}

export function toProgressDto(row: Pick<LearningHostProgress, 'stepId' | 'time' | 'watchedSeconds' | 'status'> | null | undefined, total: number): HostProgressDto {
  const status = (row?.status ?? 'incomplete') as HostStatus;
  return {
    stepId: row?.stepId ?? null,
    time: row?.time ?? 0,
    watchedRatio: total > 0 ? Math.min(1, (row?.watchedSeconds ?? 0) / total) : 0,
    status,
    completed: status !== 'incomplete',
  };
}

/**
 * POST /api/v1/learning-host/progress: the host record (spec 02 §7, every 3 s while playing) and
 * the completion rule — watched ≥ 90 % of the total duration, unless the record is already
 * completed, passed or failed. `justCompleted` is true for the one record that completed it.
 * The record is also the player's tracking event (tracking.ts), written in the same transaction:
 * a record whose event id was stored before changes nothing and answers the current state.
 */
export async function recordHostProgress(db: Db, session: HostSession, input: ProgressInput, now = new Date()) {
  const workflow = await loadPublishedHostWorkflow(db, session, input.workflowId);
  const { steps, total } = await totalDuration(db, { orgId: session.org.id, workflow });
  if (!steps.some((s) => s.id === input.stepId)) throw new AppError('not_found');
  const ref = { orgId: session.org.id, userId: session.user.id, workflowId: workflow.id };
  const personal = await personalTrackingAllowed(db, { orgId: ref.orgId, userId: ref.userId });
  try {
    return await db.transaction(async (tx) => {
      const before = (await findHostProgress(tx, ref, { lock: true }))?.watchedSeconds ?? 0;
      const row = await upsertHostProgress(tx, { ...ref, stepId: input.stepId, time: input.time, addSeconds: input.watchedSeconds, now });
      const completed = total > 0 ? await completeHostProgress(tx, { id: row.id, orgId: ref.orgId, threshold: total * COMPLETION_RATIO, now }) : null;
      const event = hostTrackingEvent({ ...ref, sessionId: session.sessionId, stepId: input.stepId, eventId: input.eventId, time: input.time, playedSeconds: Math.max(0, Math.round((row.watchedSeconds - before) * 1000) / 1000), at: now, personal });
      if ((await insertNewEvents(tx, [event])).length === 0) throw new DuplicateRecord();
      return { ...toProgressDto(completed ?? row, total), justCompleted: completed !== null };
    });
  } catch (error) {
    if (!(error instanceof DuplicateRecord)) throw error;
    return { ...toProgressDto(await findHostProgress(db, ref), total), justCompleted: false };
  }
}
