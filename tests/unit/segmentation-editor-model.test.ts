import { describe, expect, it } from 'vitest';
import {
  allowedMoves,
  allowedSplits,
  boundaryCandidates,
  mergeWithNext,
  moveBoundary,
  segmentationProblem,
  splitStep,
} from '@/lib/editor/segmentation/model';
import { planSegmentation } from '@/lib/editor/segmentation/plan';
import { TIMELINE_TIERS, timelineUnit, zoomLevels } from '@/lib/editor/segmentation/timeline';

const steps = [
  { start: 0, title: 'A' },
  { start: 10, title: 'B' },
  { start: 20, title: 'C' },
];
const sentences = [
  { startTime: 0.2, endTime: 4.4 },
  { startTime: 4.6, endTime: 9.1 },
  { startTime: 9.6, endTime: 14.2 },
  { startTime: 14.8, endTime: 21.0 },
  { startTime: 21.4, endTime: 29.5 },
];

describe('segmentation model', () => {
  it('offers sentence edges on whole seconds, keeping both neighbours at least 2 s long', () => {
    const candidates = boundaryCandidates(sentences, 30);
    expect(candidates).toEqual([4, 5, 9, 10, 14, 15, 21]);
    expect(allowedMoves(steps, 1, candidates, 30)).toEqual([4, 5, 9, 10, 14, 15]);
    expect(allowedMoves(steps, 0, candidates, 30)).toEqual([]);
    expect(allowedSplits(steps, 2, candidates, 30)).toEqual([]);
    expect(allowedSplits(steps, 0, candidates, 30)).toEqual([4, 5]);
  });

  it('moves, splits and merges, and every result passes the shared validation', () => {
    expect(moveBoundary(steps, 1, 14).map((s) => s.start)).toEqual([0, 14, 20]);
    expect(splitStep(steps, 0, 5, 'New').map((s) => [s.start, s.title])).toEqual([[0, 'A'], [5, 'New'], [10, 'B'], [20, 'C']]);
    expect(mergeWithNext(steps, 1)).toEqual([steps[0], steps[1]]);
    for (const next of [moveBoundary(steps, 1, 14), splitStep(steps, 0, 5, 'x'), mergeWithNext(steps, 0)]) expect(segmentationProblem(next, 30)).toBeNull();
  });

  it('names what is wrong with a segmentation', () => {
    expect(segmentationProblem([], 30)).toBe('segmentationEditor.errors.noSteps');
    expect(segmentationProblem([{ start: 1, title: '' }], 30)).toBe('segmentationEditor.errors.firstStart');
    expect(segmentationProblem([steps[0], { start: 10.5, title: '' }], 30)).toBe('segmentationEditor.errors.offGrid');
    expect(segmentationProblem([steps[0], steps[2], steps[1]], 30)).toBe('segmentationEditor.errors.unsorted');
    expect(segmentationProblem([steps[0], { start: 29, title: '' }], 30.4)).toBe('segmentationEditor.errors.tooShort');
    expect(segmentationProblem([steps[0], { start: 31, title: '' }], 30)).toBe('segmentationEditor.errors.outsideVideo');
  });
});

describe('planSegmentation', () => {
  const current = [
    { id: 'a', startTime: 0, endTime: 10, title: 'A' },
    { id: 'b', startTime: 10, endTime: 20, title: 'B' },
    { id: 'c', startTime: 20, endTime: 30.04, title: 'C' },
  ];
  it('keeps every id and needs no re-cut when only titles change', () => {
    const plan = planSegmentation(current, [{ start: 0, title: 'A2' }, steps[1], steps[2]], 30.04);
    expect(plan).toMatchObject({ recut: false, moved: [] });
    expect(plan.steps.map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });
  it('gives ids by start; a step whose start is gone hands over to the step holding that start', () => {
    const plan = planSegmentation(current, [{ start: 0, title: 'A' }, { start: 14, title: 'B+C' }], 30.04);
    expect(plan.recut).toBe(true);
    expect(plan.steps[0]).toMatchObject({ id: 'a', start: 0, end: 14, kept: true });
    expect(plan.steps[1]).toMatchObject({ start: 14, end: 30.04, kept: false });
    expect(plan.moved).toEqual([
      { from: 'b', to: 'a', shift: 10 },
      { from: 'c', to: plan.steps[1].id, shift: 6 },
    ]);
  });
});

describe('timeline tiers (spec 02 §9)', () => {
  it('zooms from the tier that shows the whole video down to 30 s windows', () => {
    expect(zoomLevels(3600)[0]).toBe(TIMELINE_TIERS[0]);
    expect(zoomLevels(100).map((t) => t.max)).toEqual([120, 90, 60, 40, 30]);
    expect(timelineUnit(TIMELINE_TIERS[0], 1304)).toEqual({ width: 200, time: 600, unit: 'min', intervalNumber: 6 });
  });
});
