import type { PlayerSentenceDto } from './schema';

/**
 * The player search (spec 02 §2, §5, §9): case-insensitive match over the transcript, results
 * grouped by step in step order; snippets get a leading ellipsis when the match starts beyond 20
 * characters (Chinese, Japanese, Thai — character-based) or 40 (others); the thumbnail is the
 * image map tile of the sentence's start second rounded up.
 */
export const CHARACTER_BASED_LANGUAGES: readonly string[] = ['zh', 'zh-tw', 'ja-jp', 'th-th'];

export const isCharacterBased = (languageCode: string) => {
  const code = languageCode.toLowerCase();
  return CHARACTER_BASED_LANGUAGES.includes(code) || code.startsWith('zh') || code.startsWith('ja') || code.startsWith('th') || code.startsWith('ko');
};

export const snippetLimit = (languageCode: string) => (isCharacterBased(languageCode) ? 20 : 40);

export type Snippet = { ellipsis: boolean; before: string; match: string; after: string };

/**
 * Splits a sentence around its match. When the match starts beyond the limit, the lead-in is cut
 * to half the limit (so the match still shows near the start of a one-line result) and an
 * ellipsis marks the cut.
 */
export function snippetOf(text: string, matchStart: number, matchLength: number, languageCode: string): Snippet {
  const limit = snippetLimit(languageCode);
  const cut = matchStart > limit ? matchStart - Math.floor(limit / 2) : 0;
  return {
    ellipsis: cut > 0,
    before: text.slice(cut, matchStart),
    match: text.slice(matchStart, matchStart + matchLength),
    after: text.slice(matchStart + matchLength),
  };
}

export const thumbnailSecond = (start: number) => Math.ceil(Math.max(0, start));

export type SearchHit = { stepId: string; start: number; snippet: Snippet };
export type SearchGroup = { stepId: string; hits: SearchHit[] };

/** Empty (or blank) input gives no results: the panel then shows its "type to search" state. */
export function searchTranscript(
  transcript: readonly PlayerSentenceDto[],
  stepOrder: readonly string[],
  query: string,
  languageCode: string,
): SearchGroup[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  const byStep = new Map<string, SearchHit[]>();
  for (const sentence of transcript) {
    const at = sentence.text.toLocaleLowerCase().indexOf(needle);
    if (at < 0) continue;
    const hits = byStep.get(sentence.stepId) ?? [];
    hits.push({ stepId: sentence.stepId, start: sentence.start, snippet: snippetOf(sentence.text, at, needle.length, languageCode) });
    byStep.set(sentence.stepId, hits);
  }
  return stepOrder
    .filter((id) => byStep.has(id))
    .map((stepId) => ({ stepId, hits: (byStep.get(stepId) ?? []).sort((a, b) => a.start - b.start) }));
}
