import OpenAI from 'openai';
import { z } from 'zod';
import { AiProviderError, toAiProviderError } from './errors';

export { AiProviderError, aiFailureMessageKey, type AiFailureReason } from './errors';

/**
 * The one AI provider layer for every AI feature (subtitle translation, summaries, SOP outlines,
 * key terms, quizzes, later the assistant): chat, structured output against a JSON schema,
 * streaming and embeddings through the official `openai` client, so OpenAI or any server speaking
 * its API (Ollama, vLLM, LM Studio: OPENAI_BASE_URL) works. AI_PROVIDER pins one (openai | none);
 * auto (default) uses OpenAI when OPENAI_API_KEY is set. One model setting per task (AI_MODEL_ENV).
 * Every failure (timeout, 429, 5xx, malformed answer) surfaces as one AiProviderError.
 */
export type AiEnv = Record<string, string | undefined>;
/** `images` (data: or https: URLs) go with a user message to a vision-capable model (task 'vision'). */
export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string; images?: string[] };
export type AiTask = 'chat' | 'summary' | 'quiz' | 'terms' | 'translate' | 'embedding' | 'speech' | 'vision';
export type ChatOptions = { messages: ChatMessage[]; temperature?: number; json?: boolean; signal?: AbortSignal; task?: AiTask };
export type StructuredOptions<T> = Omit<ChatOptions, 'json'> & { schema: z.ZodType<T>; name: string };
export type EmbedOptions = { texts: string[]; signal?: AbortSignal };
/** Text to speech (lib/tts): `speed` 0.25–4, the answer a WAV file. */
export type SpeakOptions = { text: string; voice: string; speed?: number; instructions?: string; signal?: AbortSignal };
export type AiUsage = { task: AiTask; provider: 'openai'; model: string; promptTokens: number; completionTokens: number };

/** Hooks a caller wraps around every request: the rate limit before it, token accounting after it. */
export type AiHooks = { beforeCall?: (task: AiTask) => Promise<void>; onUsage?: (usage: AiUsage) => Promise<void> | void };

export type AiProvider = {
  name: 'openai';
  /** The chat model (OPENAI_CHAT_MODEL). */
  model: string;
  modelFor(task: AiTask): string;
  /** The assistant's answer text. */
  chat(options: ChatOptions): Promise<string>;
  /** An answer that matches `schema` (sent as response_format json_schema, checked with zod on return). */
  structured<T>(options: StructuredOptions<T>): Promise<T>;
  /** The answer as it is generated, in text pieces. */
  stream(options: ChatOptions): AsyncIterable<string>;
  /** One vector per text, in order. */
  embed(options: EmbedOptions): Promise<number[][]>;
  /** Spoken audio of a text (audio.speech.create, response_format wav). */
  speak(options: SpeakOptions): Promise<Buffer>;
};

export const DEFAULT_OPENAI_CHAT_MODEL = 'gpt-4o-mini';
export const DEFAULT_OPENAI_EMBEDDING_MODEL = 'text-embedding-3-small';
export const DEFAULT_OPENAI_SPEECH_MODEL = 'gpt-4o-mini-tts';
/** The variable naming each task's model; unset ones use OPENAI_CHAT_MODEL (embeddings their own default). */
export const AI_MODEL_ENV: Readonly<Record<AiTask, string>> = {
  chat: 'OPENAI_CHAT_MODEL',
  summary: 'OPENAI_SUMMARY_MODEL',
  quiz: 'OPENAI_QUIZ_MODEL',
  terms: 'OPENAI_TERMS_MODEL',
  translate: 'OPENAI_TRANSLATE_MODEL',
  embedding: 'OPENAI_EMBEDDING_MODEL',
  speech: 'OPENAI_SPEECH_MODEL',
  vision: 'OPENAI_VISION_MODEL',
};

export function isAiConfigured(env: AiEnv = process.env): boolean {
  const setting = env.AI_PROVIDER || 'auto';
  return setting !== 'none' && Boolean(env.OPENAI_API_KEY);
}

/** A vision-capable model is named (OPENAI_VISION_MODEL): smart compare then adds its judgement per step. */
export const isVisionConfigured = (env: AiEnv = process.env) => isAiConfigured(env) && Boolean(env.OPENAI_VISION_MODEL);

/** Our messages in the API's shape: a user message with images becomes text and image parts. */
function toApiMessages(messages: readonly ChatMessage[]): OpenAI.ChatCompletionMessageParam[] {
  return messages.map(({ role, content, images }) =>
    role === 'user' && images?.length
      ? { role, content: [{ type: 'text' as const, text: content }, ...images.map((url) => ({ type: 'image_url' as const, image_url: { url } }))] }
      : { role, content },
  );
}

export function aiModelFor(task: AiTask, env: AiEnv = process.env): string {
  const own = env[AI_MODEL_ENV[task]];
  if (own) return own;
  if (task === 'embedding') return DEFAULT_OPENAI_EMBEDDING_MODEL;
  return task === 'speech' ? DEFAULT_OPENAI_SPEECH_MODEL : env.OPENAI_CHAT_MODEL || DEFAULT_OPENAI_CHAT_MODEL;
}

