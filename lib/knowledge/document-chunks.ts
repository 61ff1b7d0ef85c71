import type { ChunkDraft } from './chunk';

/**
 * A data-hub document split into passages: windows of about 120 words, overlapping by 30, that
 * never cross a page, so a citation names the page its passage is on.
 */
export const WORDS_PER_WINDOW = 120;
export const WORD_STRIDE = 90;

export function documentChunks(input: {
  documentId: string;
  title: string;
  languageCode: string;
  parts: ReadonlyArray<{ page: number | null; text: string }>;
}): ChunkDraft[] {
  const drafts: ChunkDraft[] = [];
  for (const part of input.parts) {
    const words = part.text.split(/\s+/u).filter(Boolean);
    for (let start = 0; start < words.length; start += WORD_STRIDE) {
      drafts.push({
        sourceKind: 'document',
        sourceId: input.documentId,
        stepId: null,
        position: drafts.length,
        startTime: null,
        page: part.page,
        languageCode: input.languageCode,
        title: input.title,
        content: words.slice(start, start + WORDS_PER_WINDOW).join(' '),
      });
      if (start + WORDS_PER_WINDOW >= words.length) break;
    }
  }
  return drafts;
}
