import { describe, expect, it } from 'vitest';
import { alignSteps, FOUND_SIMILARITY, segmentReference } from '@/lib/smart-compare/align';
import { longestIncreasing, subsequenceDtw } from '@/lib/smart-compare/dtw';
import { FRAME_BYTES, frameDistance, frameFeatures, type FrameFeatures } from '@/lib/smart-compare/features';
import { MAX_FRAMES, sampleRateFor } from '@/lib/smart-compare/frames';
import { compareRequestProblem } from '@/lib/smart-compare/schema';
import { textSimilarity } from '@/lib/smart-compare/text';

/** A 64×64 RGB frame: a solid colour, or stripes of two colours (period in pixels, vertical or horizontal). */
function frame(kind: 'solid' | 'vstripes' | 'hstripes', colour: [number, number, number], period = 8): FrameFeatures {
  const rgb = new Uint8Array(FRAME_BYTES);
  for (let y = 0; y < 64; y++) {
    for (let x = 0; x < 64; x++) {
      const on = kind === 'solid' || Math.floor((kind === 'vstripes' ? x : y) / period) % 2 === 0;
      const p = (y * 64 + x) * 3;
      rgb.set(on ? colour : [0, 0, 0], p);
    }
  }
  return frameFeatures(rgb);
}

const A = frame('solid', [220, 30, 30]);
const B = frame('vstripes', [30, 220, 30]);
const C = frame('hstripes', [30, 30, 220]);
const D = frame('vstripes', [240, 240, 240], 3);
const repeat = (f: FrameFeatures, n: number) => Array.from({ length: n }, () => f);

describe('frame features', () => {
  it('measures the same frame as 0 and distinct ones further apart than a match may be', () => {
    expect(frameDistance(A, A)).toBe(0);
    for (const [x, y] of [[A, B], [B, C], [A, C], [B, D]] as const) expect(frameDistance(x, y)).toBeGreaterThan(1 - FOUND_SIMILARITY);
  });
});

describe('subsequence DTW', () => {
  it('finds a short sequence inside a long one, also when the long one is slower', () => {
    const long = [5, 5, 1, 1, 2, 2, 3, 3, 5];
    const match = subsequenceDtw(3, long.length, (i, j) => Math.abs([1, 2, 3][i]! - long[j]!) / 5);
    expect(match).toMatchObject({ start: 3, end: 6, cost: 0 });
    expect(match!.pairs).toEqual([3, 4, 6]);
  });

  it('keeps a longest increasing run of start times', () => {
    expect([...longestIncreasing([0, 8, 4])].sort()).toEqual([0, 2]);
    expect(longestIncreasing([0, 4, 8]).size).toBe(3);
    expect(longestIncreasing([]).size).toBe(0);
  });
});

describe('alignSteps', () => {
  const reference = [...repeat(A, 4), ...repeat(B, 4), ...repeat(C, 4)];
  const steps = [{ first: 0, last: 4 }, { first: 4, last: 8 }, { first: 8, last: 12 }];

  it('finds every step in order in a slower performance of the same steps', () => {
    const matches = alignSteps(reference, steps, [...repeat(D, 2), ...repeat(A, 6), ...repeat(B, 6), ...repeat(C, 6)]);
    expect(matches.map((m) => [m.found, m.inOrder, m.user])).toEqual([
      [true, true, { first: 2, last: 8 }],
      [true, true, { first: 8, last: 14 }],
      [true, true, { first: 14, last: 20 }],
    ]);
  });

  it('reports a swapped step out of order and a missing one as missing', () => {
    const swapped = alignSteps(reference, steps, [...repeat(A, 4), ...repeat(C, 4), ...repeat(B, 4)]);
    expect(swapped.filter((m) => m.inOrder === false)).toHaveLength(1);
    const cut = alignSteps(reference, steps, [...repeat(A, 4), ...repeat(C, 4)]);
    expect(cut.map((m) => m.found)).toEqual([true, false, true]);
    expect(cut[1]).toMatchObject({ user: null, inOrder: null });
    expect(cut[1]!.similarity).toBeLessThan(0.75);
  });

  it('samples 2 frames a second, more sparsely when the longer video would pass the frame cap', () => {
    expect(sampleRateFor(60)).toBe(2);
    expect(sampleRateFor(600)).toBe(2);
    expect(sampleRateFor(4 * 3600) * 4 * 3600).toBeCloseTo(MAX_FRAMES);
  });

  it('splits a reference at its scene cuts, else into equal parts', () => {
    expect(segmentReference(reference, 2)).toEqual(steps);
    expect(segmentReference(repeat(A, 80), 2)).toEqual([{ first: 0, last: 20 }, { first: 20, last: 40 }, { first: 40, last: 60 }, { first: 60, last: 80 }]);
  });
});

describe('text similarity and the §5 rules', () => {
  it('compares the words said over two ranges, and says nothing without speech', () => {
    const ref = [{ sentence: 'Loosen the collet nut.', startTime: 0, endTime: 2 }];
    expect(textSimilarity(ref, { start: 0, end: 2 }, [{ sentence: 'loosen the collet NUT', startTime: 5, endTime: 6 }], { start: 4, end: 7 })).toBe(1);
    expect(textSimilarity(ref, { start: 0, end: 2 }, [{ sentence: 'the spindle', startTime: 5, endTime: 6 }], { start: 4, end: 7 })).toBe(0.333);
    expect(textSimilarity(ref, { start: 0, end: 2 }, [], { start: 4, end: 7 })).toBeNull();
  });

  it('asks for the user video first, then exactly one reference', () => {
    expect(compareRequestProblem({ workflowId: 'w' })).toBe('smartCompare.errors.userVideoRequired');
    expect(compareRequestProblem({ userVideoUrl: 'u' })).toBe('smartCompare.errors.exactlyOneReference');
    expect(compareRequestProblem({ userVideoUrl: 'u', stepId: 's', referenceVideoUrl: 'r' })).toBe('smartCompare.errors.exactlyOneReference');
    expect(compareRequestProblem({ userVideoUrl: 'u', stepId: 's', workflowId: ' ' })).toBeNull();
  });
});
