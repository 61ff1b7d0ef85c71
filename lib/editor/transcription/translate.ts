import 'server-only';
import { AiProviderError, type AiProvider } from '@/lib/ai/provider';
import { translateTexts } from '@/lib/ai/translate';
import type { TranscriptSentence } from '@/lib/transcription/types';
import { rederiveWords } from './words';

export class TranslationError extends Error {
  constructor() {
    super('the AI provider answered no usable translation');
    this.name = 'TranslationError';
  }
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
  let lines: string[];
  try {
    lines = await translateTexts(provider, sentences.map((s) => s.sentence), { from, to, signal });
  } catch (error) {
    if (error instanceof AiProviderError && error.reason === 'malformed') throw new TranslationError();
    throw error;
  }
  return sentences.map((s, i) => {
    const text = lines[i] || s.sentence;
    return { sentence: text, startTime: s.startTime, endTime: s.endTime, words: rederiveWords([], text, s.startTime, s.endTime) };
  });
}
