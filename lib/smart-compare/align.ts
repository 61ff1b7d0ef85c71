import { longestIncreasing, subsequenceDtw } from './dtw';
import { frameDistance, type FrameFeatures } from './features';

/** A reference step as sampled frame indices [first, last) of the reference sequence. */
export type FrameRange = { first: number; last: number };

export type StepMatch = {
  found: boolean;
  /** Matched user frames [first, last) (null when missing). */
  user: FrameRange | null;
  inOrder: boolean | null;
  similarity: number;
  /** For each reference frame of the step, the user frame it was matched to (for side-by-side thumbnails). */
  pairs: number[];
};

/** A step counts as found at this visual similarity or above (mean over its warping path). */
export const FOUND_SIMILARITY = 0.75;
/** A user frame next to a match joins it when it is at most this much further from the step than the match's mean. */
const EXTEND_MARGIN = 0.08;

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Grows a matched range over neighbouring user frames that still look like the step (a slower performance). */
function extend(match: { start: number; end: number; cost: number }, nearest: (j: number) => number, m: number): FrameRange {
  const limit = Math.min(1 - FOUND_SIMILARITY, match.cost + EXTEND_MARGIN);
  let first = match.start;
  let last = match.end + 1;
  while (first > 0 && nearest(first - 1) <= limit) first--;
  while (last < m && nearest(last) <= limit) last++;
  return { first, last };
}

/**
 * Per reference step: subsequence DTW of its frames against the whole user sequence, found when
 * similar enough; then the order check — found steps whose user start times do not increase with
 * the reference order (outside a longest increasing run) are out of order.
 */
export function alignSteps(reference: readonly FrameFeatures[], steps: readonly FrameRange[], user: readonly FrameFeatures[]): StepMatch[] {
  const m = user.length;
  const distances = new Float32Array(reference.length * m);
  for (let i = 0; i < reference.length; i++) for (let j = 0; j < m; j++) distances[i * m + j] = frameDistance(reference[i]!, user[j]!);
  const matches: StepMatch[] = steps.map(({ first, last }) => {
    const n = Math.max(0, last - first);
    const found = subsequenceDtw(n, m, (i, j) => distances[(first + i) * m + j]!);
    if (!found) return { found: false, user: null, inOrder: null, similarity: 0, pairs: [] };
    const similarity = round(1 - found.cost);
    if (similarity < FOUND_SIMILARITY) return { found: false, user: null, inOrder: null, similarity, pairs: found.pairs };
    const nearest = (j: number) => {
      let best = 1;
      for (let i = first; i < last; i++) best = Math.min(best, distances[i * m + j]!);
      return best;
    };
    return { found: true, user: extend(found, nearest, m), inOrder: true, similarity, pairs: found.pairs };
  });
  const foundIndices = matches.flatMap((match, k) => (match.found ? [k] : []));
  const ordered = longestIncreasing(foundIndices.map((k) => matches[k]!.user!.first));
  foundIndices.forEach((k, position) => (matches[k]!.inOrder = ordered.has(position)));
  return matches;
}

/** Frames where the picture changes sharply from the one before (candidate scene cuts). */
export function sceneCuts(frames: readonly FrameFeatures[], threshold = 0.3): number[] {
  const cuts: number[] = [];
  for (let k = 1; k < frames.length; k++) if (frameDistance(frames[k - 1]!, frames[k]!) >= threshold) cuts.push(k);
  return cuts;
}

const MAX_SEGMENTS = 20;
const DEFAULT_SEGMENT_SECONDS = 10;

/**
 * How an uploaded reference video is split into steps: at its scene cuts when they give 2 to 20
 * segments of at least a second each, else into equal segments of about ten seconds.
 */
export function segmentReference(frames: readonly FrameFeatures[], fps: number): FrameRange[] {
  const n = frames.length;
  if (n === 0) return [];
  const minLength = Math.max(1, Math.round(fps));
  const bounds = [0];
  for (const cut of sceneCuts(frames)) if (cut - bounds[bounds.length - 1]! >= minLength && n - cut >= minLength) bounds.push(cut);
  if (bounds.length >= 2 && bounds.length <= MAX_SEGMENTS) return bounds.map((first, k) => ({ first, last: bounds[k + 1] ?? n }));
  const count = Math.max(1, Math.min(MAX_SEGMENTS, Math.round(n / fps / DEFAULT_SEGMENT_SECONDS)));
  return Array.from({ length: count }, (_, k) => ({ first: Math.floor((k * n) / count), last: Math.floor(((k + 1) * n) / count) }));
}
