import { startPosition } from './time';

/** Step navigation (spec 02 §4): next moves forward unless last, previous moves back unless at 0. */
export const nextStepIndex = (index: number, count: number): number | null => (index + 1 < count ? index + 1 : null);

export const previousStepIndex = (index: number): number | null => (index > 0 ? index - 1 : null);

/** The initial step: the one named in the route, else the first. Unknown ids fall back to the first. */
export function initialStepIndex(steps: readonly { id: string }[], stepId: string | undefined): number {
  const found = stepId ? steps.findIndex((s) => s.id === stepId) : -1;
  return Math.max(0, found);
}

/**
 * A second of the recorded video (transcript and search times) as a step and a position in it:
 * the step whose range holds it; in a gap an edit cut out, the next step from its start; past
 * the end, the last step's start.
 */
export function stepAtVideoTime(steps: readonly { sourceStart: number; duration: number }[], seconds: number): { index: number; position: number } {
  const holding = steps.findIndex((s) => seconds >= s.sourceStart && seconds < s.sourceStart + s.duration);
  if (holding >= 0) return { index: holding, position: seconds - steps[holding].sourceStart };
  const after = steps.findIndex((s) => s.sourceStart > seconds);
  return { index: after >= 0 ? after : Math.max(0, steps.length - 1), position: 0 };
}

/**
 * Where the player opens (spec 02 §4): the route's step (else the first) at startTimestamp when
 * that lies before the step's end; without a route step, a videoTime picks step and position.
 */
export function initialPlace(
  steps: readonly { id: string; sourceStart: number; duration: number }[],
  stepId: string | undefined,
  { startTimestamp, videoTime }: { startTimestamp?: number; videoTime?: number },
): { index: number; position: number } {
  if (!stepId && videoTime !== undefined && steps.length) return stepAtVideoTime(steps, videoTime);
  const index = initialStepIndex(steps, stepId);
  return { index, position: startPosition(startTimestamp, steps[index]?.duration ?? 0) };
}

/** The step under a workflow-wide second (sums of step durations), for resume by workflow time. */
export function stepAtWorkflowTime(steps: readonly { duration: number }[], seconds: number): { index: number; position: number } {
  let start = 0;
  for (let i = 0; i < steps.length; i += 1) {
    if (seconds < start + steps[i].duration || i === steps.length - 1) return { index: i, position: Math.max(0, seconds - start) };
    start += steps[i].duration;
  }
  return { index: 0, position: 0 };
}
