import type { TimeRange } from './schema';

export type TimedSentence = { sentence: string; startTime: number; endTime: number };

const wordsOf = (sentences: readonly TimedSentence[], range: TimeRange) =>
  sentences
    .filter((s) => s.endTime > range.start && s.startTime < range.end)
    .flatMap((s) => s.sentence.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/**
 * How much of the same thing is said over two time ranges: the Dice coefficient of their word
 * bags (0..1). null when either side says nothing there — no speech is not evidence either way.
 */
export function textSimilarity(reference: readonly TimedSentence[], referenceRange: TimeRange, user: readonly TimedSentence[], userRange: TimeRange): number | null {
  const a = wordsOf(reference, referenceRange);
  const b = wordsOf(user, userRange);
  if (!a.length || !b.length) return null;
  const counts = new Map<string, number>();
  for (const w of a) counts.set(w, (counts.get(w) ?? 0) + 1);
  let shared = 0;
  for (const w of b) {
    const left = counts.get(w) ?? 0;
    if (left > 0) {
      shared++;
      counts.set(w, left - 1);
    }
  }
  return Math.round(((2 * shared) / (a.length + b.length)) * 1000) / 1000;
}
