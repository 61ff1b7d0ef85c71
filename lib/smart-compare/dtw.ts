/**
 * Subsequence dynamic time warping: where, in a long sequence, a short one fits best. The short
 * sequence (one reference step's frames) must be matched whole; the long one (the user's video)
 * may be entered and left anywhere (open begin and end). Moves: diagonal, or repeat a frame of
 * either side (one video slower than the other).
 */
export type SubsequenceMatch = {
  /** First and last matched index in the long sequence (inclusive). */
  start: number;
  end: number;
  /** Mean distance along the warping path, 0..1. */
  cost: number;
  /** For every short-sequence index, the long-sequence index it was matched to (the path's first). */
  pairs: number[];
};

/**
 * `distance(i, j)` is the distance of short[i] to long[j], both 0-based; `n` and `m` their lengths.
 * O(n·m) time and memory, fine for the few hundred sampled frames of a video.
 */
export function subsequenceDtw(n: number, m: number, distance: (i: number, j: number) => number): SubsequenceMatch | null {
  if (n === 0 || m === 0) return null;
  const cost = new Float64Array(n * m);
  const length = new Uint32Array(n * m);
  // 0 start, 1 diagonal, 2 up (repeat long frame), 3 left (repeat short frame)
  const move = new Uint8Array(n * m);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < m; j++) {
      const d = distance(i, j);
      const at = i * m + j;
      if (i === 0) {
        // Open begin: the path may start at any long frame.
        cost[at] = d;
        length[at] = 1;
        continue;
      }
      const diag = j > 0 ? cost[at - m - 1]! : Infinity;
      const up = cost[at - m]!;
      const left = j > 0 ? cost[at - 1]! : Infinity;
      let best = diag;
      let from = 1;
      if (up < best) [best, from] = [up, 2];
      if (left < best) [best, from] = [left, 3];
      const prev = from === 1 ? at - m - 1 : from === 2 ? at - m : at - 1;
      cost[at] = best + d;
      length[at] = length[prev]! + 1;
      move[at] = from;
    }
  }
  let end = 0;
  for (let j = 1; j < m; j++) if (cost[(n - 1) * m + j]! / length[(n - 1) * m + j]! < cost[(n - 1) * m + end]! / length[(n - 1) * m + end]!) end = j;
  const last = (n - 1) * m + end;
  const pairs = new Array<number>(n).fill(end);
  let i = n - 1;
  let j = end;
  for (;;) {
    pairs[i] = j;
    const from = move[i * m + j]!;
    if (from === 0) break;
    if (from === 1) [i, j] = [i - 1, j - 1];
    else if (from === 2) i -= 1;
    else j -= 1;
  }
  return { start: j, end, cost: cost[last]! / length[last]!, pairs };
}

/** Indices of a longest strictly increasing subsequence of `values` (earliest-ending on ties). */
export function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous = new Array<number>(values.length).fill(-1);
  for (let k = 0; k < values.length; k++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]!]! < values[k]!) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[k] = tails[lo - 1]!;
    tails[lo] = k;
  }
  const kept = new Set<number>();
  for (let k = tails.length ? tails[tails.length - 1]! : -1; k >= 0; k = previous[k]!) kept.add(k);
  return kept;
}
