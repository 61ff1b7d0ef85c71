import 'server-only';
import type { Db } from '@/db/client';
import { orgAiProvider } from '@/lib/ai/limits';
import type { AiEnv } from '@/lib/ai/provider';
import type { SpeechProvider } from './provider';

/**
 * OpenAI's speech models through lib/ai (the one AI layer: its client settings, the
 * organisation's call budget and usage records). Null when no provider is configured.
 */
export function openAiSpeechProvider(db: Db, organizationId: string, env: AiEnv = process.env): SpeechProvider | null {
  const ai = orgAiProvider(db, organizationId, env);
  if (!ai) return null;
  return {
    name: 'openai',
    synthesize: ({ text, voice, rate, signal }) => ai.speak({ text, voice: voice.replace(/^openai:/, ''), speed: rate, signal }),
  };
}
