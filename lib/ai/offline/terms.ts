import { KEY_TERMS_PER_LANGUAGE, keyTermProblem, sameTerm } from '@/lib/builder/terms';
import type { TranscriptInput } from '../content/types';
import { analyse } from './analysis';
import { isCharacterBased } from './text';

/**
 * Key terms by statistical keyword extraction (RAKE-style candidates, frequency scoring): runs of
 * content words between stop words and punctuation give candidate phrases of one to three words;
 * a phrase scores by how often it occurs, longer phrases a little more, single words that open
 * their sentences (imperative verbs) much less; a phrase inside a better
 * one that occurs about as often is the same term and is dropped. Chinese, Japanese and Thai are
 * segmented into words by Intl.Segmenter first. Every term is text as it stands in the transcript
 * and passes the builder's key-term rules.
 */
export type TermCandidate = { term: string; key: string; words: number; count: number; score: number; sentences: number[] };

const MAX_WORDS = 3;
/** A phrase of CJK/Thai pieces is a term up to this length (longer ones are clauses). */
const MAX_CJK_CHARACTERS = 12;
const cache = new WeakMap<TranscriptInput, TermCandidate[]>();

type Tally = { key: string; words: number; count: number; initial: number; centrality: number; sentences: Set<number>; surfaces: Map<string, number> };

function tally(input: TranscriptInput): Map<string, Tally> {
  const a = analyse(input);
  const cjk = isCharacterBased(input.languageCode);
  const glue = cjk ? '' : ' ';
  const out = new Map<string, Tally>();
  a.words.forEach((ws, i) => {
    const sentence = input.sentences[i]!.sentence;
    const firstWord = ws.find((w) => w.lower);
    let run: typeof ws = [];
    const flush = () => {
      for (let start = 0; start < run.length; start++) {
        for (let len = 1; len <= MAX_WORDS && start + len <= run.length; len++) {
          const part = run.slice(start, start + len);
          const first = part[0]!;
          const last = part[len - 1]!;
          const surface = sentence.slice(first.index, last.index + last.text.length);
          if (surface !== part.map((w) => w.text).join(glue)) continue; // something else stood between them
          if (len === 1 && (first.weak || (!cjk && [...first.lower].length < 3))) continue;
          if (cjk && len > 1 && (surface.length > MAX_CJK_CHARACTERS || first.weak || last.weak)) continue;
          const key = part.map((w) => w.lower).join(glue);
          let t = out.get(key);
          if (!t) out.set(key, (t = { key, words: len, count: 0, initial: 0, centrality: 0, sentences: new Set(), surfaces: new Map() }));
          t.count++;
          if (first === firstWord) t.initial++;
          t.centrality += a.scores[i]!;
          t.sentences.add(i);
          t.surfaces.set(surface, (t.surfaces.get(surface) ?? 0) + 1);
        }
      }
      run = [];
    };
    for (const w of ws) {
      if (w.stop) flush();
      else run.push(w);
    }
    flush();
  });
  return out;
}

const commonest = (surfaces: Map<string, number>) => [...surfaces].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))[0]![0];

/** Every valid candidate, best first (the questions draw their answers and distractors from these). */
export function termCandidates(input: TranscriptInput): TermCandidate[] {
  const cached = cache.get(input);
  if (cached) return cached;
  // Long transcripts: a term recurs. Chinese, Japanese and Thai: pieces joined into a phrase must
  // recur together, or segmentation noise ("…clause fragments…") would pass as terms.
  const long = input.sentences.length >= 20;
  const cjk = isCharacterBased(input.languageCode);
  const all = [...tally(input).values()]
    .filter((t) => (!long && !(cjk && t.words > 1)) || t.count >= 2)
    .map((t) => ({
      term: commonest(t.surfaces),
      key: t.key,
      words: t.words,
      count: t.count,
      // A single word that mostly opens its sentence is an instruction's verb ("Tighten …", "Check …"), rarely a term.
      score: (t.count * (1 + 0.6 * (t.words - 1)) + t.centrality) * (t.words === 1 ? 1 - (0.7 * t.initial) / t.count : 1),
      sentences: [...t.sentences],
    }))
    .filter((t) => keyTermProblem(t.term) === null)
    .sort((x, y) => y.score - x.score || x.key.localeCompare(y.key));
  const chosen: TermCandidate[] = [];
  for (const c of all) {
    const redundant = chosen.some(
      (q) => (q.key.includes(c.key) || c.key.includes(q.key)) && c.count <= Math.max(q.count, 1) * 1.25 && q.count <= c.count * 1.25,
    );
    if (!redundant && !chosen.some((q) => sameTerm(q.term, c.term))) chosen.push(c);
  }
  cache.set(input, chosen);
  return chosen;
}

/** Up to KEY_TERMS_PER_LANGUAGE key terms of the transcript, best first. */
export const offlineKeyTerms = (input: TranscriptInput, limit = KEY_TERMS_PER_LANGUAGE): string[] =>
  termCandidates(input)
    .slice(0, limit)
    .map((c) => c.term);
