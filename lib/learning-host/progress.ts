import 'server-only';
import type { Db } from '@/db/client';
import type { LearningHostProgress } from '@/db/schema';
import { AppError } from '@/lib/http/errors';
import { listStepDurations } from '@/lib/tracking/queries';
import { COMPLETION_RATIO } from '@/lib/tracking/schema';
import { loadPublishedHostWorkflow } from './access';
import type { HostSession } from './host-session';
import { completeHostProgress, upsertHostProgress } from './queries';
import type { HostProgressDto, HostStatus, ProgressInput } from './schema';

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
 */
export async function recordHostProgress(db: Db, session: HostSession, input: ProgressInput, now = new Date()) {
  const workflow = await loadPublishedHostWorkflow(db, session, input.workflowId);
  const { steps, total } = await totalDuration(db, { orgId: session.org.id, workflow });
  if (!steps.some((s) => s.id === input.stepId)) throw new AppError('not_found');
  const ref = { orgId: session.org.id, userId: session.user.id, workflowId: workflow.id };
  const row = await upsertHostProgress(db, { ...ref, stepId: input.stepId, time: input.time, addSeconds: input.watchedSeconds, now });
  const completed = total > 0 ? await completeHostProgress(db, { id: row.id, orgId: session.org.id, threshold: total * COMPLETION_RATIO, now }) : null;
  return { ...toProgressDto(completed ?? row, total), justCompleted: completed !== null };
}
