import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as keypoints } from '@/app/api/v1/workflow/keypoints/route';
import { POST as search } from '@/app/api/v1/workflows/search/route';
import { GET as playerGet } from '@/app/api/v1/player/workflow/route';
import { getDb } from '@/db/client';
import { workflows } from '@/db/schema';
import { translateContent } from '@/lib/ai-summary/translate';
import { aiProvider } from '@/lib/ai/provider';
import { KEY_TERMS_PER_LANGUAGE, keyTermProblem, keyTermsByLanguage } from '@/lib/builder/terms';
import type { PlayerWorkflowDto } from '@/lib/player/schema';
import { apiRequest, routeParams } from '../helpers/factories';
import { startOpenAiStandIn, type OpenAiStandIn } from '../helpers/openai-stand-in';
import { createPlayerWorkflow, playerWorld } from './player-fixtures';

let w: Awaited<ReturnType<typeof playerWorld>>;
let workflowId: string;
let standIn: OpenAiStandIn;

beforeAll(async () => {
  delete process.env.OPENAI_API_KEY;
  w = await playerWorld();
  workflowId = (await createPlayerWorkflow({ orgId: w.org.id, workspaceId: w.open.id, authorId: w.publisher.id, title: 'Changing the cutter' })).workflow.id;
  standIn = await startOpenAiStandIn();
}, 60_000);

afterAll(() => standIn.close());

const suggest = async (cookie: string, body: unknown) => {
  const res = await keypoints(apiRequest('/api/v1/workflow/keypoints', { method: 'POST', body, cookie }), routeParams({}));
  return { status: res.status, body: await res.json() };
};
const termsOf = async () => (await (await getDb()).select({ terms: workflows.terms }).from(workflows).where(eq(workflows.id, workflowId)))[0]!.terms;

describe('POST /workflow/keypoints', () => {
  it('is for authors: viewers 403, other organisations and unknown ids 404, a bad body 422', async () => {
    expect((await suggest(w.cookies.viewer, { workflow_id: workflowId })).status).toBe(403);
    expect((await suggest(w.cookies.other, { workflow_id: workflowId })).status).toBe(404);
    expect((await suggest(w.cookies.publisher, { workflow_id: crypto.randomUUID() })).status).toBe(404);
    expect((await suggest(w.cookies.publisher, {})).status).toBe(422);
  });

  it("keeps the author's terms first, adds only valid new ones per transcript language, within the limit", async () => {
    const res = await suggest(w.cookies.publisher, { workflow_id: workflowId });
    expect(res.status).toBe(200);
    const { terms, added } = res.body.item as { terms: Record<string, string[]>; added: Record<string, string[]> };
    // The fixture's older flat list belongs to the workflow's language and stays first.
    expect(terms['en-us']!.slice(0, 2)).toEqual(['collet', 'spindle']);
    for (const [language, list] of Object.entries(terms)) {
      expect(['en-us', 'de-de']).toContain(language);
      expect(list.length).toBeLessThanOrEqual(KEY_TERMS_PER_LANGUAGE);
      for (const term of list) expect(keyTermProblem(term)).toBeNull();
      expect(new Set(list.map((t) => t.toLowerCase())).size).toBe(list.length);
    }
    for (const [language, list] of Object.entries(added)) for (const term of list) expect(terms[language]).toContain(term);
    expect(keyTermsByLanguage(await termsOf(), 'en-us')).toEqual(terms);
  });
});

describe('key terms in the searches', () => {
  it('the player search suggests the stored terms and the explorer search finds a workflow by a key term alone', async () => {
    await (await getDb()).update(workflows).set({ terms: { 'en-us': ['collet', 'quenching fixture'], 'de-de': ['Spannzange'] } }).where(eq(workflows.id, workflowId));
    const player = (await (await playerGet(apiRequest(`/api/v1/player/workflow?workflowId=${workflowId}`, { cookie: w.cookies.viewer }), routeParams({}))).json()).item as PlayerWorkflowDto;
    expect(player.terms).toEqual(['collet', 'quenching fixture']);
    const find = async (keyword: string) => {
      const res = await search(apiRequest('/api/v1/workflows/search', { method: 'POST', body: { filters: { keyword } }, cookie: w.cookies.viewer }), routeParams({}));
      return ((await res.json()) as { items: Array<{ id: string }> }).items.map((i) => i.id);
    };
    // Neither the title nor the transcripts say "quenching" or "Spannzange".
    expect(await find('quenching')).toEqual([workflowId]);
    expect(await find('spannzange')).toEqual([workflowId]);
    expect(await find('nothing-like-this')).toEqual([]);
  });
});

describe('translating AI content through the provider', () => {
  it('sends the non-empty lines through the real openai client and stores each language', async () => {
    const provider = aiProvider({ OPENAI_API_KEY: 'sk-stand-in', OPENAI_BASE_URL: standIn.baseURL })!;
    const source = [{ sentenceIndex: 0, stepId: null, startTime: 1, endTime: 4 }];
    const content = {
      summary: {
        highlights: [{ key: 'tools' as const, content: 'Collet wrench', count: 1, translations: { 'en-us': 'Collet wrench' }, sources: source }],
        contents: [{ content: 'Stop the spindle.', translations: { 'en-us': 'Stop the spindle.' }, sources: source }],
      },
      sop: [{ step: 'Stop', stepId: null, description: 'Press stop', tool: '', safetyOrWarning: '', translations: {}, sources: source }],
    };
    const before = standIn.chatRequests.length;
    const out = await translateContent(provider, content, { from: 'en-us', languages: ['de-de', 'fr-fr'] });
    expect(standIn.chatRequests.length - before).toBe(2);
    const sent = JSON.parse(standIn.chatRequests.at(-1)!.messages.at(-1)!.content) as { lines: string[] };
    expect(sent.lines).toEqual(['Collet wrench', 'Stop the spindle.', 'Stop', 'Press stop']);
    expect(out.summary.highlights[0]!.translations).toEqual({ 'en-us': 'Collet wrench', 'de-de': '[de-de] Collet wrench', 'fr-fr': '[fr-fr] Collet wrench' });
    expect(out.sop[0]!.translations['de-de']).toEqual({ step: '[de-de] Stop', description: '[de-de] Press stop', tool: '', safetyOrWarning: '' });
  });
});
