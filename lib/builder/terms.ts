import { hasForbiddenCharacters } from '@/lib/http/text';

/** Key terms (spec 02 §5): no punctuation, no whitespace at the edges, at most 10 words. */
export const KEY_TERM_MAX_WORDS = 10;
/** Our own limits, beside the spec's rules: a term fits a suggestion chip, a language a short list. */
export const KEY_TERM_MAX_LENGTH = 90;
export const KEY_TERMS_PER_LANGUAGE = 30;

export type KeyTermProblem = 'empty' | 'edgeWhitespace' | 'punctuation' | 'tooManyWords' | 'tooLong' | 'controlCharacters';

/** Message keys (namespace "builder") of each problem. */
export const KEY_TERM_MESSAGES: Readonly<Record<KeyTermProblem, string>> = {
  empty: 'builder.termEmpty',
  edgeWhitespace: 'builder.termEdgeWhitespace',
  punctuation: 'builder.termPunctuation',
  tooManyWords: 'builder.termTooManyWords',
  tooLong: 'builder.termTooLong',
  controlCharacters: 'rules.controlCharacters',
};

// Unicode punctuation (. , ! ? ; : - ' " ( ) … 。 、 「 」 …) and ASCII symbols that read as punctuation.
const PUNCTUATION = /[\p{P}$+<=>^`|~]/u;

/** Words are what whitespace separates; a character-based language (zh, ja-jp, th-th) written without spaces is one word. */
export const wordCount = (term: string) => term.split(/\s+/u).filter(Boolean).length;

/** The first rule a key term breaks, or null when it is a valid key term. */
export function keyTermProblem(term: string): KeyTermProblem | null {
  if (hasForbiddenCharacters(term)) return 'controlCharacters';
  if (!term.trim()) return 'empty';
  if (term !== term.trim()) return 'edgeWhitespace';
  if (PUNCTUATION.test(term)) return 'punctuation';
  if (wordCount(term) > KEY_TERM_MAX_WORDS) return 'tooManyWords';
  if (term.length > KEY_TERM_MAX_LENGTH) return 'tooLong';
  return null;
}

/** Same term regardless of case (a list holds each term once). */
export const sameTerm = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

export type KeyTermsByLanguage = Record<string, string[]>;

const stringsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [])
    .map((t) => (typeof t === 'string' ? t : t && typeof t === 'object' && typeof (t as { term?: unknown }).term === 'string' ? (t as { term: string }).term : ''))
    .filter((t) => t.trim().length > 0);

/**
 * workflows.terms as stored: per transcript language `{ "en-us": ["torque wrench"] }` (what the
 * builder writes), or the older flat list (strings or `{ term }`), which belongs to the workflow's
 * own language.
 */
export function keyTermsByLanguage(value: unknown, workflowLanguage: string): KeyTermsByLanguage {
  if (Array.isArray(value)) {
    const list = stringsOf(value);
    return list.length ? { [workflowLanguage]: list } : {};
  }
  const out: KeyTermsByLanguage = {};
  if (value && typeof value === 'object') {
    for (const [code, list] of Object.entries(value)) {
      const terms = stringsOf(list);
      if (terms.length) out[code] = terms;
    }
  }
  return out;
}

/** The key terms the player's search suggests for a transcript in `language`. */
export const keyTermsFor = (value: unknown, workflowLanguage: string, language: string): string[] =>
  keyTermsByLanguage(value, workflowLanguage)[language] ?? [];
