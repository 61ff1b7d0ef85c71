import { describe, expect, it } from 'vitest';
import { planEdit } from '@/lib/editor/cut/render-plan';
import { renderArgs, turnFilters } from '@/lib/editor/cut/render-media';
import {
  clipTurnsAt, deletedRanges, EMPTY_CUT, insertsOf, keptRanges, redo, rotatedRanges, round2, undo, videoTurns, type CutState, type Segment,
} from '@/lib/editor/cut/segments';
import { cutStatusFor, isCutFailed, isCutRunning, retriedStatus } from '@/lib/editor/cut/status';
import { clipsOf, crossedInserts, deleteClip, deleteStep, insertPoints, insertStep, rotateClip, rotateVideo, splitAt, trimClip, type CutStep } from '@/lib/editor/cut/timeline';
import { deleteWords, shiftTranscript } from '@/lib/editor/cut/words';
import type { TranscriptSentence } from '@/lib/transcription/types';

const steps: CutStep[] = [
  { id: 'a', start: 0, end: 10, title: 'A' },
  { id: 'b', start: 10, end: 20, title: 'B' },
  { id: 'c', start: 20, end: 30, title: 'C' },
];
const UPLOAD = '00000000-0000-4000-8000-000000000001';
const ok = (s: CutState | string): CutState => {
  if (typeof s === 'string') throw new Error(s);
  return s;
};

describe('trim, rotate and insert (issue 18)', () => {
  it('trims a clip to the playhead at its head or tail, only from inside the clip', () => {
    expect(trimClip(EMPTY_CUT, steps[0], 0, 0, 'start')).toBe('advancedEditor.cut.errors.trimEdge');
    expect(trimClip(EMPTY_CUT, steps[0], 3, 4, 'start')).toBe('advancedEditor.cut.errors.noClip');
    let s = ok(trimClip(EMPTY_CUT, steps[0], 0, 2.345, 'start'));
    expect(s.segments).toEqual([{ type: 'trim', target: 'step', start: 0, end: 2.35, stepId: 'a' }]);
    s = ok(trimClip(s, steps[1], 0, 18, 'end'));
    expect(deletedRanges(s.segments)).toEqual([{ start: 0, end: 2.35 }, { start: 18, end: 20 }]);
    expect(cutStatusFor(s.segments)).toBe('processing trim');
    expect(undo(undo(s))).toEqual({ segments: [], redo: [s.segments[1], s.segments[0]] });
  });

  it('rotates a clip or the whole video by quarter turns; four turns are none', () => {
    let s = ok(splitAt(EMPTY_CUT, steps[1], 15));
    s = ok(rotateClip(s, steps[1], 1));
    expect(clipTurnsAt(s.segments, 16)).toBe(1);
    expect(clipTurnsAt(s.segments, 14)).toBe(0);
    expect(rotatedRanges(s.segments)).toEqual([{ start: 15, end: 20, turns: 1 }]);
    for (let i = 0; i < 4; i++) s = rotateVideo(s, 30);
    expect(videoTurns(s.segments)).toBe(0);
    s = undo(s);
    expect(videoTurns(s.segments)).toBe(3);
    expect(cutStatusFor([{ type: 'rotate' }, { type: 'split' }])).toBe('processing rotate');
    expect(cutStatusFor([{ type: 'rotate' }, { type: 'trim' }])).toBe('processing cut');
    expect(rotateClip(ok(deleteStep(EMPTY_CUT, steps, 'a')), steps[0], 0)).toBe('advancedEditor.cut.errors.noClip');
  });

  it('lists inserts in play order: by index, then as made', () => {
    let s = insertStep(EMPTY_CUT, 2, UPLOAD, 3);
    s = insertStep(s, 0, UPLOAD, 1.234);
    s = insertStep(s, 2, '00000000-0000-4000-8000-000000000002', 2);
    const untrimmed = { from: 0, to: null, turns: 0, clipId: expect.any(String) };
    expect(insertsOf(s.segments)).toEqual([
      { uploadId: UPLOAD, insertIndex: 0, duration: 1.23, ...untrimmed },
      { uploadId: UPLOAD, insertIndex: 2, duration: 3, ...untrimmed },
      { uploadId: '00000000-0000-4000-8000-000000000002', insertIndex: 2, duration: 2, ...untrimmed },
    ]);
    expect(deletedRanges(s.segments)).toEqual([]);
  });

  it('gives the preview each insert at its step start (the end for the last index), and the ones the playhead passes', () => {
    let s = insertStep(EMPTY_CUT, 3, UPLOAD, 2);
    s = insertStep(s, 1, UPLOAD, 1);
    const points = insertPoints(steps, s.segments, 30);
    expect(points.map((p) => [p.time, p.insertIndex])).toEqual([[10, 1], [30, 3]]);
    expect(crossedInserts(points, 9.9, 10.05).map((p) => p.time)).toEqual([10]);
    expect(crossedInserts(points, 10, 12)).toEqual([]);
    expect(crossedInserts(points, 9.999, 30).map((p) => p.time)).toEqual([10, 30]);
  });

  it('names the running and failed statuses of a render and retries under the same one', () => {
    expect(isCutRunning('processing trim')).toBe(true);
    expect(isCutRunning('processing voice over')).toBe(false);
    expect(isCutFailed('processing rotate error')).toBe(true);
    expect(retriedStatus('processing rotate error')).toBe('processing rotate');
    expect(retriedStatus(null)).toBe('processing cut');
  });
});

