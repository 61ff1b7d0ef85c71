import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { aiProvider, AiProviderError, type AiEnv, type AiUsage } from '@/lib/ai/provider';
import { translateTexts } from '@/lib/ai/translate';
import { aiStandInForFile } from '../helpers/ai-stand-in';
import { standInEmbedding } from '../helpers/openai-stand-in';

/** The provider layer through the real `openai` client against the local stand-in. */
const ai = aiStandInForFile();
const { env } = ai;
const provider = (extra: AiEnv = {}, usage: AiUsage[] = []) => aiProvider(env(extra), { onUsage: (u) => void usage.push(u) })!;
const schema = z.object({ steps: z.array(z.object({ title: z.string(), sentences: z.array(z.number().int()) })) });
const messages = [{ role: 'user' as const, content: 'Switch off the pump. Remove the cover.' }];

async function failure(promise: Promise<unknown>): Promise<AiProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiProviderError);
  return error as AiProviderError;
}

describe('AI provider (real openai client, local stand-in)', () => {
  it('is null without a key or with AI_PROVIDER=none', () => {
    expect(aiProvider({})).toBeNull();
    expect(aiProvider(env({ AI_PROVIDER: 'none' }))).toBeNull();
  });

  it('asks for structured output with the JSON schema and returns the checked value', async () => {
    const usage: AiUsage[] = [];
    ai.standIn.respondChat(() => JSON.stringify({ steps: [{ title: 'Power off', sentences: [0] }] }));
    const value = await provider({ OPENAI_SUMMARY_MODEL: 'summary-model' }, usage).structured({ task: 'summary', name: 'outline', schema, messages });
    expect(value).toEqual({ steps: [{ title: 'Power off', sentences: [0] }] });
    const request = ai.standIn.chatRequests.at(-1)!;
    expect(request.model).toBe('summary-model');
    expect(request.responseFormat).toMatchObject({ type: 'json_schema', json_schema: { name: 'outline', strict: true } });
    expect(request.responseFormat!.json_schema!.schema).toMatchObject({ type: 'object', required: ['steps'], additionalProperties: false });
    expect(usage).toEqual([{ task: 'summary', provider: 'openai', model: 'summary-model', promptTokens: expect.any(Number), completionTokens: expect.any(Number) }]);
    expect(usage[0]!.promptTokens).toBeGreaterThan(5);
  });

  it('turns malformed JSON and answers off the schema into AiProviderError malformed', async () => {
    ai.standIn.failChat('malformed', 1);
    expect((await failure(provider().structured({ name: 'outline', schema, messages }))).reason).toBe('malformed');
    ai.standIn.respondChat(() => JSON.stringify({ steps: [{ title: 3 }] }));
    expect((await failure(provider().structured({ name: 'outline', schema, messages }))).reason).toBe('malformed');
  });

  it('turns 429, 5xx and timeouts into AiProviderError with their reason', async () => {
    ai.standIn.failChat('rateLimited');
    const limited = await failure(provider().chat({ messages }));
    expect([limited.reason, limited.status, limited.retryable]).toEqual(['rateLimited', 429, true]);
    ai.standIn.failChat('server');
    expect((await failure(provider().structured({ name: 'outline', schema, messages }))).reason).toBe('server');
    ai.standIn.failChat('timeout');
    expect((await failure(provider({ OPENAI_TIMEOUT_MS: '300' }).chat({ messages }))).reason).toBe('timeout');
    ai.standIn.failChat('rateLimited');
    expect((await failure(provider().embed({ texts: ['a'] }))).reason).toBe('rateLimited');
  });

  it('retries a 429 itself when retries are allowed, and answers', async () => {
    ai.standIn.failChat('rateLimited', 1);
    ai.standIn.respondChat(() => 'after retry');
    const before = ai.standIn.chatRequests.length;
    expect(await provider({ OPENAI_MAX_RETRIES: '2' }).chat({ messages })).toBe('after retry');
    expect(ai.standIn.chatRequests.length - before).toBe(2);
  });

  it('ends with reason aborted when the caller aborts', async () => {
    ai.standIn.failChat('timeout');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    expect((await failure(provider().chat({ messages, signal: controller.signal }))).reason).toBe('aborted');
  });

  it('streams the answer in pieces and records the usage sent at the end', async () => {
    const usage: AiUsage[] = [];
    const answer = 'First switch off the main power, then remove the front cover and wait.';
    ai.standIn.respondChat(() => answer);
    const pieces: string[] = [];
    for await (const piece of provider({ OPENAI_CHAT_MODEL: 'chat-model' }, usage).stream({ messages })) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(answer);
    expect(ai.standIn.chatRequests.at(-1)).toMatchObject({ stream: true, model: 'chat-model' });
    expect(usage).toEqual([expect.objectContaining({ task: 'chat', model: 'chat-model', completionTokens: expect.any(Number) })]);
    expect(usage[0]!.completionTokens).toBeGreaterThan(10);
  });

  it('ends a failed stream in an AiProviderError', async () => {
    ai.standIn.failChat('server');
    const read = async () => {
      for await (const piece of provider().stream({ messages })) void piece;
    };
    expect((await failure(read())).reason).toBe('server');
  });

  it('embeds texts in order with the embedding model', async () => {
    const usage: AiUsage[] = [];
    const vectors = await provider({}, usage).embed({ texts: ['torque wrench', 'mechanical seal'] });
    expect(vectors).toEqual([standInEmbedding('torque wrench'), standInEmbedding('mechanical seal')]);
    expect(ai.standIn.embeddingRequests.at(-1)).toMatchObject({ model: 'text-embedding-3-small', input: ['torque wrench', 'mechanical seal'] });
    await provider({ OPENAI_EMBEDDING_MODEL: 'nomic-embed-text' }).embed({ texts: ['x'] });
    expect(ai.standIn.embeddingRequests.at(-1)?.model).toBe('nomic-embed-text');
    expect(usage[0]).toMatchObject({ task: 'embedding', model: 'text-embedding-3-small' });
    ai.standIn.failChat('malformed', 1);
    expect((await failure(provider().embed({ texts: ['a'] }))).reason).toBe('malformed');
  });

  it('translates texts through structured output, and a wrong line count is malformed', async () => {
    expect(await translateTexts(provider(), ['Stop the spindle.', 'Open the door.'], { from: 'en-us', to: 'de-de' })).toEqual([
      '[de-de] Stop the spindle.',
      '[de-de] Open the door.',
    ]);
    expect(ai.standIn.chatRequests.at(-1)).toMatchObject({ model: 'gpt-4o-mini', responseFormat: { type: 'json_schema' } });
    ai.standIn.respondChat(() => JSON.stringify({ lines: ['nur eine'] }));
    expect((await failure(translateTexts(provider(), ['a', 'b'], { from: 'en-us', to: 'de-de' }))).reason).toBe('malformed');
  });
});
