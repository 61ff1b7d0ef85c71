import { describe, expect, it } from 'vitest';
import { calculateProgress, itemProgress, type ItemFacts } from '@/lib/skills/progress';

const item = (o: Partial<ItemFacts> = {}): ItemFacts => ({ kind: 'workflow', id: 'w', videoDuration: 100, playedSeconds: 0, viewCompleted: false, hasQuiz: false, quizPassed: false, ...o });
const none = { questions: 0, passed: false };

describe('itemProgress: the 90 % rule', () => {
  it('counts a workflow watched at 90 % of its duration, with partial credit below', () => {
    expect(itemProgress(item({ playedSeconds: 89.9 }))).toMatchObject({ watched: false, watchedPercent: 99, done: false });
    expect(itemProgress(item({ playedSeconds: 90 }))).toMatchObject({ watched: true, watchedPercent: 100, done: true });
    expect(itemProgress(item({ playedSeconds: 45 }))).toMatchObject({ watched: false, watchedPercent: 50 });
  });

  it("takes the player's completion flag, and never completes an unknown duration by seconds", () => {
    expect(itemProgress(item({ viewCompleted: true })).watched).toBe(true);
    expect(itemProgress(item({ videoDuration: 0, playedSeconds: 1000 })).watched).toBe(false);
  });

  it('needs a passed quiz when the workflow has one', () => {
    expect(itemProgress(item({ playedSeconds: 100, hasQuiz: true })).done).toBe(false);
    expect(itemProgress(item({ playedSeconds: 100, hasQuiz: true, quizPassed: true })).done).toBe(true);
  });
});

describe('calculateProgress', () => {
  it('is not started with nothing played, in progress after, completed when every unit is done', () => {
    const two = [item({ id: 'a' }), item({ id: 'b' })];
    expect(calculateProgress(two, none)).toMatchObject({ status: 'not_started', percent: 0 });
    expect(calculateProgress([item({ id: 'a', playedSeconds: 90 }), item({ id: 'b' })], none)).toMatchObject({ status: 'in_progress', percent: 50 });
    expect(calculateProgress([item({ id: 'a', playedSeconds: 90 }), item({ id: 'b', viewCompleted: true })], none)).toMatchObject({ status: 'completed', percent: 100 });
  });

  it('counts a workflow quiz and the skill assessment as units of their own', () => {
    const watched = [item({ playedSeconds: 100, hasQuiz: true })];
    expect(calculateProgress(watched, none)).toMatchObject({ status: 'in_progress', percent: 50 });
    expect(calculateProgress([item({ playedSeconds: 100 })], { questions: 3, passed: false })).toMatchObject({ status: 'in_progress', percent: 50, assessmentPassed: false });
    expect(calculateProgress([item({ playedSeconds: 100 })], { questions: 3, passed: true })).toMatchObject({ status: 'completed', percent: 100, assessmentPassed: true });
  });

  it('never completes an empty skill, and caps an unfinished one at 99 %', () => {
    expect(calculateProgress([], none)).toMatchObject({ status: 'not_started', percent: 0 });
    expect(calculateProgress([], { questions: 2, passed: true })).toMatchObject({ status: 'completed', percent: 100 });
    const many = Array.from({ length: 200 }, (_, i) => item({ id: String(i), playedSeconds: i ? 90 : 89 }));
    expect(calculateProgress(many, none).percent).toBe(99);
  });
});

describe('smart instructions in a skill', () => {
  const sop = (executed: boolean): ItemFacts => ({ kind: 'mm-sop', id: 's', videoDuration: 0, playedSeconds: 0, viewCompleted: executed, hasQuiz: false, quizPassed: false });
  const none = { questions: 0, passed: false };
  it('count one unit, done once executed to the end', () => {
    expect(itemProgress(sop(false))).toMatchObject({ kind: 'mm-sop', done: false, watchedPercent: 0 });
    expect(itemProgress(sop(true))).toMatchObject({ kind: 'mm-sop', done: true, watchedPercent: 100 });
  });
  it('complete a skill together with its workflows', () => {
    expect(calculateProgress([item({ playedSeconds: 100 }), sop(false)], none)).toMatchObject({ status: 'in_progress', percent: 50 });
    expect(calculateProgress([item(), sop(true)], none)).toMatchObject({ status: 'in_progress', percent: 50 });
    expect(calculateProgress([item({ playedSeconds: 100 }), sop(true)], none)).toMatchObject({ status: 'completed', percent: 100 });
  });
});
