import { describe, expect, it } from 'vitest';
import { renderArgs } from '@/lib/editor/cut/render-media';
import { planEdit } from '@/lib/editor/cut/render-plan';
import { mapEditTime, retimeSpan } from '@/lib/editor/cut/retime';
import { saveCutSessionSchema } from '@/lib/editor/cut/schema';
import { deletedRanges, EMPTY_CUT, insertsOf, rotatedRanges, undo, videoTurns, type CutState } from '@/lib/editor/cut/segments';
import { insertPoints, insertStep, rotateInsert, trimInsert, type CutStep } from '@/lib/editor/cut/timeline';

/** Trimming and rotating an inserted clip alone (issue 18). */
const steps: CutStep[] = [
  { id: 'a', start: 0, end: 10, title: 'A' },
  { id: 'b', start: 10, end: 20, title: 'B' },
];
const UPLOAD = '00000000-0000-4000-8000-000000000001';
const CLIP = '00000000-0000-4000-8000-0000000000c1';
const ok = (s: CutState | string): CutState => {
  if (typeof s === 'string') throw new Error(s);
  return s;
};
const inserted = () => insertStep(EMPTY_CUT, 1, UPLOAD, 6, CLIP);

describe('an inserted clip’s own trims and turns', () => {
  it('trims its head and tail in its own seconds, leaving the video’s time alone', () => {
    const s = ok(trimInsert(inserted(), CLIP, 1.5, 4));
    expect(s.segments.slice(1)).toEqual([
      { type: 'trim', target: 'step', start: 0, end: 1.5, clipId: CLIP },
      { type: 'trim', target: 'step', start: 4, end: 6, clipId: CLIP },
    ]);
    expect(deletedRanges(s.segments)).toEqual([]);
    expect(insertsOf(s.segments)).toEqual([{ uploadId: UPLOAD, insertIndex: 1, clipId: CLIP, from: 1.5, to: 4, duration: 2.5, turns: 0 }]);
    // The timeline and the preview place it with its trimmed length.
    expect(insertPoints(steps, s.segments, 20)).toMatchObject([{ time: 10, duration: 2.5, from: 1.5, to: 4 }]);
    // Trimming further narrows it; undo brings each trim back.
    const again = ok(trimInsert(s, CLIP, 2, 4));
    expect(insertsOf(again.segments)[0]).toMatchObject({ from: 2, to: 4, duration: 2 });
    expect(insertsOf(undo(undo(s)).segments)[0]).toMatchObject({ from: 0, to: null, duration: 6 });
  });

  it('refuses a trim that changes nothing, widens the clip, leaves under a tenth of a second or names no insert', () => {
    const s = ok(trimInsert(inserted(), CLIP, 1, 5));
    expect(trimInsert(s, CLIP, 1, 5)).toBe('advancedEditor.cut.errors.insertTrim');
    expect(trimInsert(s, CLIP, 0.5, 5)).toBe('advancedEditor.cut.errors.insertTrim');
    expect(trimInsert(s, CLIP, 3, 3.05)).toBe('advancedEditor.cut.errors.insertTrim');
    expect(trimInsert(s, '00000000-0000-4000-8000-0000000000c2', 2, 3)).toBe('advancedEditor.cut.errors.noClip');
    // The end is bounded by the clip: asking past it trims only the head.
    expect(insertsOf(ok(trimInsert(inserted(), CLIP, 1, 60)).segments)[0]).toMatchObject({ from: 1, to: null, duration: 5 });
  });

  it('turns it alone: neither the video nor a clip of it turns', () => {
    let s = ok(rotateInsert(inserted(), CLIP));
    s = ok(rotateInsert(s, CLIP));
    expect(insertsOf(s.segments)[0].turns).toBe(2);
    expect(videoTurns(s.segments)).toBe(0);
    expect(rotatedRanges(s.segments)).toEqual([]);
    expect(rotateInsert(s, 'nope')).toBe('advancedEditor.cut.errors.noClip');
  });

  it('gets a UUID clip id of its own, also where crypto.randomUUID is missing (plain HTTP)', () => {
    const valid = (state: CutState) => saveCutSessionSchema.safeParse({ revision: 1, segments: state.segments, redo: [] }).success;
    const made = insertStep(EMPTY_CUT, 0, UPLOAD, 2);
    expect(valid(made)).toBe(true);
    const own = Object.getOwnPropertyDescriptor(globalThis.crypto, 'randomUUID');
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => insertStep(EMPTY_CUT, 0, UPLOAD, 2).segments[0].clipId));
      expect(ids.size).toBe(50);
      expect(valid(insertStep(EMPTY_CUT, 0, UPLOAD, 2))).toBe(true);
    } finally {
      if (own) Object.defineProperty(globalThis.crypto, 'randomUUID', own);
      else delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(made.segments[0].clipId).not.toBe(insertStep(EMPTY_CUT, 0, UPLOAD, 2).segments[0].clipId);
  });

  it('is saved as it is made (a clip id on the insert, its trims and turns); a clip id with a step id is refused', () => {
    const s = ok(rotateInsert(ok(trimInsert(inserted(), CLIP, 1, 5)), CLIP));
    expect(saveCutSessionSchema.safeParse({ revision: 1, segments: s.segments, redo: [] }).success).toBe(true);
    const both = { type: 'trim', target: 'step', start: 0, end: 1, clipId: CLIP, stepId: CLIP };
    expect(saveCutSessionSchema.safeParse({ revision: 1, segments: [both], redo: [] }).success).toBe(false);
  });
});

