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
