import { KEY_TERM_LANGUAGES } from '@/lib/workflows/languages';
import { KEY_TERMS_PER_LANGUAGE, keyTermProblem, sameTerm, type KeyTermsByLanguage } from './terms';

export const isKeyTermLanguage = (code: string) => (KEY_TERM_LANGUAGES as readonly string[]).includes(code);

/**
 * Suggested key terms joined to an author's list (spec 02 §5 rules): the author's terms stay
 * first and untouched; a suggestion is added only when it is a valid key term, not already in
 * the list (whatever its case) and the language still has room (KEY_TERMS_PER_LANGUAGE).
 * Answers the merged list and what was added.
 */
export function mergeKeyTerms(existing: readonly string[], suggested: readonly string[]): { terms: string[]; added: string[] } {
  const terms = [...existing];
  const added: string[] = [];
  for (const raw of suggested) {
    const term = raw.replace(/\s+/gu, ' ').trim();
    if (terms.length >= KEY_TERMS_PER_LANGUAGE) break;
    if (keyTermProblem(term) || terms.some((t) => sameTerm(t, term))) continue;
    terms.push(term);
    added.push(term);
  }
  return { terms, added };
}

/** Merges per language; languages outside the §9 key-term list are left out. */
export function mergeKeyTermsByLanguage(existing: KeyTermsByLanguage, suggested: KeyTermsByLanguage) {
  const terms: KeyTermsByLanguage = { ...existing };
  const added: KeyTermsByLanguage = {};
  for (const [language, list] of Object.entries(suggested)) {
    if (!isKeyTermLanguage(language)) continue;
    const merged = mergeKeyTerms(existing[language] ?? [], list);
    if (merged.terms.length) terms[language] = merged.terms;
    if (merged.added.length) added[language] = merged.added;
  }
  return { terms, added };
}