describe('the render plan and retiming of a trimmed, turned insert', () => {
  const old = steps.map((s) => ({ ...s }));

  it('plays the trimmed part from its head on, turned, and moves later steps by the trimmed length only', () => {
    const [insert] = insertsOf(ok(rotateInsert(ok(trimInsert(inserted(), CLIP, 1.5, 4)), CLIP)).segments);
    const plan = planEdit(old, [], [], [{ insertIndex: insert.insertIndex, duration: insert.duration, from: insert.from, turns: insert.turns, step: { id: 'x', title: 'X' } }], 30, 20);
    expect(plan.steps.map((s) => [s.id, s.start, s.end])).toEqual([['a', 0, 10], ['x', 10, 12.5], ['b', 12.5, 22.5]]);
    expect(plan.pieces).toEqual([
      { kind: 'source', start: 0, end: 10, turns: 0 },
      { kind: 'insert', input: 0, duration: 2.5, from: 1.5, turns: 1 },
      { kind: 'source', start: 10, end: 20, turns: 0 },
    ]);
    const args = renderArgs('in.mp4', [{ rung: 360, out: 'out.mp4' }], plan.pieces, { fps: 30, duration: 20, hasAudio: true, width: 640, height: 360 }, [0, 10, 12.5], 'ultrafast', {
      inserts: [{ file: 'x.mp4', hasAudio: true }],
      turns: 0,
    });
    const graph = args[args.indexOf('-filter_complex') + 1];
    expect(graph).toContain('[1:v:0]setpts=PTS-STARTPTS,trim=start=1.500000,setpts=PTS-STARTPTS,transpose=1,scale=640:360:force_original_aspect_ratio=decrease');
    expect(graph).toContain('trim=end=2.500000');
    expect(graph).toContain('[1:a:0]asetpts=PTS-STARTPTS,atrim=start=1.500000,asetpts=PTS-STARTPTS');
    expect(graph).toContain('atrim=end=2.500000');

    // Retiming: an annotation on step b moves by the 2.5 s the trimmed insert plays, not its 6 s.
    const edit = { deleted: [], inserted: [{ at: 10, duration: plan.steps[1].end - plan.steps[1].start }] };
    expect(mapEditTime(15, edit)).toBe(17.5);
    expect(retimeSpan({ startTime: 5, endTime: 6 }, old[1], plan.steps, edit)).toEqual({ stepId: 'b', span: { startTime: 5, endTime: 6 } });
  });
});
