import { MediaError } from './errors';

/**
 * Every rung is encoded with a keyframe at each whole second (transcode.ts), so any whole second
 * is a place where a step may start and a segment may be cut by stream copy — no re-encoding.
 */
export const KEYFRAME_INTERVAL = 1;
/** Target segment length: short enough for quick starts and seeks inside short steps. */
export const SEGMENT_GRID = 2;

export type StepRange = { id: string; start: number; end: number };
export type TimedSegment = { start: number; end: number };

/** Rounds times to the keyframe grid (whole seconds); this is what segmentation cuts on. */
export function snapToKeyframes(times: readonly number[]): number[] {
  return times.map((t) => Math.max(0, Math.round(t / KEYFRAME_INTERVAL) * KEYFRAME_INTERVAL));
}

// Step ids become folder names in storage; uuids and slugs pass, anything path-like does not.
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Steps as packaging uses them: boundaries on keyframes, sorted, and a step that reaches the
 * (rounded) end of the video runs to the real end so the last fraction of a second is not lost.
 */
export function snapSteps(steps: readonly StepRange[], duration: number): StepRange[] {
  const ids = new Set<string>();
  const snapped = steps.map((step) => {
    if (!SAFE_ID.test(step.id) || ids.has(step.id)) throw new MediaError('invalid_input', 'step ids must be unique and path-safe');
    ids.add(step.id);
    const [start, rawEnd] = snapToKeyframes([step.start, step.end]);
    const end = rawEnd >= Math.round(duration) ? duration : rawEnd;
    if (!(end > start) || start >= duration) throw new MediaError('invalid_input', 'a step is shorter than one second');
    return { id: step.id, start, end };
  });
  return snapped.sort((a, b) => a.start - b.start);
}

/**
 * Where to cut every rung: a 2 s grid plus every step boundary, so each step is a whole number of
 * segments. Cuts in the last half second would only make a sliver segment and are dropped.
 */
export function segmentCutTimes(duration: number, steps: readonly StepRange[], grid = SEGMENT_GRID): number[] {
  const cuts = new Set<number>();
  for (let t = grid; t < duration; t += grid) cuts.add(t);
  for (const step of steps) cuts.add(step.start).add(step.end);
  return [...cuts].filter((t) => t > 0 && t < duration - 0.5).sort((a, b) => a - b);
}

/**
 * For each step, the indexes of the segments it plays. A segment belongs to a step when its
 * middle lies inside the step: robust to the few milliseconds the real cut sits off the grid.
 */
export function assignSegments(segments: readonly TimedSegment[], steps: readonly StepRange[]): number[][] {
  return steps.map((step) =>
    segments.flatMap((segment, index) => {
      const middle = (segment.start + segment.end) / 2;
      return middle >= step.start && middle < step.end ? [index] : [];
    }),
  );
}

/**
 * Frame-exact steps (the advanced editor's render, lib/editor/cut): boundaries anywhere, because
 * that render re-encodes with a keyframe forced on each of them (exactKeyframeTimes). Only
 * rounded to milliseconds, checked and sorted.
 */
export function exactSteps(steps: readonly StepRange[], duration: number): StepRange[] {
  const ids = new Set<string>();
  const exact = steps.map((step) => {
    if (!SAFE_ID.test(step.id) || ids.has(step.id)) throw new MediaError('invalid_input', 'step ids must be unique and path-safe');
    ids.add(step.id);
    const start = Math.round(step.start * 1000) / 1000;
    const end = Math.min(duration, Math.round(step.end * 1000) / 1000);
    if (!(end - start >= 0.1) || start >= duration) throw new MediaError('invalid_input', 'a step is too short');
    return { id: step.id, start, end };
  });
  return exact.sort((a, b) => a.start - b.start);
}

/** No whole-second keyframe this close to a frame-exact boundary: the packager's 0.5 s cut tolerance must find the boundary's own. */
const EXACT_GUARD = 0.6;

/**
 * Keyframes of a frame-exact render: every boundary, and every whole second not within
 * EXACT_GUARD of one. Cutting at any of them by stream copy then lands exactly on it.
 */
export function exactKeyframeTimes(duration: number, boundaries: readonly number[]): number[] {
  const times = new Set<number>(boundaries.filter((b) => b >= 0 && b < duration));
  for (let t = 0; t < duration; t += KEYFRAME_INTERVAL) {
    if (!boundaries.some((b) => Math.abs(t - b) < EXACT_GUARD && t !== b)) times.add(t);
  }
  return [...times].sort((a, b) => a - b);
}

/** Segment cuts of a frame-exact render: its boundaries plus the grid points that are keyframes. */
export function exactCutTimes(duration: number, steps: readonly StepRange[], grid = SEGMENT_GRID): number[] {
  const boundaries = steps.flatMap((s) => [s.start, s.end]);
  const keyframes = new Set(exactKeyframeTimes(duration, boundaries));
  const cuts = new Set<number>(boundaries);
  for (let t = grid; t < duration; t += grid) if (keyframes.has(t)) cuts.add(t);
  return [...cuts].filter((t) => t > 0 && t < duration - 0.5).sort((a, b) => a - b);
}