const positive = (value: string | undefined, fallback: number) => (Number(value) >= 0 && value !== undefined && value !== '' ? Number(value) : fallback);

/** The JSON schema OpenAI's strict structured output accepts (zod 4 writes additionalProperties: false itself). */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { target: 'draft-7' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

type Usage = { prompt_tokens?: number; completion_tokens?: number } | null | undefined;

/** The configured provider, or null when there is none (AI buttons are then off, with the reason). */
export function aiProvider(env: AiEnv = process.env, hooks: AiHooks = {}): AiProvider | null {
  if (!isAiConfigured(env)) return null;
  const client = new OpenAI({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL || undefined,
    maxRetries: positive(env.OPENAI_MAX_RETRIES, 2),
    timeout: positive(env.OPENAI_TIMEOUT_MS, 60_000),
  });
  const modelFor = (task: AiTask) => aiModelFor(task, env);
  const record = async (task: AiTask, usage: Usage) =>
    hooks.onUsage?.({ task, provider: 'openai', model: modelFor(task), promptTokens: usage?.prompt_tokens ?? 0, completionTokens: usage?.completion_tokens ?? 0 });

  /** One non-streamed completion: the hooks around it, every failure as AiProviderError. */
  async function complete(task: AiTask, body: Omit<OpenAI.ChatCompletionCreateParamsNonStreaming, 'model'>, signal?: AbortSignal): Promise<string> {
    await hooks.beforeCall?.(task);
    let answer: OpenAI.ChatCompletion;
    try {
      answer = await client.chat.completions.create({ ...body, model: modelFor(task) }, { signal });
    } catch (error) {
      throw toAiProviderError(error, signal);
    }
    await record(task, answer.usage);
    const message = answer.choices[0]?.message;
    if (message?.refusal) throw new AiProviderError('malformed');
    return message?.content ?? '';
  }

  return {
    name: 'openai',
    model: modelFor('chat'),
    modelFor,
    chat: ({ messages, temperature = 0.2, json = false, signal, task = 'chat' }) =>
      complete(task, { messages: toApiMessages(messages), temperature, ...(json ? { response_format: { type: 'json_object' as const } } : {}) }, signal),

    async structured({ messages, temperature = 0.2, signal, task = 'chat', schema, name }) {
      const response_format = { type: 'json_schema' as const, json_schema: { name, strict: true, schema: jsonSchemaOf(schema) } };
      const text = await complete(task, { messages: toApiMessages(messages), temperature, response_format }, signal);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        throw new AiProviderError('malformed', undefined, { cause: error });
      }
      const checked = schema.safeParse(parsed);
      if (!checked.success) throw new AiProviderError('malformed', undefined, { cause: checked.error });
      return checked.data;
    },

    async *stream({ messages, temperature = 0.2, signal, task = 'chat' }) {
      await hooks.beforeCall?.(task);
      let usage: Usage;
      let finished = false;
      try {
        const chunks = await client.chat.completions.create(
          { model: modelFor(task), messages: toApiMessages(messages), temperature, stream: true, stream_options: { include_usage: true } },
          { signal },
        );
        for await (const chunk of chunks) {
          if (chunk.usage) usage = chunk.usage;
          if (chunk.choices[0]?.finish_reason) finished = true;
          const delta = chunk.choices[0]?.delta?.content;
          if (delta) yield delta;
        }
      } catch (error) {
        throw toAiProviderError(error, signal);
      }
      // A stream that ends without a finish reason was cut (the SDK ends quietly when the connection drops).
      if (!finished) throw new AiProviderError(signal?.aborted ? 'aborted' : 'connection');
      await record(task, usage);
    },

    async embed({ texts, signal }) {
      if (!texts.length) return [];
      await hooks.beforeCall?.('embedding');
      let answer: OpenAI.CreateEmbeddingResponse;
      try {
        answer = await client.embeddings.create({ model: modelFor('embedding'), input: texts, encoding_format: 'float' }, { signal });
      } catch (error) {
        throw toAiProviderError(error, signal);
      }
      await record('embedding', { prompt_tokens: answer.usage?.prompt_tokens, completion_tokens: 0 });
      const vectors = [...answer.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
      if (vectors.length !== texts.length || !vectors.every((v) => Array.isArray(v) && v.length > 0)) throw new AiProviderError('malformed');
      return vectors;
    },

    async speak({ text, voice, speed, instructions, signal }) {
      await hooks.beforeCall?.('speech');
      let audio: Buffer;
      try {
        const answer = await client.audio.speech.create(
          { model: modelFor('speech'), voice, input: text, response_format: 'wav', ...(speed ? { speed } : {}), ...(instructions ? { instructions } : {}) },
          { signal },
        );
        audio = Buffer.from(await answer.arrayBuffer());
      } catch (error) {
        throw toAiProviderError(error, signal);
      }
      if (audio.length < 44) throw new AiProviderError('malformed');
      await record('speech', { prompt_tokens: 0, completion_tokens: 0 });
      return audio;
    },
  };
}
