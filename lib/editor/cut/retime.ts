import type { OldStep } from './render-media';
import { mergeRanges, round2, type Range } from './segments';

/**
 * What an applied edit does to the clock of the current video, for everything timed on it
 * besides the frames themselves: annotation elements and voice-over blocks (both timed within
 * their step). Pure, so the render, the tests and any later caller agree.
 *
 * - time after a deleted range moves earlier by its length; time inside one lands on its start;
 * - an inserted clip of `duration` at `at` moves time after `at` later by its length (`at` itself is
 *   the end of what comes before; a span starting there is kept on its own step, which moves too).
 */
export type Insertion = { at: number; duration: number };
export type TimeEdit = { deleted: readonly Range[]; inserted?: readonly Insertion[] };

/** A time of the current video in the edited one. */
export function mapEditTime(time: number, edit: TimeEdit): number {
  let shift = 0;
  for (const r of mergeRanges(edit.deleted)) {
    if (time <= r.start) break;
    shift -= Math.min(time, r.end) - r.start;
  }
  for (const i of edit.inserted ?? []) if (time > i.at) shift += i.duration;
  return time + shift;
}

/** Whether [start, end] lies wholly in removed time (a zero-length span: its instant is strictly inside a removed range). */
export function isSpanDeleted(start: number, end: number, deleted: readonly Range[]): boolean {
  return mergeRanges(deleted).some((r) => (end > start ? r.start <= start && r.end >= end : r.start < start && start < r.end));
}

type Timed = { startTime: number; endTime: number };

/**
 * Retimes spans that are relative to their step from the old steps (absolute times in the current
 * video) onto the new steps (absolute times in the edited video). A span wholly in deleted time
 * goes (null); one overlapping a deleted range is clipped to what stays. A span stays on its step
 * when that step is kept, otherwise it goes to the new step its time now falls in (a step left too
 * short is joined to the one before). Times are rounded to 2 decimals and kept inside the step.
 */
export function retimeSpan<T extends Timed>(span: T, oldStep: Pick<OldStep, 'id' | 'start'>, newSteps: readonly OldStep[], edit: TimeEdit): { stepId: string; span: T } | null {
  if (!newSteps.length) return null;
  const start = oldStep.start + span.startTime;
  const end = oldStep.start + Math.max(span.startTime, span.endTime);
  if (isSpanDeleted(start, end, edit.deleted)) return null;
  const [from, to] = [mapEditTime(start, edit), mapEditTime(end, edit)];
  const target = newSteps.find((s) => s.id === oldStep.id) ?? [...newSteps].reverse().find((s) => s.start <= from + 1e-9) ?? newSteps[0];
  const length = target.end - target.start;
  const within = (t: number) => round2(Math.min(Math.max(0, t - target.start), length));
  const startTime = within(from);
  return { stepId: target.id, span: { ...span, startTime, endTime: Math.max(startTime, within(to)) } };
}

/** Spans grouped by step: each step's list retimed and regrouped by the step it now belongs to (order kept). */
export function retimeByStep<T extends Timed>(byStep: ReadonlyMap<string, readonly T[]>, oldSteps: readonly OldStep[], newSteps: readonly OldStep[], edit: TimeEdit): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const step of oldSteps) {
    for (const span of byStep.get(step.id) ?? []) {
      const moved = retimeSpan(span, step, newSteps, edit);
      if (!moved) continue;
      out.set(moved.stepId, [...(out.get(moved.stepId) ?? []), moved.span]);
    }
  }
  return out;
}
