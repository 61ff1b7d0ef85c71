import type { SkillAssignment, SkillUserProgress } from '@/db/schema';
import { addInterval, addMonths, isDueIntervalType } from './dates';

/** A cycle's due date: the assignment's interval after the cycle's start (null: no due date). */
export const dueFor = (a: Pick<SkillAssignment, 'dueDateIntervalType' | 'dueDateInterval'>, from: Date) =>
  addInterval(from, isDueIntervalType(a.dueDateIntervalType) ? a.dueDateIntervalType : null, a.dueDateInterval);

/**
 * Recurrence (pure): a completed cycle whose certificate has lapsed starts the next cycle at the
 * lapse time (not at "now", so a late or skipped job run does not shift it): status back to
 * not started, a new due date from that start. Returns the patch, or null when nothing changes.
 */
export function nextCycle(p: SkillUserProgress, a: Pick<SkillAssignment, 'dueDateIntervalType' | 'dueDateInterval'> | undefined, now: Date) {
  if (p.status !== 'completed' || !p.lapsesAt || p.lapsesAt.getTime() > now.getTime()) return null;
  const start = p.lapsesAt;
  return {
    cycle: p.cycle + 1,
    status: 'not_started' as const,
    percent: 0,
    cycleStartedAt: start,
    completedAt: null,
    lapsesAt: null,
    dueAt: a ? dueFor(a, start) : null,
  };
}

/** When a cycle completed now lapses: `recurrenceMonths` after completion, or never. */
export const lapseFor = (a: Pick<SkillAssignment, 'recurrenceMonths'> | undefined, completedAt: Date) =>
  a?.recurrenceMonths ? addMonths(completedAt, a.recurrenceMonths) : null;
