import { describe, expect, it } from 'vitest';
import { isSpanDeleted, mapEditTime, retimeByStep, retimeSpan } from '@/lib/editor/cut/retime';
import { plannedSteps, type OldStep } from '@/lib/editor/cut/render-media';
import { mergeRanges, type Range } from '@/lib/editor/cut/segments';

const STEPS: OldStep[] = [
  { id: 'a', start: 0, end: 10, title: 'A' },
  { id: 'b', start: 10, end: 20, title: 'B' },
  { id: 'c', start: 20, end: 30, title: 'C' },
];
const span = (startTime: number, endTime: number) => ({ startTime, endTime });

describe('retiming spans through a cut', () => {
  const deleted = [{ start: 4, end: 6 }];
  const after = plannedSteps(STEPS, deleted, 100, 30);

  it('shifts time after a deleted range earlier by its length, keeps time before, and shifts inserted time later', () => {
    expect(mapEditTime(3, { deleted })).toBe(3);
    expect(mapEditTime(8, { deleted })).toBe(6);
    expect(mapEditTime(5, { deleted })).toBe(4);
    expect(mapEditTime(8, { deleted, inserted: [{ at: 7, duration: 3 }] })).toBe(9);
    expect(retimeSpan(span(1, 3), STEPS[0], after, { deleted })).toEqual({ stepId: 'a', span: span(1, 3) });
    expect(retimeSpan(span(7, 9), STEPS[0], after, { deleted })).toEqual({ stepId: 'a', span: span(5, 7) });
    // Step b starts at 8 after the cut; its own times do not change.
    expect(retimeSpan(span(1, 2), STEPS[1], after, { deleted })).toEqual({ stepId: 'b', span: span(1, 2) });
  });

  it('removes spans wholly in deleted time and clips spans overlapping it', () => {
    expect(retimeSpan(span(4.5, 5.5), STEPS[0], after, { deleted })).toBeNull();
    expect(retimeSpan(span(4, 6), STEPS[0], after, { deleted })).toBeNull();
    expect(retimeSpan(span(3, 5), STEPS[0], after, { deleted })).toEqual({ stepId: 'a', span: span(3, 4) });
    expect(retimeSpan(span(5, 8), STEPS[0], after, { deleted })).toEqual({ stepId: 'a', span: span(4, 6) });
    expect(retimeSpan(span(3, 9), STEPS[0], after, { deleted })).toEqual({ stepId: 'a', span: span(3, 7) });
    expect(isSpanDeleted(5, 5, deleted)).toBe(true);
    expect(isSpanDeleted(6, 6, deleted)).toBe(false);
    expect(isSpanDeleted(4, 4, deleted)).toBe(false);
  });

  it('moves the spans of a step the cut left too short onto the step it was joined to', () => {
    const cut = [{ start: 10, end: 19.8 }];
    const planned = plannedSteps(STEPS, cut, 100, 30);
    expect(planned.map((s) => s.id)).toEqual(['a', 'c']);
    const moved = retimeByStep(new Map([['b', [span(9.85, 9.95)]], ['c', [span(1, 2)]]]), STEPS, planned, { deleted: cut });
    expect([...moved.keys()]).toEqual(['a', 'c']);
    expect(moved.get('a')).toEqual([span(10.05, 10.15)]);
    expect(moved.get('c')).toEqual([span(1, 2)]);
  });
});

/** A seeded generator (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const r2 = (x: number) => Math.round(x * 100) / 100;

describe('property: retiming through random cuts', () => {
  it('keeps untouched spans whole, keeps every span inside its step, and an insert then cutting it out again gives the original', () => {
    for (let run = 0; run < 400; run++) {
      const rnd = random(run + 1);
      const steps: OldStep[] = [];
      let at = 0;
      for (let i = 0; i < 2 + Math.floor(rnd() * 4); i++) {
        const length = r2(1 + rnd() * 20);
        steps.push({ id: `s${i}`, start: r2(at), end: r2(at + length), title: '' });
        at += length;
      }
      const duration = steps.at(-1)!.end;
      const deleted: Range[] = mergeRanges(
        Array.from({ length: Math.floor(rnd() * 4) }, () => {
          const start = r2(rnd() * duration * 0.9);
          return { start, end: r2(Math.min(duration, start + 0.1 + rnd() * 4)) };
        }),
      );
      const planned = plannedSteps(steps, deleted, 100, duration);
      if (!planned.length) continue;
      const byStep = new Map(
        steps.map((s) => {
          const length = s.end - s.start;
          return [s.id, Array.from({ length: 3 }, (_, k) => {
            const a = r2(rnd() * length);
            return { key: `${s.id}-${k}`, ...span(a, r2(Math.min(length, a + rnd() * 3))) };
          })];
        }),
      );
      const moved = retimeByStep(byStep, steps, planned, { deleted });
      const kept = new Map([...moved.values()].flat().map((x) => [x.key, x]));
      for (const step of steps) {
        for (const s of byStep.get(step.id)!) {
          const [start, end] = [step.start + s.startTime, step.start + s.endTime];
          const out = kept.get(s.key);
          if (isSpanDeleted(start, end, deleted)) {
            expect(out).toBeUndefined();
            continue;
          }
          expect(out).toBeDefined();
          const untouched = !deleted.some((d) => d.start < end && d.end > start);
          if (untouched) expect(Math.abs(out!.endTime - out!.startTime - (s.endTime - s.startTime))).toBeLessThanOrEqual(0.011);
          else expect(out!.endTime - out!.startTime).toBeLessThanOrEqual(s.endTime - s.startTime + 0.011);
        }
      }
      for (const [stepId, list] of moved) {
        const step = planned.find((p) => p.id === stepId)!;
        for (const s of list) {
          expect(s.startTime).toBeGreaterThanOrEqual(0);
          expect(s.endTime).toBeLessThanOrEqual(r2(step.end - step.start) + 1e-9);
          expect(s.endTime).toBeGreaterThanOrEqual(s.startTime);
        }
      }
      // Inserting a clip at a step edge and cutting the same time out again is no change at all.
      const edge = steps[Math.floor(rnd() * steps.length)]!.start;
      const length = r2(0.5 + rnd() * 5);
      const withInsert = steps.map((s) => (s.start >= edge ? { ...s, start: s.start + length, end: s.end + length } : s));
      const there = retimeByStep(byStep, steps, withInsert, { deleted: [], inserted: [{ at: edge, duration: length }] });
      const back = retimeByStep(there, withInsert, steps, { deleted: [{ start: edge, end: edge + length }] });
      expect(Object.fromEntries(back)).toEqual(Object.fromEntries([...byStep].filter(([, l]) => l.length)));
    }
  });
});
