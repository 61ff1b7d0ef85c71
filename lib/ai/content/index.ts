import 'server-only';
import { getDb } from '@/db/client';
import { orgAiProvider } from '../limits';
import { offlineKeyTerms, offlineQuestions, offlineSummary } from '../offline';
import { AiProviderError, isAiConfigured, type AiEnv, type AiProvider } from '../provider';
import { translateTexts } from '../translate';
import { remoteKeyTerms, remoteQuestions, remoteSummary } from './remote';
import type { ContentProviderName, GenerateOptions, GeneratedQuestions, GeneratedSummary, GeneratedTerms, TranscriptInput } from './types';

export type * from './types';
export { loadTranscriptInput } from './transcript';

/*
 * Entry points of AI-made content. With a model configured (lib/ai/provider.ts) each call is one
 * structured request through it — rate-limited per organisation, its tokens recorded — and the
 * answer is validated (cited sentences must exist); without one, the offline provider makes the
 * content from the transcript alone. `provider` in each result says which. Provider failures are
 * AiProviderError (the job ends in failure and can be retried); over the budget is AppError
 * rate_limited `ai.rateLimited`.
 */

/** Which provider would make content now. */
export const contentProviderName = (env: AiEnv = process.env): ContentProviderName => (isAiConfigured(env) ? 'openai' : 'offline');

async function providerFor(options: GenerateOptions): Promise<AiProvider | null> {
  if (options.signal?.aborted) throw new AiProviderError('aborted');
  const env = options.env ?? process.env;
  if (!isAiConfigured(env)) return null;
  return orgAiProvider(await getDb(), options.organizationId, env);
}

const maxInputTokens = (options: GenerateOptions) => Number((options.env ?? process.env).AI_MAX_INPUT_TOKENS) || undefined;

export async function generateSummary(input: TranscriptInput, options: GenerateOptions): Promise<GeneratedSummary> {
  const provider = await providerFor(options);
  if (!provider) return offlineSummary(input);
  return remoteSummary(provider, input, { signal: options.signal, maxInputTokens: maxInputTokens(options) });
}

export async function generateKeyTerms(input: TranscriptInput, options: GenerateOptions): Promise<GeneratedTerms> {
  const provider = await providerFor(options);
  if (!provider) return { provider: 'offline', languageCode: input.languageCode, terms: offlineKeyTerms(input) };
  const terms = await remoteKeyTerms(provider, input, { signal: options.signal, maxInputTokens: maxInputTokens(options) });
  return { provider: 'openai', languageCode: input.languageCode, terms };
}

export async function generateQuestions(input: TranscriptInput, options: GenerateOptions & { count: number }): Promise<GeneratedQuestions> {
  const provider = await providerFor(options);
  if (!provider) return { provider: 'offline', languageCode: input.languageCode, questions: offlineQuestions(input, options.count) };
  const questions = await remoteQuestions(provider, input, options.count, { signal: options.signal, maxInputTokens: maxInputTokens(options) });
  return { provider: 'openai', languageCode: input.languageCode, questions };
}

/**
 * Texts of one content language translated into another through the configured provider (rate
 * limit and token accounting included), in order; '' where the model gave nothing usable. Null
 * when no provider is configured: the caller keeps the original (spec: AI content falls back to en-us).
 */
export async function translateContentTexts(
  texts: readonly string[],
  options: GenerateOptions & { from: string; to: string },
): Promise<string[] | null> {
  const provider = await providerFor(options);
  if (!provider) return null;
  return translateTexts(provider, texts, { from: options.from, to: options.to, signal: options.signal });
}
