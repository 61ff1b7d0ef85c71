import { describe, expect, it } from 'vitest';
import {
  addSegment, deletedRanges, EMPTY_CUT, keptRanges, mapTime, redo, removeSegment, round2, skipDeleted, undo, type CutState, type Segment,
} from '@/lib/editor/cut/segments';
import { clipsOf, deleteClip, deleteStep, insertStep, splitAt, type CutStep } from '@/lib/editor/cut/timeline';
import { timelineUnit, tierIndexFor, TIMELINE_TIERS, zoomBounds } from '@/lib/editor/cut/tiers';
import { deleteWords, isWordDeleted, restoreWord, shiftTranscript, wordRanges } from '@/lib/editor/cut/words';
import type { TranscriptSentence } from '@/lib/transcription/types';

const del = (start: number, end: number, target: Segment['target'] = 'sentence'): Segment => ({ type: 'delete', target, start, end });

describe('undo and redo stacks (spec 02 §4 Editor cut)', () => {
  it('adding clears redo, undo moves the last to redo, redo restores it', () => {
    let s = addSegment(EMPTY_CUT, del(1, 2));
    s = addSegment(s, del(3, 4));
    s = undo(s);
    expect(s.segments).toEqual([del(1, 2)]);
    expect(s.redo).toEqual([del(3, 4)]);
    s = redo(s);
    expect(s.segments).toEqual([del(1, 2), del(3, 4)]);
    expect(s.redo).toEqual([]);
    s = addSegment(undo(s), del(5, 6));
    expect(s.redo).toEqual([]);
    expect(undo(EMPTY_CUT)).toBe(EMPTY_CUT);
    expect(redo(EMPTY_CUT)).toBe(EMPTY_CUT);
  });

  it('rounds times to 2 decimals and removes by matching type, target, start and end, clearing redo', () => {
    let s = addSegment(EMPTY_CUT, del(1.234, 2.345));
    expect(s.segments[0]).toMatchObject({ start: 1.23, end: 2.35 });
    s = addSegment(s, del(1.234, 2.345, 'step'));
    s = undo(addSegment(s, del(7, 8)));
    expect(s.redo).toHaveLength(1);
    s = removeSegment(s, del(1.23, 2.35));
    expect(s.segments).toEqual([del(1.23, 2.35, 'step')]);
    expect(s.redo).toEqual([]);
  });
});

describe('time ranges', () => {
  const deleted = deletedRanges([del(5, 6), del(2, 3), del(2.5, 4), { type: 'split', target: 'step', start: 8, end: 8 }]);
  it('merges deletions, keeps the rest and maps times onto the edited video', () => {
    expect(deleted).toEqual([{ start: 2, end: 4 }, { start: 5, end: 6 }]);
    expect(keptRanges(10, deleted)).toEqual([{ start: 0, end: 2 }, { start: 4, end: 5 }, { start: 6, end: 10 }]);
    expect(mapTime(1, deleted)).toBe(1);
    expect(mapTime(3, deleted)).toBe(2);
    expect(mapTime(7, deleted)).toBe(4);
    expect(skipDeleted(2.5, deleted)).toBe(4);
    expect(skipDeleted(4.5, deleted)).toBe(4.5);
  });
});

const steps: CutStep[] = [
  { id: 'a', start: 0, end: 10, title: 'A' },
  { id: 'b', start: 10, end: 20, title: 'B' },
];

