import { spreadWords } from '@/lib/transcription/manual';
import { roundTime, type TranscriptSentence, type TranscriptWord } from '@/lib/transcription/types';

const tokensOf = (text: string) => text.split(/\s+/).filter(Boolean);

/** Tokens spread over [start, end] in proportion to their length (the pipeline's own rule). */
const spread = (tokens: string[], start: number, end: number): TranscriptWord[] => spreadWords(tokens.join(' '), start, end);

/**
 * The words of an edited sentence: words left as they were (the common beginning and end of the
 * old and new text) keep their timings; the changed middle is spread over the time between the
 * kept words (or the sentence's edges). Correcting one word thus moves no other word.
 */
export function rederiveWords(previous: readonly TranscriptWord[], text: string, startTime: number, endTime: number): TranscriptWord[] {
  const tokens = tokensOf(text);
  const old = previous.filter((w) => w.startTime >= startTime - 1e-6 && w.endTime <= endTime + 1e-6);
  let head = 0;
  while (head < tokens.length && head < old.length && tokens[head] === old[head].word) head += 1;
  let tail = 0;
  while (
    tail < tokens.length - head &&
    tail < old.length - head &&
    tokens[tokens.length - 1 - tail] === old[old.length - 1 - tail].word
  ) {
    tail += 1;
  }
  const kept = old.slice(0, head);
  const keptEnd = old.slice(old.length - tail);
  const from = head ? old[head - 1].endTime : startTime;
  const to = tail ? keptEnd[0].startTime : endTime;
  const middle = spread(tokens.slice(head, tokens.length - tail), from, Math.max(from, to));
  return [...kept, ...middle, ...keptEnd].map((w) => ({ word: w.word, startTime: w.startTime, endTime: w.endTime }));
}

/** A sentence with new text: words re-derived (see rederiveWords). */
export const withText = (s: TranscriptSentence, text: string): TranscriptSentence => ({
  ...s,
  sentence: text,
  words: rederiveWords(s.words ?? [], text, s.startTime, s.endTime),
});

/** A sentence with new times: words outside are dropped and spread again over the new span. */
export function withTimes(s: TranscriptSentence, startTime: number, endTime: number): TranscriptSentence {
  const inside = (s.words ?? []).every((w) => w.startTime >= startTime && w.endTime <= endTime);
  return { ...s, startTime, endTime, words: inside ? s.words : spread(tokensOf(s.sentence), startTime, endTime) };
}

/**
 * Splits a sentence before its word `at` (1 … words-1, counted in the text's tokens): the
 * first part ends where that word starts (or in proportion to the text when words have no times).
 */
export function splitSentence(s: TranscriptSentence, at: number): [TranscriptSentence, TranscriptSentence] | null {
  const tokens = tokensOf(s.sentence);
  if (at < 1 || at >= tokens.length) return null;
  const words = s.words?.length === tokens.length ? s.words : spread(tokens, s.startTime, s.endTime);
  const cut = roundTime(Math.min(Math.max(words[at].startTime, s.startTime), s.endTime));
  const first = { sentence: tokens.slice(0, at).join(' '), startTime: s.startTime, endTime: cut, words: words.slice(0, at) };
  const second = { sentence: tokens.slice(at).join(' '), startTime: cut, endTime: s.endTime, words: words.slice(at) };
  return [first, second];
}

/** Two neighbouring sentences as one: texts joined, from the first's start to the second's end. */
export const mergeSentences = (a: TranscriptSentence, b: TranscriptSentence): TranscriptSentence => ({
  sentence: [a.sentence.trim(), b.sentence.trim()].filter(Boolean).join(' '),
  startTime: Math.min(a.startTime, b.startTime),
  endTime: Math.max(a.endTime, b.endTime),
  words: [...(a.words ?? []), ...(b.words ?? [])],
});
