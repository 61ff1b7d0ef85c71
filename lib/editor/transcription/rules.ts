import type { TranscriptSentence } from '@/lib/transcription/types';

/**
 * The transcription editor's time rules (spec 02 §5 leaves the gap open): a sentence lasts at
 * least MIN_GAP seconds (its end follows its start by at least that much), lies within
 * 0 … the video's duration, and does not overlap its neighbours (it may touch them).
 */
export const MIN_GAP = 0.1;

/** Sentence text limit (characters); a transcript has at most MAX_SENTENCES sentences. */
export const SENTENCE_MAX = 2000;
export const MAX_SENTENCES = 20_000;

export type SentenceIssue = 'empty' | 'gap' | 'bounds' | 'overlap';

const EPSILON = 1e-6;



/** What is wrong with one sentence, given its neighbours; null when nothing is. Empty comes first. */
export function sentenceIssue(sentences: readonly TranscriptSentence[], index: number, duration: number | null): SentenceIssue | null {
  const s = sentences[index];
  if (!s.sentence.trim()) return 'empty';
  if (s.endTime - s.startTime < MIN_GAP - EPSILON) return 'gap';
  if (s.startTime < 0 || (duration !== null && duration > 0 && s.endTime > duration + EPSILON)) return 'bounds';
  const previous = sentences[index - 1];
  if (previous && s.startTime < previous.endTime - EPSILON) return 'overlap';
  return null;
}

/** Every sentence with an issue, by index. */
export function transcriptIssues(sentences: readonly TranscriptSentence[], duration: number | null): Array<{ index: number; issue: SentenceIssue }> {
  const out: Array<{ index: number; issue: SentenceIssue }> = [];
  for (let i = 0; i < sentences.length; i += 1) {
    const issue = sentenceIssue(sentences, i, duration);
    if (issue) out.push({ index: i, issue });
  }
  return out;
}

/**
 * Why new times for sentence `index` are refused (the same rules as a save), or null: the end
 * follows the start by MIN_GAP, both lie within 0 … duration, and the neighbours are not overlapped.
 */
export function timesIssue(
  sentences: readonly TranscriptSentence[],
  index: number,
  startTime: number,
  endTime: number,
  duration: number | null,
): Exclude<SentenceIssue, 'empty'> | null {
  if (endTime - startTime < MIN_GAP - EPSILON) return 'gap';
  if (startTime < 0 || (duration !== null && duration > 0 && endTime > duration + EPSILON)) return 'bounds';
  const previous = sentences[index - 1];
  const next = sentences[index + 1];
  if ((previous && startTime < previous.endTime - EPSILON) || (next && endTime > next.startTime + EPSILON)) return 'overlap';
  return null;
}