describe('timeline edits', () => {
  it('splits at the playhead, deletes a clip and moves the playhead to the previous clip end', () => {
    let s: CutState = EMPTY_CUT;
    expect(splitAt(s, steps[0], 0)).toBe('advancedEditor.cut.errors.splitEdge');
    s = splitAt(s, steps[0], 4.111) as CutState;
    s = splitAt(s, steps[0], 7) as CutState;
    expect(clipsOf(steps[0], s.segments).map((c) => [c.start, c.end])).toEqual([[0, 4.11], [4.11, 7], [7, 10]]);
    const result = deleteClip(s, steps, steps[0], 2);
    if (typeof result === 'string') throw new Error(result);
    expect(result.currentTime).toBe(7);
    expect(clipsOf(steps[0], result.state.segments)[2].deleted).toBe(true);
    expect(deleteClip(result.state, steps, steps[0], 2)).toBe('advancedEditor.cut.errors.noClip');
  });

  it('deletes a step only while at least two remain; a deleted step is a delete segment; a new step is an insert at an index', () => {
    const s = deleteStep(EMPTY_CUT, steps, 'a') as CutState;
    expect(s.segments).toEqual([{ type: 'delete', target: 'step', start: 0, end: 10, stepId: 'a', deleteStepType: 'original' }]);
    expect(deleteStep(s, steps, 'b')).toBe('advancedEditor.cut.errors.lastSteps');
    const split = splitAt(s, steps[1], 15) as CutState;
    const first = deleteClip(split, steps, steps[1], 0);
    if (typeof first === 'string') throw new Error(first);
    expect(deleteClip(first.state, steps, steps[1], 1)).toBe('advancedEditor.cut.errors.lastSteps');
    const inserted = insertStep(s, 1, '00000000-0000-4000-8000-000000000000', 3.456);
    expect(inserted.segments.at(-1)).toMatchObject({ type: 'insert', insertIndex: 1, start: 0, end: 3.46 });
  });
});

const sentences: TranscriptSentence[] = [
  { sentence: 'Open the valve slowly', startTime: 0.5, endTime: 3, words: [
    { word: 'Open', startTime: 0.5, endTime: 0.9 }, { word: 'the', startTime: 1, endTime: 1.2 },
    { word: 'valve', startTime: 1.3, endTime: 1.9 }, { word: 'slowly', startTime: 2.2, endTime: 3 },
  ] },
  { sentence: 'Then close it', startTime: 4, endTime: 5.5, words: [
    { word: 'Then', startTime: 4, endTime: 4.4 }, { word: 'close', startTime: 4.5, endTime: 5 }, { word: 'it', startTime: 5.1, endTime: 5.5 },
  ] },
];

describe('transcript words', () => {
  it('turns runs of selected words into ranges and delete segments, restorable word by word', () => {
    const picked = [{ sentence: 0, word: 1 }, { sentence: 0, word: 2 }, { sentence: 1, word: 2 }];
    expect(wordRanges(sentences, picked)).toEqual([{ start: 1, end: 1.9 }, { start: 5.1, end: 5.5 }]);
    let s = deleteWords(EMPTY_CUT, sentences, steps, picked);
    expect(s.segments).toEqual([
      { type: 'delete', target: 'sentence', start: 1, end: 1.9, stepId: 'a' },
      { type: 'delete', target: 'sentence', start: 5.1, end: 5.5, stepId: 'a' },
    ]);
    const deleted = deletedRanges(s.segments);
    expect(isWordDeleted(sentences[0].words[2], deleted)).toBe(true);
    expect(isWordDeleted(sentences[0].words[3], deleted)).toBe(false);
    s = restoreWord(s, sentences[1].words[2]);
    expect(s.segments).toHaveLength(1);
  });

  it('shifts the transcript: deleted words go, later times move back by the removed span', () => {
    const shifted = shiftTranscript(sentences, [{ start: 1, end: 1.9 }, { start: 4, end: 5.5 }]);
    expect(shifted).toHaveLength(1);
    expect(shifted[0].sentence).toBe('Open slowly');
    expect(shifted[0].words.map((w) => [w.startTime, w.endTime])).toEqual([[0.5, 0.9], [1.3, 2.1]]);
  });
});

describe('timeline tiers (spec 02 §9)', () => {
  it('picks the tier of the duration and zooms between tiers', () => {
    expect(TIMELINE_TIERS[tierIndexFor(25)].unitSeconds).toBe(10);
    expect(TIMELINE_TIERS[tierIndexFor(100)]).toMatchObject({ maxDuration: 120, unitSeconds: 30 });
    expect(TIMELINE_TIERS[tierIndexFor(5000)]).toMatchObject({ maxDuration: 2400, unitSeconds: 600, splits: 6 });
    expect(timelineUnit(2000, 0, 1064)).toEqual({ width: 160, time: 600, unit: 'min', intervalNumber: 6 });
    expect(timelineUnit(100, 1, 1000).time).toBe(30);
    expect(timelineUnit(100, 2, 1000)).toMatchObject({ time: 20, unit: 's' });
    expect(zoomBounds(100)).toEqual({ min: -8, max: 4 });
  });
});