describe('render plan', () => {
  const old = steps.map((s) => ({ ...s }));
  const insert = (insertIndex: number, duration: number, id: string) => ({ insertIndex, duration, step: { id, title: id } });

  it('places inserts before the step at their index (or at the end) and moves later steps by their length', () => {
    const plan = planEdit(old, [{ start: 12, end: 14 }], [], [insert(1, 2.5, 'x'), insert(3, 1, 'y'), insert(1, 1, 'z')], 30, 30);
    expect(plan.steps.map((s) => [s.id, s.start, s.end])).toEqual([
      ['a', 0, 10], ['x', 10, 12.5], ['z', 12.5, 13.5], ['b', 13.5, 21.5], ['c', 21.5, 31.5], ['y', 31.5, 32.5],
    ]);
    expect(plan.pieces).toEqual([
      { kind: 'source', start: 0, end: 10, turns: 0 },
      { kind: 'insert', input: 0, duration: 2.5, from: 0, turns: 0 },
      { kind: 'insert', input: 2, duration: 1, from: 0, turns: 0 },
      { kind: 'source', start: 10, end: 12, turns: 0 },
      { kind: 'source', start: 14, end: 30, turns: 0 },
      { kind: 'insert', input: 1, duration: 1, from: 0, turns: 0 },
    ]);
    expect(plan.insertedBefore(10, true)).toBe(3.5);
    expect(plan.insertedBefore(10, false)).toBe(0);
  });

  it('puts an insert at a deleted step before the next surviving one and keeps rotated clips apart', () => {
    const plan = planEdit(old, [{ start: 10, end: 20 }], [{ start: 22, end: 25, turns: 1 }], [insert(1, 2, 'x')], 30, 30);
    expect(plan.steps.map((s) => [s.id, s.start, s.end])).toEqual([['a', 0, 10], ['x', 10, 12], ['c', 12, 22]]);
    expect(plan.pieces).toEqual([
      { kind: 'source', start: 0, end: 10, turns: 0 },
      { kind: 'insert', input: 0, duration: 2, from: 0, turns: 0 },
      { kind: 'source', start: 20, end: 22, turns: 0 },
      { kind: 'source', start: 22, end: 25, turns: 1 },
      { kind: 'source', start: 25, end: 30, turns: 0 },
    ]);
  });

  it('renders inserts scaled into the source frame with silence when they have no audio, and turns the whole video last', () => {
    const plan = planEdit(old, [], [{ start: 0, end: 10, turns: 1 }], [insert(0, 2, 'x')], 30, 30);
    const args = renderArgs('in.mp4', [{ rung: 360, out: 'out.mp4' }], plan.pieces, { fps: 30, duration: 30, hasAudio: true, width: 640, height: 360 }, [0, 2, 12], 'ultrafast', {
      inserts: [{ file: 'x.mp4', hasAudio: false }],
      turns: 1,
    });
    const graph = args[args.indexOf('-filter_complex') + 1];
    expect(args.filter((a) => a === '-i')).toHaveLength(2);
    expect(graph).toContain('[1:v:0]setpts=PTS-STARTPTS,scale=640:360:force_original_aspect_ratio=decrease,pad=640:360');
    expect(graph).toContain('anullsrc=r=48000:cl=stereo,atrim=end=2.000000');
    expect(graph).toContain('transpose=1,scale=640:360');
    expect(graph).toMatch(/concat=n=3:v=1:a=1\[vc\]\[a\];\[vc\]transpose=1\[v\];/);
    // The turned frame is portrait: the 360 rung is 360 wide.
    expect(graph).toContain('[s0]scale=360:640');
    expect(turnFilters(2)).toBe('transpose=1,transpose=1');
  });

  it('shifts the transcript by inserted time: a word starting at the insert point goes after it', () => {
    const sentences: TranscriptSentence[] = [{ sentence: 'one two', startTime: 9, endTime: 11, words: [{ word: 'one', startTime: 9, endTime: 10 }, { word: 'two', startTime: 10, endTime: 11 }] }];
    const plan = planEdit(old, [], [], [insert(1, 2, 'x')], 30, 30);
    const shifted = shiftTranscript(sentences, [], (t, edge) => plan.insertedBefore(t, edge === 'start'));
    expect(shifted[0].words.map((w) => [w.startTime, w.endTime])).toEqual([[9, 10], [12, 13]]);
  });
});

