import type { TranscriptSentence } from '@/lib/transcription/types';
import { addSegment, deletedRanges, mapTime, removeSegment, round2, type CutState, type Range, type Segment } from './segments';
import type { CutStep } from './timeline';

/** A word of the transcript by position: sentence index and word index. */
export type WordRef = { sentence: number; word: number };

/** Words in reading order with their position, for selection by range. */
export function flatWords(sentences: readonly TranscriptSentence[]) {
  return sentences.flatMap((s, sentence) => s.words.map((w, word) => ({ sentence, word, start: w.startTime, end: w.endTime, text: w.word })));
}

/** Shift-selection: every word in reading order from `anchor` to `to`, both included. */
export function wordsBetween(sentences: readonly TranscriptSentence[], anchor: WordRef, to: WordRef): WordRef[] {
  const order = flatWords(sentences);
  const at = (r: WordRef) => order.findIndex((w) => w.sentence === r.sentence && w.word === r.word);
  const [from, until] = [at(anchor), at(to)].sort((a, b) => a - b);
  return from < 0 ? [to] : order.slice(from, until + 1).map(({ sentence, word }) => ({ sentence, word }));
}

/** Whether a word lies wholly in removed time (shown struck through). */
export const isWordDeleted = (word: { startTime: number; endTime: number }, deleted: readonly Range[]) =>
  deleted.some((r) => r.start <= round2(word.startTime) && r.end >= round2(word.endTime));

/**
 * The time ranges of selected words: each run of words adjacent in reading order is one range, from
 * its first word's start to its last word's end (the pause inside a run goes with it).
 */
export function wordRanges(sentences: readonly TranscriptSentence[], selected: readonly WordRef[]): Range[] {
  const order = flatWords(sentences);
  const index = new Map(order.map((w, i) => [`${w.sentence}:${w.word}`, i]));
  const picked = [...new Set(selected.map((r) => index.get(`${r.sentence}:${r.word}`)).filter((i): i is number => i !== undefined))].sort((a, b) => a - b);
  const ranges: Range[] = [];
  let runStart = -1;
  picked.forEach((i, k) => {
    if (runStart < 0) runStart = i;
    if (picked[k + 1] !== i + 1) {
      ranges.push({ start: round2(order[runStart].start), end: round2(order[i].end) });
      runStart = -1;
    }
  });
  return ranges.filter((r) => r.end > r.start);
}

const stepAt = (steps: readonly CutStep[], time: number) => steps.find((s) => time >= s.start && time < s.end) ?? steps.at(-1);

/** Deleting selected words: one delete segment (target sentence) per run of words. */
export function deleteWords(state: CutState, sentences: readonly TranscriptSentence[], steps: readonly CutStep[], selected: readonly WordRef[]): CutState {
  return wordRanges(sentences, selected).reduce(
    (next, range) => addSegment(next, { type: 'delete', target: 'sentence', start: range.start, end: range.end, stepId: stepAt(steps, range.start)?.id }),
    state,
  );
}

/** Restoring a struck-through word: the word deletions covering it are removed (by matching). */
export function restoreWord(state: CutState, word: { startTime: number; endTime: number }): CutState {
  const covering = state.segments.filter(
    (s: Segment) => s.type === 'delete' && s.target === 'sentence' && s.start <= round2(word.startTime) && s.end >= round2(word.endTime),
  );
  return covering.reduce(removeSegment, state);
}

/**
 * The transcript of the edited video: words in removed time are gone, the rest shifted by the
 * time removed before them (and by `inserted`, the inserted time before them); a sentence left
 * without words (or wholly removed) is dropped.
 */
export function shiftTranscript(
  sentences: readonly TranscriptSentence[],
  deleted: readonly Range[],
  inserted: (time: number, edge: 'start' | 'end') => number = () => 0,
): TranscriptSentence[] {
  const at = (t: number, edge: 'start' | 'end') => Math.round((mapTime(t, deleted) + inserted(t, edge)) * 1000) / 1000;
  const map = (t: number) => at(t, 'start');
  const mapEnd = (t: number) => at(t, 'end');
  return sentences.flatMap((s) => {
    if (!s.words.length) return isWordDeleted(s, deleted) ? [] : [{ ...s, startTime: map(s.startTime), endTime: mapEnd(s.endTime), words: [] }];
    const words = s.words.filter((w) => !isWordDeleted(w, deleted)).map((w) => ({ ...w, startTime: map(w.startTime), endTime: mapEnd(w.endTime) }));
    if (!words.length) return [];
    const text = words.length === s.words.length ? s.sentence : words.map((w) => w.word).join(' ');
    return [{ sentence: text, startTime: Math.min(map(s.startTime), words[0].startTime), endTime: words.at(-1)!.endTime, words }];
  });
}

export const deletedOf = (state: CutState) => deletedRanges(state.segments);
