import { stepIdsOf } from '../content/refs';
import type { TranscriptInput } from '../content/types';
import { findLexicon } from './lexicon';
import { byScore, textRank } from './rank';
import { words, type Word } from './text';

/**
 * What every offline generator reads from one transcript, computed once per input object: the
 * words of each sentence, TextRank scores, the step of each sentence and the lexicon hits.
 */
export type Analysis = {
  code: string;
  words: Word[][];
  scores: number[];
  /** Sentence indices, most central first. */
  ranked: number[];
  stepIds: Array<string | null>;
  safety: boolean[];
  important: boolean[];
  tools: string[][];
};

const cache = new WeakMap<TranscriptInput, Analysis>();

export function analyse(input: TranscriptInput): Analysis {
  const cached = cache.get(input);
  if (cached) return cached;
  const code = input.languageCode;
  const texts = input.sentences.map((s) => s.sentence);
  const sentenceWords = texts.map((t) => words(t, code));
  const scores = textRank(sentenceWords.map((ws) => ws.filter((w) => !w.stop && !w.weak).map((w) => w.lower)));
  const analysis: Analysis = {
    code,
    words: sentenceWords,
    scores,
    ranked: byScore(scores),
    stepIds: stepIdsOf(input),
    safety: texts.map((t) => findLexicon(t, code, 'safety').length > 0),
    important: texts.map((t) => findLexicon(t, code, 'important').length > 0),
    tools: texts.map((t) => findLexicon(t, code, 'tool')),
  };
  cache.set(input, analysis);
  return analysis;
}