const sentences: TranscriptSentence[] = [
  { sentence: 'a b c', startTime: 1, endTime: 4, words: [{ word: 'a', startTime: 1, endTime: 2 }, { word: 'b', startTime: 2.2, endTime: 3 }, { word: 'c', startTime: 12, endTime: 13 }] },
];

/** A seeded generator (mulberry32): the same sequences on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('property: any sequence of edits with inserts, trims and rotations, then undo all, gives the original', () => {
  it('holds for 500 random sequences (and redo-all after undo-all gives the edit back)', () => {
    for (let run = 0; run < 500; run++) {
      const rnd = random(1000 + run);
      const original: CutState = { segments: [{ type: 'delete', target: 'sentence', start: round2(rnd() * 5), end: 6 }], redo: [] };
      let s = original;
      const ops = 1 + Math.floor(rnd() * 25);
      for (let i = 0; i < ops; i++) {
        const step = steps[Math.floor(rnd() * steps.length)];
        const clip = Math.floor(rnd() * 3);
        const pick = rnd();
        let next: CutState | string = s;
        if (pick < 0.1) next = splitAt(s, step, step.start + rnd() * 10);
        else if (pick < 0.2) {
          const r = deleteClip(s, steps, step, clip);
          if (typeof r !== 'string') next = r.state;
        } else if (pick < 0.27) next = deleteStep(s, steps, step.id);
        else if (pick < 0.35) next = deleteWords(s, sentences, steps, [{ sentence: 0, word: Math.floor(rnd() * 3) }]);
        else if (pick < 0.45) next = insertStep(s, Math.floor(rnd() * 4), UPLOAD, rnd() * 9);
        else if (pick < 0.55) next = trimClip(s, step, clip, step.start + rnd() * 10, rnd() < 0.5 ? 'start' : 'end');
        else if (pick < 0.62) next = rotateClip(s, step, clip);
        else if (pick < 0.68) next = rotateVideo(s, 30);
        else if (pick < 0.86) next = s.segments.length > original.segments.length ? undo(s) : s;
        else next = redo(s);
        if (typeof next !== 'string') s = next;
        expect(s.segments.every((x) => x.start === round2(x.start) && x.end === round2(x.end))).toBe(true);
      }
      const edited = s;
      let undone = 0;
      while (s.segments.length > original.segments.length) [s, undone] = [undo(s), undone + 1];
      expect(s.segments).toEqual(original.segments);
      expect(videoTurns(s.segments)).toBe(0);
      expect(insertsOf(s.segments)).toEqual([]);
      expect(keptRanges(30, deletedRanges(s.segments))).toEqual(keptRanges(30, deletedRanges(original.segments)));
      for (let i = 0; i < undone; i++) s = redo(s);
      expect(s.segments).toEqual(edited.segments);
    }
  });

  it('clips stay whole under trims and rotations: their edges are only the splits', () => {
    let s = ok(splitAt(EMPTY_CUT, steps[0], 5));
    s = ok(trimClip(s, steps[0], 1, 8, 'end'));
    s = ok(rotateClip(s, steps[0], 0));
    expect(clipsOf(steps[0], s.segments).map((c) => [c.start, c.end, c.deleted])).toEqual([[0, 5, false], [5, 10, false]]);
    const segments: Segment[] = s.segments;
    expect(segments.map((x) => x.type)).toEqual(['split', 'trim', 'rotate']);
  });
});
