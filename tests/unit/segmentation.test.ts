import { describe, expect, it } from 'vitest';
import { segmentSteps, SENTENCE_RULES, stepTitle, STEP_TITLE_MAX } from '@/lib/workflows/segmentation';
import type { TranscriptSentence } from '@/lib/transcription/types';

const sentence = (text: string, startTime: number, endTime: number): TranscriptSentence => ({ sentence: text, startTime, endTime, words: [] });

const contiguous = (steps: { start: number; end: number }[], duration: number) => {
  expect(steps[0].start).toBe(0);
  expect(steps.at(-1)!.end).toBe(duration);
  steps.slice(1).forEach((step, i) => expect(step.start).toBe(steps[i].end));
};

describe('segmentSteps', () => {
  it('keeps a short video in one step', () => {
    expect(segmentSteps({ duration: 9.5, sentences: [sentence('Hello there.', 1, 3), sentence('Next.', 5, 6)] })).toEqual([
      { start: 0, end: 9.5, title: 'Hello there.' },
    ]);
    expect(segmentSteps({ duration: 0 })).toEqual([]);
  });

  it('cuts on a long pause between sentences, on whole seconds', () => {
    const sentences = [sentence('Remove the cover.', 0.5, 4.2), sentence('Lift it off.', 4.4, 7.9), sentence('Check the seal.', 10.1, 13), sentence('Close it.', 13.2, 17.5)];
    const steps = segmentSteps({ duration: 20, sentences });
    expect(steps).toEqual([
      { start: 0, end: 9, title: 'Remove the cover.' },
      { start: 9, end: 20, title: 'Check the seal.' },
    ]);
  });

  it('does not cut below the minimum step even on a pause', () => {
    const sentences = [sentence('One.', 0, 2), sentence('Two.', 4, 9), sentence('Three.', 9.2, 12)];
    const steps = segmentSteps({ duration: 13, sentences });
    expect(steps).toHaveLength(1);
  });

  it('forces cuts in continuous speech so no step exceeds the maximum', () => {
    const sentences = Array.from({ length: 30 }, (_, i) => sentence(`Sentence ${i}.`, i * 3, i * 3 + 2.9));
    const steps = segmentSteps({ duration: 90, sentences });
    contiguous(steps, 90);
    for (const step of steps) {
      expect(step.end - step.start).toBeLessThanOrEqual(SENTENCE_RULES.maxStep);
      expect(step.end - step.start).toBeGreaterThanOrEqual(SENTENCE_RULES.minStep);
      expect(Number.isInteger(step.start)).toBe(true);
    }
  });

  it('without a transcript, makes ~30 s chunks split on silences', () => {
    const pauses = [{ start: 27, end: 29 }, { start: 50, end: 50.4 }, { start: 61, end: 63 }];
    const steps = segmentSteps({ duration: 100, pauses });
    contiguous(steps, 100);
    expect(steps.map((s) => s.end)).toEqual([28, 62, 100]);
    expect(steps.every((s) => s.title === '')).toBe(true);
  });

  it('without transcript nor silences, cuts every 30 s', () => {
    expect(segmentSteps({ duration: 75 }).map((s) => [s.start, s.end])).toEqual([[0, 30], [30, 55], [55, 75]]);
  });
});

describe('stepTitle', () => {
  it('takes the first sentence of the step, cut at a word boundary', () => {
    const long = 'Before you start the machine make sure that every guard is closed and the emergency stop is released';
    const title = stepTitle([sentence(long, 1, 5)], 0, 10);
    expect(title.length).toBeLessThanOrEqual(STEP_TITLE_MAX);
    expect(title.endsWith('…')).toBe(true);
    expect(long.startsWith(title.slice(0, -1))).toBe(true);
    expect(stepTitle([sentence('Outside.', 20, 22)], 0, 10)).toBe('');
  });
});
