import { randomUUID } from 'node:crypto';
import { snapTime, stepEnd, type DraftStep } from './model';

export type CurrentStep = { id: string; startTime: number; endTime: number; title: string };
export type PlannedStep = { id: string; start: number; end: number; title: string; kept: boolean };
/**
 * A re-segmentation worked out against the current steps:
 * - a new step that starts where a current step starts keeps that step's id, and with it its
 *   title translations, attachments, annotations and viewers' resume points (a step whose range
 *   did not change is therefore kept whole, only its title may change);
 * - any other new step gets a new id;
 * - a current step whose start no longer starts a step (merged away, or its boundary moved)
 *   hands what hangs on it to the new step that now contains its old start (`moved`), with
 *   annotation times shifted by the difference of the two starts.
 */
export type SegmentationPlan = {
  steps: PlannedStep[];
  moved: Array<{ from: string; to: string; shift: number }>;
  /** Whether any boundary changed (otherwise only titles did: no re-cut). */
  recut: boolean;
};

export function planSegmentation(current: readonly CurrentStep[], draft: readonly DraftStep[], duration: number): SegmentationPlan {
  const byStart = new Map(current.map((step) => [snapTime(step.startTime), step]));
  const steps = draft.map((step, index) => {
    const same = byStart.get(step.start);
    return { id: same?.id ?? randomUUID(), start: step.start, end: stepEnd(draft, index, duration), title: step.title, kept: !!same };
  });
  const kept = new Set(steps.filter((s) => s.kept).map((s) => s.id));
  const moved = current
    .filter((old) => !kept.has(old.id))
    .map((old) => {
      const start = snapTime(old.startTime);
      const target = steps.find((s) => start >= s.start && start < s.end) ?? steps[steps.length - 1];
      return { from: old.id, to: target.id, shift: start - target.start };
    });
  const recut =
    current.length !== steps.length ||
    steps.some((step, i) => !step.kept || snapTime(current[i].startTime) !== step.start || Math.abs(current[i].endTime - step.end) > 0.5);
  return { steps, moved, recut };
}
