import { KEYFRAME_INTERVAL } from '@/lib/media/timeline';
import { TITLE_MAX } from '@/lib/workflows/constants';

/**
 * The segmentation editor's model (client-safe, shared by the page and PUT …/segmentation):
 * steps are contiguous, from 0 to the end of the video; a step is its start and its title, it
 * ends where the next one starts. Boundaries sit on the keyframe grid of the transcoded ladder
 * (whole seconds, lib/media/timeline.ts), so the re-cut is stream copy and never re-encodes.
 */
export type DraftStep = { start: number; title: string };
export type DraftSegmentation = { steps: DraftStep[] };

/**
 * The shortest step an author may make: one HLS segment of the packaging grid (2 s). Shorter
 * pieces play as a flicker, and a 1 s step would leave a single keyframe interval to cut on.
 */
export const MIN_STEP_SECONDS = 2;
/** Step titles: the builder's rule (spec 02 §9 title limit). */
export const STEP_TITLE_MAX = TITLE_MAX;
/** More steps than this is not a segmentation but a mistake (one per 2 s of a 2-hour video is 3600). */
export const MAX_STEPS = 2000;

/** A time on the keyframe grid (what a boundary is snapped to). */
export const snapTime = (seconds: number) => Math.max(0, Math.round(seconds / KEYFRAME_INTERVAL) * KEYFRAME_INTERVAL);

/** Where each step ends: the next step's start, the last one at the end of the video. */
export const stepEnd = (steps: readonly DraftStep[], index: number, duration: number) =>
  index + 1 < steps.length ? steps[index + 1].start : duration;

/** The message key of what is wrong with a segmentation (validation shared with the server), or null. */
export function segmentationProblem(steps: readonly DraftStep[], duration: number): string | null {
  if (!steps.length) return 'segmentationEditor.errors.noSteps';
  if (steps.length > MAX_STEPS) return 'segmentationEditor.errors.tooManySteps';
  if (steps[0].start !== 0) return 'segmentationEditor.errors.firstStart';
  for (const [index, step] of steps.entries()) {
    if (!Number.isFinite(step.start) || snapTime(step.start) !== step.start) return 'segmentationEditor.errors.offGrid';
    if (step.start >= duration) return 'segmentationEditor.errors.outsideVideo';
    if (index > 0 && step.start <= steps[index - 1].start) return 'segmentationEditor.errors.unsorted';
    if (step.title.length > STEP_TITLE_MAX) return 'segmentationEditor.errors.titleTooLong';
  }
  // The last step ends at the real end; it may be a fraction of a second longer than the grid.
  const short = steps.some((step, index) => stepEnd(steps, index, duration) - step.start < MIN_STEP_SECONDS);
  return short ? 'segmentationEditor.errors.tooShort' : null;
}

/** Whether two segmentations cut the video in the same places (titles aside). */
export const sameBoundaries = (a: readonly DraftStep[], b: readonly DraftStep[]) =>
  a.length === b.length && a.every((step, i) => step.start === b[i].start);

/** Sentence edges on the keyframe grid: the places a boundary may move to (whole seconds without a transcript). */
export function boundaryCandidates(sentences: readonly { startTime: number; endTime: number }[], duration: number): number[] {
  const times = sentences.length
    ? sentences.flatMap((s) => [snapTime(s.startTime), snapTime(s.endTime)])
    : Array.from({ length: Math.max(0, Math.ceil(duration)) }, (_, i) => i);
  return [...new Set(times)].filter((t) => t > 0 && t < duration).sort((a, b) => a - b);
}

/** The places boundary `index` (the start of step `index`) may move to, keeping both neighbours long enough. */
export function allowedMoves(steps: readonly DraftStep[], index: number, candidates: readonly number[], duration: number): number[] {
  if (index <= 0 || index >= steps.length) return [];
  const from = steps[index - 1].start + MIN_STEP_SECONDS;
  const to = stepEnd(steps, index, duration) - MIN_STEP_SECONDS;
  return candidates.filter((t) => t >= from && t <= to);
}

/** Moves the start of step `index` (a boundary) to `time`. */
export const moveBoundary = (steps: readonly DraftStep[], index: number, time: number): DraftStep[] =>
  steps.map((step, i) => (i === index ? { ...step, start: time } : step));

/** The places step `index` may be split at, leaving both halves long enough. */
export function allowedSplits(steps: readonly DraftStep[], index: number, candidates: readonly number[], duration: number): number[] {
  const from = steps[index].start + MIN_STEP_SECONDS;
  const to = stepEnd(steps, index, duration) - MIN_STEP_SECONDS;
  return candidates.filter((t) => t >= from && t <= to);
}

/** Adds a boundary: step `index` splits at `time`, the new step titled `title`. */
export const splitStep = (steps: readonly DraftStep[], index: number, time: number, title: string): DraftStep[] => [
  ...steps.slice(0, index + 1),
  { start: time, title: title.slice(0, STEP_TITLE_MAX) },
  ...steps.slice(index + 1),
];

/** Removes a boundary: step `index` and the next become one, with the first one's title. */
export const mergeWithNext = (steps: readonly DraftStep[], index: number): DraftStep[] =>
  index + 1 < steps.length ? steps.filter((_, i) => i !== index + 1) : [...steps];

export const renameStep = (steps: readonly DraftStep[], index: number, title: string): DraftStep[] =>
  steps.map((step, i) => (i === index ? { ...step, title } : step));

/** The first sentence that starts inside [start, end): a new step's suggested title. */
export function titleFrom(sentences: readonly { startTime: number; endTime: number; sentence: string }[], start: number, end: number): string {
  const first = sentences.find((s) => snapTime(s.startTime) >= start && snapTime(s.startTime) < end);
  return (first?.sentence ?? '').replace(/\s+/g, ' ').trim().slice(0, STEP_TITLE_MAX);
}
