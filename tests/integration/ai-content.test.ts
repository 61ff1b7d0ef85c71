import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aiUsage } from '@/db/schema';
import { generateKeyTerms, generateQuestions, generateSummary, translateContentTexts } from '@/lib/ai/content';
import { compactTranscript } from '@/lib/ai/content/prompts';
import { aiUsageSince, consumeAiCall } from '@/lib/ai/limits';
import { aiFailureMessageKey, AiProviderError } from '@/lib/ai/provider';
import { estimateTokens } from '@/lib/ai/tokens';
import { AppError } from '@/lib/http/errors';
import { PUMP_SEAL } from '../helpers/ai-transcripts';
import { createOrg, db } from '../helpers/factories';
import { aiStandInForFile } from '../helpers/ai-stand-in';

/** AI-made content through the provider path (stand-in), its validation, rate limit and usage rows on the real DB. */
const ai = aiStandInForFile();
const { env } = ai;
const org = async () => (await createOrg()).id;
const answer = (value: unknown) => ai.standIn.respondChat(() => JSON.stringify(value));
const transcriptTokens = estimateTokens(PUMP_SEAL.sentences.map((s) => s.sentence).join(' '));

describe('AI content through the configured provider', () => {
  it('sends the transcript once, compactly, and keeps only items citing real sentences', async () => {
    const organizationId = await org();
    answer({
      summary: [
        { text: 'Isolate the pump, swap the seal, test for leaks.', sentences: [2, 9, 13] },
        { text: 'Invented paragraph', sentences: [99, -1] },
      ],
      safetyOrWarning: [{ text: 'Wear safety glasses and gloves.', sentences: [0] }],
      tools: [
        { name: 'torque wrench', sentences: [3, 10] },
        { name: 'Torque Wrench', sentences: [3] },
        { name: 'laser', sentences: [] },
      ],
      importantNote: [{ text: 'Tighten in a cross pattern.', sentences: [11] }],
      sop: [
        { step: 1, description: 'Make the pump safe.', tool: '', safetyOrWarning: 'Hot housing.', sentences: [0, 1, 2] },
        { step: 9, description: 'No such step.', tool: '', safetyOrWarning: '', sentences: [3] },
      ],
    });
    const summary = await generateSummary(PUMP_SEAL, { organizationId, env: env() });
    expect(summary.provider).toBe('openai');
    expect(summary.contents).toEqual([
      { content: 'Isolate the pump, swap the seal, test for leaks.', sources: [2, 9, 13].map((i) => expect.objectContaining({ sentenceIndex: i })) },
    ]);
    expect(summary.highlights.map((h) => h.key)).toEqual(['safetyOrWarning', 'tools', 'importantNote']);
    expect(summary.highlights[1]).toMatchObject({ content: 'torque wrench', count: 1 });
    expect(summary.sop).toEqual([expect.objectContaining({ step: 'Prepare', stepId: 'step-1', description: 'Make the pump safe.' })]);
    expect(summary.sop[0]!.sources[1]).toEqual({ sentenceIndex: 1, stepId: 'step-1', startTime: 6.5, endTime: 11.5 });

    const request = ai.standIn.chatRequests.at(-1)!;
    expect(request.messages).toHaveLength(2);
    const [system, user] = request.messages;
    expect(user!.content).toBe(compactTranscript(PUMP_SEAL).text);
    for (const s of PUMP_SEAL.sentences) expect(user!.content.split(s.sentence)).toHaveLength(2); // each sentence exactly once
    expect(estimateTokens(user!.content)).toBeLessThanOrEqual(transcriptTokens * 1.1 + 40);
    expect(estimateTokens(system!.content)).toBeLessThan(250); // the small fixed instruction

    const [row] = await (await db()).select().from(aiUsage).where(eq(aiUsage.organizationId, organizationId));
    expect(row).toMatchObject({ task: 'summary', provider: 'openai', model: 'gpt-4o-mini', promptTokens: estimateTokens(`${system!.content}\n${user!.content}`) });
    expect(row!.completionTokens).toBeGreaterThan(0);
  });

  it('keeps key terms that stand in their cited sentence and pass the key-term rules', async () => {
    answer({
      terms: [
        { term: 'mechanical seal', sentences: [5] },
        { term: 'Mechanical Seal', sentences: [8] },
        { term: 'flux capacitor', sentences: [5] },
        { term: 'pump shaft', sentences: [200] },
        { term: 'torque wrench!', sentences: [3] },
        { term: 'housing bolts', sentences: [3] },
      ],
    });
    const terms = await generateKeyTerms(PUMP_SEAL, { organizationId: await org(), env: env({ OPENAI_TERMS_MODEL: 'terms-model' }) });
    expect(terms).toEqual({ provider: 'openai', languageCode: 'en-us', terms: ['mechanical seal', 'housing bolts'] });
    expect(ai.standIn.chatRequests.at(-1)?.model).toBe('terms-model');
  });

  it('keeps well-formed questions, with the cited sentence as reference source', async () => {
    answer({
      questions: [
        { type: 'trueFalse', title: 'The housing can be hot.', options: ['true', 'false'], correctAnswer: 'A', sentence: 1 },
        { type: 'singleSelection', title: 'Which tool loosens the bolts?', options: ['torque wrench', 'hammer', 'drill', 'saw'], correctAnswer: 'A', sentence: 3 },
        { type: 'singleSelection', title: 'Two options only', options: ['a', 'b'], correctAnswer: 'A', sentence: 3 },
        { type: 'trueFalse', title: 'Cites nothing', options: ['true', 'false'], correctAnswer: 'B', sentence: 77 },
        { type: 'trueFalse', title: 'Letter C on true/false', options: ['true', 'false'], correctAnswer: 'C', sentence: 2 },
      ],
    });
    const result = await generateQuestions(PUMP_SEAL, { organizationId: await org(), env: env({ OPENAI_QUIZ_MODEL: 'quiz-model' }), count: 5 });
    expect(result.provider).toBe('openai');
    expect(result.questions.map((q) => q.title)).toEqual(['The housing can be hot.', 'Which tool loosens the bolts?']);
    expect(result.questions[0]).toMatchObject({
      options: [
        { key: 'A', text: 'true' },
        { key: 'B', text: 'false' },
      ],
      referenceSource: '0:06 Warning: the pump housing can be hot after operation, so let it cool for ten minutes.',
    });
    expect(ai.standIn.chatRequests.at(-1)?.model).toBe('quiz-model');
  });

  it('ends a malformed answer, a 429 and a timeout in AiProviderError; a retry then succeeds', async () => {
    const organizationId = await org();
    for (const [kind, extra] of [['malformed', {}], ['rateLimited', {}], ['timeout', { OPENAI_TIMEOUT_MS: '300' }]] as const) {
      ai.standIn.failChat(kind, 1);
      const error = await generateKeyTerms(PUMP_SEAL, { organizationId, env: env(extra) }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AiProviderError);
      expect((error as AiProviderError).reason).toBe(kind);
      expect(aiFailureMessageKey(error)).toBe('ai.providerFailed');
    }
    answer({ terms: [{ term: 'pump shaft', sentences: [6] }] });
    expect((await generateKeyTerms(PUMP_SEAL, { organizationId, env: env() })).terms).toEqual(['pump shaft']);
  });

  it('uses the offline provider without a model, and records nothing', async () => {
    const organizationId = await org();
    const before = ai.standIn.chatRequests.length;
    const summary = await generateSummary(PUMP_SEAL, { organizationId, env: {} });
    const terms = await generateKeyTerms(PUMP_SEAL, { organizationId, env: { AI_PROVIDER: 'none', OPENAI_API_KEY: 'sk-test' } });
    const questions = await generateQuestions(PUMP_SEAL, { organizationId, env: {}, count: 3 });
    expect([summary.provider, terms.provider, questions.provider]).toEqual(['offline', 'offline', 'offline']);
    expect(questions.questions).toHaveLength(3);
    expect(ai.standIn.chatRequests.length).toBe(before);
    expect((await aiUsageSince(await db(), organizationId, new Date(0))).calls).toBe(0);
  });

  it('respects an aborted signal before any work', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await generateSummary(PUMP_SEAL, { organizationId: await org(), env: {}, signal: controller.signal }).catch((e: unknown) => e);
    expect((error as AiProviderError).reason).toBe('aborted');
  });

  it('translates content texts through the provider, or answers null without one', async () => {
    const organizationId = await org();
    expect(await translateContentTexts(['Wear gloves.'], { organizationId, env: env(), from: 'en-us', to: 'ja-jp' })).toEqual(['[ja-jp] Wear gloves.']);
    expect(await translateContentTexts(['Wear gloves.'], { organizationId, env: {}, from: 'en-us', to: 'ja-jp' })).toBeNull();
    expect(await aiUsageSince(await db(), organizationId, new Date(0))).toMatchObject({ calls: 1 });
  });
});

