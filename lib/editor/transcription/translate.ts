import 'server-only';
import type { AiProvider } from '@/lib/ai/provider';
import { hasForbiddenCharacters } from '@/lib/http/text';
import type { TranscriptSentence } from '@/lib/transcription/types';
import { languageLabel } from '@/lib/player/subtitles';
import { rederiveWords } from './words';

/** Sentences per chat request: long transcripts go in batches (a 2-hour one is some 2,000 sentences). */
const BATCH = 60;

export class TranslationError extends Error {
  constructor() {
    super('the AI provider answered no usable translation');
    this.name = 'TranslationError';
  }
}

const SYSTEM =
  'You translate video subtitles. The user sends JSON {"source", "target", "lines"}. Answer only JSON {"lines": [...]} ' +
  'with exactly one translated line per input line, in the same order, without numbering or comments.';

async function translateBatch(provider: AiProvider, lines: string[], from: string, to: string, signal?: AbortSignal): Promise<string[]> {
  const content = JSON.stringify({ source: `${languageLabel(from, 'en')} (${from})`, target: to, lines });
  const answer = await provider.chat({ messages: [{ role: 'system', content: SYSTEM }, { role: 'user', content }], json: true, signal });
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer);
  } catch {
    throw new TranslationError();
  }
  const out = (parsed as { lines?: unknown }).lines;
  if (!Array.isArray(out) || out.length !== lines.length || !out.every((l) => typeof l === 'string')) throw new TranslationError();
  // What the model says is input like any other: single-line text without control characters.
  return (out as string[]).map((l) => l.replace(/\s+/g, ' ').trim()).map((l) => (hasForbiddenCharacters(l) ? '' : l));
}

/**
 * Machine translation of a transcript through the configured AI provider: the same sentences
 * with the same times, their text translated (words spread over each sentence again).
 */
export async function translateSentences(
  provider: AiProvider,
  sentences: readonly TranscriptSentence[],
  { from, to, signal }: { from: string; to: string; signal?: AbortSignal },
): Promise<TranscriptSentence[]> {
  const out: TranscriptSentence[] = [];
  for (let i = 0; i < sentences.length; i += BATCH) {
    const batch = sentences.slice(i, i + BATCH);
    const lines = await translateBatch(provider, batch.map((s) => s.sentence), from, to, signal);
    batch.forEach((s, j) => {
      const text = lines[j] || s.sentence;
      out.push({ sentence: text, startTime: s.startTime, endTime: s.endTime, words: rederiveWords([], text, s.startTime, s.endTime) });
    });
  }
  return out;
}
