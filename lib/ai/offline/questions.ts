import { sourceRef } from '../content/refs';
import { QUESTION_LETTERS, type GeneratedQuestion, type TranscriptInput } from '../content/types';
import { analyse } from './analysis';
import { termCandidates, type TermCandidate } from './terms';
import { clock, containsTerm } from './text';

/**
 * Quiz questions from transcript sentences, nothing invented: the most central sentences that
 * hold a key term become, in turn, a cloze single-selection question (the term blanked, the
 * other options other key terms of the transcript that the sentence does not contain), a true
 * statement (the sentence itself) and a false one (the term swapped for another key term). The
 * cited sentence decides every answer: filling the blank with the right option, or comparing the
 * statement with it, gives the sentence back.
 */
export const BLANK = '_____';
const MIN_WORDS = 4;
const POOL = 60;

type Candidate = { sentence: number; term: TermCandidate; at: number; found: string };

/** Where the term stands in the sentence (case-insensitively) and how it is written there. */
function locate(sentence: string, term: string, code: string): { at: number; found: string } | null {
  const at = sentence.toLocaleLowerCase(code).indexOf(term.toLocaleLowerCase(code));
  if (at < 0 || sentence.toLocaleLowerCase(code).length !== sentence.length) return null;
  return { at, found: sentence.slice(at, at + term.length) };
}

/** Terms the sentence does not contain, closest in word count to the answer first, then the better terms. */
function others(pool: TermCandidate[], answer: TermCandidate, sentence: string, code: string): string[] {
  return pool
    .filter((t) => t.key !== answer.key && !containsTerm(sentence, t.term, code) && !containsTerm(t.term, answer.term, code) && !containsTerm(answer.term, t.term, code))
    .sort((x, y) => Math.abs(x.words - answer.words) - Math.abs(y.words - answer.words) || y.score - x.score || x.key.localeCompare(y.key))
    .map((t) => t.term);
}

const replaceAt = (text: string, at: number, length: number, by: string) => text.slice(0, at) + by + text.slice(at + length);
const capitalLike = (model: string, word: string) => (model[0] && model[0] !== model[0].toLowerCase() ? word[0]!.toUpperCase() + word.slice(1) : word);

export function offlineQuestions(input: TranscriptInput, count: number): GeneratedQuestion[] {
  const a = analyse(input);
  const pool = termCandidates(input).slice(0, POOL);
  const used = new Set<string>();
  const picked: Candidate[] = [];
  for (const i of a.ranked) {
    if (picked.length >= count) break;
    const text = input.sentences[i]!.sentence.trim();
    if (a.words[i]!.filter((w) => w.lower).length < MIN_WORDS) continue;
    const term = pool.find((t) => !used.has(t.key) && t.sentences.includes(i) && locate(text, t.term, a.code));
    if (!term) continue;
    used.add(term.key);
    picked.push({ sentence: i, term, ...locate(text, term.term, a.code)! });
  }
  picked.sort((x, y) => x.sentence - y.sentence);

  const whole = input.sentences.map((x) => x.sentence).join('\n').toLocaleLowerCase(a.code);
  const out: GeneratedQuestion[] = [];
  picked.forEach((c, n) => {
    const text = input.sentences[c.sentence]!.sentence.trim();
    const s = input.sentences[c.sentence]!;
    const base = { referenceSource: `${clock(s.startTime)} ${text}`, sources: [sourceRef(input, c.sentence, a.stepIds)] };
    const distractors = others(pool, c.term, text, a.code);
    const trueFalse = (statement: string, correct: boolean): GeneratedQuestion => ({
      type: 'trueFalse',
      title: statement,
      options: [
        { key: 'A', text: 'true' },
        { key: 'B', text: 'false' },
      ],
      correctAnswer: correct ? 'A' : 'B',
      ...base,
    });
    const kind = n % 3;
    const falseStatement = distractors
      .map((d) => replaceAt(text, c.at, c.found.length, c.at === 0 ? capitalLike(c.found, d) : d))
      .find((statement) => !whole.includes(statement.toLocaleLowerCase(a.code)));
    if (kind === 0 && distractors.length >= 3) {
      const right = (c.sentence + n) % 4;
      const texts = distractors.slice(0, 3);
      texts.splice(right, 0, c.found);
      out.push({
        type: 'singleSelection',
        title: replaceAt(text, c.at, c.found.length, BLANK),
        options: QUESTION_LETTERS.map((key, k) => ({ key, text: texts[k]! })),
        correctAnswer: QUESTION_LETTERS[right]!,
        ...base,
      });
    } else if (kind === 2 && falseStatement) {
      // A swap that some other sentence states is not false: only statements the transcript never makes.
      out.push(trueFalse(falseStatement, false));
    } else {
      out.push(trueFalse(text, true));
    }
  });
  return out;
}
