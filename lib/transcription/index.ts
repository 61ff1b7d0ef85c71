import { createOpenAiProvider, isOpenAiConfigured } from './openai';
import { isPocketsphinxAvailable, pocketsphinxProvider } from './pocketsphinx';
import type { TranscriptionEnv, TranscriptionProvider } from './types';

export type { TranscribeInput, TranscriptionProvider, TranscriptSentence, TranscriptWord } from './types';
export { searchTextOf } from './types';

/** TRANSCRIPTION_PROVIDER pins one (openai, pocketsphinx, none); auto (default) picks as below. */
type ProviderSetting = 'auto' | 'openai' | 'pocketsphinx' | 'none';

const isEnglish = (languageCode: string) => languageCode.toLowerCase().startsWith('en');

/**
 * The provider for a workflow's language: OpenAI when configured, else pocketsphinx when
 * installed and the language is English, else none — the workflow then waits for the author's
 * transcript (speechStatus 'waiting').
 */
export async function chooseProvider(languageCode: string, env: TranscriptionEnv = process.env): Promise<TranscriptionProvider | null> {
  const setting = (env.TRANSCRIPTION_PROVIDER || 'auto') as ProviderSetting;
  if (setting === 'none') return null;
  if ((setting === 'auto' || setting === 'openai') && isOpenAiConfigured(env)) return createOpenAiProvider(env);
  if ((setting === 'auto' || setting === 'pocketsphinx') && isEnglish(languageCode) && (await isPocketsphinxAvailable())) {
    return pocketsphinxProvider;
  }
  return null;
}
