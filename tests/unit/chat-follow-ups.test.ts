import { describe, expect, it } from 'vitest';
import { parseFollowUps, settleFollowUps } from '@/lib/chat/follow-ups';

describe('parseFollowUps', () => {
  it('reads JSON with a questions array, any array inside an object, or a bare array, in a code fence or not', () => {
    expect(parseFollowUps('{"questions": ["A one?", "B two?", "C three?", "D four?"]}', [])).toEqual(['A one?', 'B two?', 'C three?']);
    expect(parseFollowUps('```json\n{"followUps": ["What next?"]}\n```', [])).toEqual(['What next?']);
    expect(parseFollowUps('["Why?", "How so?"]', [])).toEqual(['Why?', 'How so?']);
  });

  it('reads numbered or bulleted lines that are questions, and drops the rest', () => {
    expect(parseFollowUps('Here you go:\n1. How long does it take?\n- "Which gloves?"\n• Where is the log?\nThanks.', [])).toEqual(['How long does it take?', 'Which gloves?', 'Where is the log?']);
    expect(parseFollowUps('The torque is 25 Nm.', [])).toEqual([]);
  });

  it('drops what was asked, duplicates, non-strings, empty and overlong items', () => {
    const long = `${'x'.repeat(220)}?`;
    expect(parseFollowUps(JSON.stringify({ questions: ['What torque?', 'what torque?', 7, '', long, 'Which wrench?'] }), ['WHAT TORQUE?'])).toEqual(['Which wrench?']);
  });
});

describe('settleFollowUps', () => {
  it("puts the model's first and tops up with the offline ones, without repeats", async () => {
    expect(await settleFollowUps(Promise.resolve(['A?']), ['a?', 'B?', 'C?'])).toEqual(['A?', 'B?', 'C?']);
    expect(await settleFollowUps(null, ['B?'])).toEqual(['B?']);
  });

  it('does not wait past the grace period for a slow model', async () => {
    const started = performance.now();
    const slow = new Promise<string[]>((resolve) => setTimeout(() => resolve(['Late?']), 2000));
    expect(await settleFollowUps(slow, ['B?'], 50)).toEqual(['B?']);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