/** A seeded generator (mulberry32): the same sequences on every run, many of them. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('property: any sequence of edits, then undo all, gives the original', () => {
  it('holds for 500 random sequences of splits, clip, step and word deletions, inserts, undos and redos', () => {
    for (let run = 0; run < 500; run++) {
      const rnd = random(run + 1);
      const original: CutState = { segments: [del(round2(rnd() * 5), 6)], redo: [] };
      let s = original;
      let playhead = 0;
      const ops = 1 + Math.floor(rnd() * 20);
      for (let i = 0; i < ops; i++) {
        const step = steps[Math.floor(rnd() * steps.length)];
        const pick = rnd();
        let next: CutState | string = s;
        if (pick < 0.2) next = splitAt(s, step, step.start + rnd() * 10);
        else if (pick < 0.35) {
          const r = deleteClip(s, steps, step, Math.floor(rnd() * 3));
          if (typeof r !== 'string') [next, playhead] = [r.state, r.currentTime];
        } else if (pick < 0.45) next = deleteStep(s, steps, step.id);
        else if (pick < 0.65) next = deleteWords(s, sentences, steps, [{ sentence: Math.floor(rnd() * 2), word: Math.floor(rnd() * 3) }]);
        else if (pick < 0.7) next = insertStep(s, Math.floor(rnd() * 3), '00000000-0000-4000-8000-000000000000', rnd() * 9);
        else if (pick < 0.85) next = s.segments.length > original.segments.length ? undo(s) : s;
        else next = redo(s);
        if (next !== s && typeof next !== 'string' && pick >= 0.85) expect(undo(next)).toEqual({ ...s, redo: s.redo });
        if (typeof next !== 'string') s = next;
        expect(playhead).toBeGreaterThanOrEqual(0);
        if (remainingStepsCount(s) < 1) throw new Error('every step was deleted');
      }
      while (s.segments.length > original.segments.length) s = undo(s);
      expect(s.segments).toEqual(original.segments);
      expect(keptRanges(20, deletedRanges(s.segments))).toEqual(keptRanges(20, deletedRanges(original.segments)));
    }
  });
});

function remainingStepsCount(s: CutState) {
  const deleted = deletedRanges(s.segments);
  return steps.filter((step) => !deleted.some((d) => d.start <= step.start && d.end >= step.end)).length;
}

describe('frame-exact render plan', () => {
  it('keeps whole-second keyframes away from boundaries and cuts on keyframes only', async () => {
    const { exactCutTimes, exactKeyframeTimes } = await import('@/lib/media/timeline');
    expect(exactKeyframeTimes(6, [0, 2.3, 4.8])).toEqual([0, 1, 2.3, 3, 4, 4.8]);
    expect(exactCutTimes(10, [{ id: 'a', start: 0, end: 4.8 }, { id: 'b', start: 4.8, end: 10 }])).toEqual([2, 4, 4.8, 6, 8]);
  });

  it('maps steps through the removed time on frames, dropping a step left under half a second', async () => {
    const { plannedSteps } = await import('@/lib/editor/cut/render-media');
    const old = [{ id: 'a', start: 0, end: 6, title: 'A' }, { id: 'b', start: 6, end: 14, title: 'B' }, { id: 'c', start: 14, end: 20, title: 'C' }];
    expect(plannedSteps(old, [{ start: 8, end: 9.5 }], 30, 20).map((s) => [s.id, s.start, s.end])).toEqual([['a', 0, 6], ['b', 6, 12.5], ['c', 12.5, 18.5]]);
    expect(plannedSteps(old, [{ start: 5.8, end: 14 }], 30, 20).map((s) => [s.id, s.start, s.end])).toEqual([['a', 0, 5.8], ['c', 5.8, 11.8]]);
  });
});

describe('shift-selection', () => {
  it('selects every word between the anchor and the clicked one, across sentences', async () => {
    const { wordsBetween } = await import('@/lib/editor/cut/words');
    expect(wordsBetween(sentences, { sentence: 1, word: 1 }, { sentence: 0, word: 3 })).toEqual([
      { sentence: 0, word: 3 }, { sentence: 1, word: 0 }, { sentence: 1, word: 1 },
    ]);
  });
});
