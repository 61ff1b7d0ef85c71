import 'server-only';
import type { AiProvider } from '@/lib/ai/provider';
import { translateSentences } from '@/lib/editor/transcription/translate';
import { clampContent, linesOf, withTranslation } from './content';
import type { AiSummaryContent } from './schema';

/**
 * Translates every line of the content into each of `languages` through the configured
 * provider (the subtitle translator's batches: one request per language for a usual summary).
 * Empty lines are not sent.
 */
export async function translateContent(
  provider: AiProvider,
  content: AiSummaryContent,
  { from, languages, signal, onLanguage }: { from: string; languages: readonly string[]; signal?: AbortSignal; onLanguage?: (done: number) => Promise<void> },
): Promise<AiSummaryContent> {
  const lines = linesOf(content);
  const filled = lines.map((l, i) => ({ l, i })).filter((x) => x.l.trim());
  let out = content;
  let done = 0;
  for (const to of languages) {
    const translated = await translateSentences(provider, filled.map((x) => ({ sentence: x.l, startTime: 0, endTime: 0, words: [] })), { from, to, signal });
    const answer = lines.map(() => '');
    filled.forEach((x, j) => (answer[x.i] = translated[j]?.sentence ?? ''));
    out = withTranslation(out, to, answer);
    await onLanguage?.(++done);
  }
  return clampContent(out);
}