describe('per-organisation AI rate limit (shared in the database)', () => {
  it('stops an organisation over its hourly budget with 429 ai.rateLimited, and only that one', async () => {
    const [a, b] = [await org(), await org()];
    const limited = env({ AI_CALLS_PER_HOUR: '2' });
    answer({ terms: [{ term: 'pump shaft', sentences: [6] }] });
    await generateKeyTerms(PUMP_SEAL, { organizationId: a, env: limited });
    await generateKeyTerms(PUMP_SEAL, { organizationId: a, env: limited });
    const before = ai.standIn.chatRequests.length;
    const error = await generateKeyTerms(PUMP_SEAL, { organizationId: a, env: limited }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'rate_limited', messageKey: 'ai.rateLimited', status: 429 });
    expect(aiFailureMessageKey(error)).toBe('ai.rateLimited');
    expect((error as AppError).details?.retryAfter).toBeGreaterThan(3000);
    expect(ai.standIn.chatRequests.length).toBe(before); // refused before the provider was asked
    expect((await generateKeyTerms(PUMP_SEAL, { organizationId: b, env: limited })).terms).toEqual(['pump shaft']);
    expect(await aiUsageSince(await db(), a, new Date(0))).toMatchObject({ calls: 2 });
  });

  it('counts concurrent calls atomically', async () => {
    const organizationId = await org();
    const database = await db();
    const settled = await Promise.allSettled(Array.from({ length: 8 }, () => consumeAiCall(database, organizationId, { AI_CALLS_PER_HOUR: '5' })));
    expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  });
});
