import type { SearchMatch } from './library-schema';

/** Scripts written without spaces between words (spec 02 §9 "character-based": zh, zh-tw, ja-jp, th-th). */
const CHARACTER_BASED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const CHARACTER_BASED_LANGUAGES = new Set(['zh', 'zh-tw', 'zh-cn', 'ja-jp', 'ja', 'th-th', 'th']);

/** How far into the text the match may sit before the snippet starts there with an ellipsis (spec 02 §9). */
const LEAD_CHARACTER_BASED = 20;
const LEAD_OTHER = 40;
const SNIPPET_MAX = 160;
const ELLIPSIS = '…';

export const isCharacterBased = (text: string, languageCode?: string | null) =>
  (!!languageCode && CHARACTER_BASED_LANGUAGES.has(languageCode.toLowerCase())) || CHARACTER_BASED.test(text);

/** The search words of a keyword: letters and digits only, so they are safe inside a tsquery. */
export function keywordTokens(keyword: string): string[] {
  const words = keyword.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return [...new Set(words)].slice(0, 12);
}

/** A prefix query (`torq:* & wren:*`) for `to_tsquery('simple', …)`, or null when nothing is searchable. */
export function prefixQuery(keyword: string): string | null {
  const tokens = keywordTokens(keyword);
  return tokens.length ? tokens.map((t) => `${t}:*`).join(' & ') : null;
}

/** Where a word starting with one of the tokens first occurs (anywhere, for character-based text). */
export function firstMatch(text: string, tokens: string[]): number {
  const lower = text.toLowerCase();
  let best = -1;
  for (const token of tokens) {
    const pattern = CHARACTER_BASED.test(token) ? token : `(?<![\\p{L}\\p{N}])${token}`;
    const at = lower.search(new RegExp(pattern, 'u'));
    if (at >= 0 && (best < 0 || at < best)) best = at;
  }
  return best;
}

/**
 * The text around the first match, or null without one: from the start when the match is near it,
 * otherwise from a little before it with a leading ellipsis — 20 characters before the match for
 * character-based scripts, 40 for others.
 */
export function snippetAround(text: string, tokens: string[], languageCode?: string | null): string | null {
  const clean = text.replace(/\s+/g, ' ').trim();
  const at = firstMatch(clean, tokens);
  if (at < 0) return null;
  const lead = isCharacterBased(clean, languageCode) ? LEAD_CHARACTER_BASED : LEAD_OTHER;
  const start = at > lead ? at - lead : 0;
  const body = clean.slice(start, start + SNIPPET_MAX);
  return `${start > 0 ? ELLIPSIS : ''}${body}${start + SNIPPET_MAX < clean.length ? ELLIPSIS : ''}`;
}

type Sentence = { sentence?: unknown; startTime?: unknown };

/**
 * The first sentence of a transcript holding a search word, as a snippet and the second it
 * starts at (rounded up, as the thumbnails are); falls back to the plain search text.
 */
export function transcriptMatch(sentences: unknown, searchText: string, tokens: string[], languageCode?: string | null): SearchMatch | null {
  if (!tokens.length) return null;
  for (const s of Array.isArray(sentences) ? (sentences as Sentence[]) : []) {
    const snippet = typeof s?.sentence === 'string' ? snippetAround(s.sentence, tokens, languageCode) : null;
    if (snippet) return { snippet, time: Math.ceil(Number(s.startTime) || 0) };
  }
  const snippet = snippetAround(searchText, tokens, languageCode);
  return snippet ? { snippet, time: 0 } : null;
}
