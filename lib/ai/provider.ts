import OpenAI from 'openai';

/**
 * The one AI provider layer (chat completions) for every AI feature — machine translation of
 * subtitles now, quizzes and summaries (issue 17) next. The provider comes from configuration:
 * AI_PROVIDER pins one (openai | none); auto (default) uses OpenAI when OPENAI_API_KEY is set.
 * OPENAI_BASE_URL points the official client at any server speaking the API (tests use a local
 * stand-in); OPENAI_CHAT_MODEL names the model.
 */
export type AiEnv = Record<string, string | undefined>;
export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };
export type ChatOptions = { messages: ChatMessage[]; temperature?: number; json?: boolean; signal?: AbortSignal };

export type AiProvider = {
  name: 'openai';
  model: string;
  /** The assistant's answer text. */
  chat(options: ChatOptions): Promise<string>;
};

export const DEFAULT_OPENAI_CHAT_MODEL = 'gpt-4o-mini';

export function isAiConfigured(env: AiEnv = process.env): boolean {
  const setting = env.AI_PROVIDER || 'auto';
  return setting !== 'none' && Boolean(env.OPENAI_API_KEY);
}

/** The configured provider, or null when there is none (AI buttons are then off, with the reason). */
export function aiProvider(env: AiEnv = process.env): AiProvider | null {
  if (!isAiConfigured(env)) return null;
  const client = new OpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL || undefined, maxRetries: 2, timeout: 120_000 });
  const model = env.OPENAI_CHAT_MODEL || DEFAULT_OPENAI_CHAT_MODEL;
  return {
    name: 'openai',
    model,
    async chat({ messages, temperature = 0.2, json = false, signal }) {
      const answer = await client.chat.completions.create(
        { model, messages, temperature, ...(json ? { response_format: { type: 'json_object' as const } } : {}) },
        { signal },
      );
      return answer.choices[0]?.message?.content ?? '';
    },
  };
}
