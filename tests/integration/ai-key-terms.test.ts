import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as keypoints } from '@/app/api/v1/workflow/keypoints/route';
import { GET as readJob } from '@/app/api/v1/workflows/[id]/keypoints/route';
import { POST as search } from '@/app/api/v1/workflows/search/route';
import { GET as playerGet } from '@/app/api/v1/player/workflow/route';
import { getDb } from '@/db/client';
import { keyTermGenerations, transcriptions, workflows } from '@/db/schema';
import { translateContent } from '@/lib/ai-summary/translate';
import { aiProvider } from '@/lib/ai/provider';
import type { KeyTermsJobDto } from '@/lib/builder/key-terms-dto';
import { KEY_TERMS_JOB, runKeyTermGeneration, type KeyTermsJobData } from '@/lib/builder/key-terms-generate';
import { keyTermsJob } from '@/lib/builder/key-terms-jobs';
import { mergeKeyTermsByLanguage } from '@/lib/builder/merge-terms';
import { KEY_TERMS_PER_LANGUAGE, keyTermProblem, keyTermsByLanguage } from '@/lib/builder/terms';
import { getBoss, stopBoss } from '@/lib/jobs';
import { publicCacheId, publicCaches } from '@/lib/player/public-cache-store';
import type { PublicWorkflowPage } from '@/lib/player/public-workflow';
import type { PlayerWorkflowDto } from '@/lib/player/schema';
import { apiRequest, routeParams } from '../helpers/factories';
import { startOpenAiStandIn, type OpenAiStandIn } from '../helpers/openai-stand-in';
import { createPlayerWorkflow, playerWorld } from './player-fixtures';

let w: Awaited<ReturnType<typeof playerWorld>>;
let workflowId: string;
let standIn: OpenAiStandIn;

beforeAll(async () => {
  process.env.JOBS_IN_PROCESS = 'false';
  delete process.env.OPENAI_API_KEY;
  w = await playerWorld();
  workflowId = (await createPlayerWorkflow({ orgId: w.org.id, workspaceId: w.open.id, authorId: w.publisher.id, title: 'Changing the cutter' })).workflow.id;
  standIn = await startOpenAiStandIn();
}, 60_000);

afterAll(async () => {
  await standIn.close();
  await stopBoss({ graceful: false });
});

type Answer = { status: number; body: { success?: boolean; item?: KeyTermsJobDto | null; error?: { message: string } } };
const json = async (res: Response): Promise<Answer> => ({ status: res.status, body: await res.json() });
const suggest = (cookie: string, body: unknown) => keypoints(apiRequest('/api/v1/workflow/keypoints', { method: 'POST', body, cookie }), routeParams({})).then(json);
const state = (cookie: string, id = workflowId) => readJob(apiRequest(`/api/v1/workflows/${id}/keypoints`, { cookie }), routeParams({ id })).then(json);
const run = (job: KeyTermsJobDto) => runKeyTermGeneration({ organizationId: w.org.id, generationId: job.id, revision: job.revision });
const termsOf = async () => (await (await getDb()).select({ terms: workflows.terms }).from(workflows).where(eq(workflows.id, workflowId)))[0]!.terms;
const rowOf = async (id: string) => (await (await getDb()).select().from(keyTermGenerations).where(eq(keyTermGenerations.id, id)))[0]!;

describe('POST /workflow/keypoints (a job) and GET /workflows/{id}/keypoints', () => {
  it('is for authors: viewers 403, other organisations and unknown ids 404, a bad body 422', async () => {
    expect((await suggest(w.cookies.viewer, { workflow_id: workflowId })).status).toBe(403);
    expect((await state(w.cookies.viewer)).status).toBe(403);
    expect((await suggest(w.cookies.other, { workflow_id: workflowId })).status).toBe(404);
    expect((await state(w.cookies.other)).status).toBe(404);
    expect((await suggest(w.cookies.publisher, { workflow_id: crypto.randomUUID() })).status).toBe(404);
    expect((await state(w.cookies.publisher, crypto.randomUUID())).status).toBe(404);
    expect((await suggest(w.cookies.publisher, {})).status).toBe(422);
    // None of these started anything.
    expect(await state(w.cookies.publisher)).toEqual({ status: 200, body: { success: true, item: null } });
  });

  let first: KeyTermsJobDto;

  it('answers at once with a pending job; a second request while it runs answers the same job', async () => {
    const before = await termsOf();
    const res = await suggest(w.cookies.publisher, { workflow_id: workflowId });
    expect(res.status).toBe(202);
    expect(res.body.success).toBe(true);
    first = res.body.item!;
    expect(first).toMatchObject({ workflowId, status: 'pending', progress: 0, errorKey: null, added: {}, provider: null });
    // Nothing was generated inside the request: the workflow's terms are as they were.
    expect(await termsOf()).toEqual(before);
    expect(first.terms).toEqual(keyTermsByLanguage(before, 'en-us'));

    const again = await suggest(w.cookies.publisher, { workflow_id: workflowId });
    expect(again.status).toBe(202);
    expect(again.body.item).toMatchObject({ id: first.id, revision: first.revision, status: 'pending' });
    // Also while the job is processing.
    await (await getDb()).update(keyTermGenerations).set({ status: 'processing', progress: 0.4 }).where(eq(keyTermGenerations.id, first.id));
    const during = await suggest(w.cookies.publisher, { workflow_id: workflowId });
    expect(during.body.item).toMatchObject({ id: first.id, revision: first.revision, status: 'processing', progress: 0.4 });
    expect((await state(w.cookies.publisher)).body.item).toMatchObject({ id: first.id, status: 'processing' });
  });

  it("completes: merges the added terms after the author's own, per transcript language, within the limit", async () => {
    // The requests queued one job on the job queue (pg-boss), for this run; its worker's handler runs it.
    const queued = await (await getBoss()).fetch<KeyTermsJobData>(KEY_TERMS_JOB, { batchSize: 10 });
    expect(queued.map((j) => j.data)).toEqual([{ organizationId: w.org.id, generationId: first.id, revision: first.revision }]);
    await keyTermsJob.handler(queued[0]!.data, { id: queued[0]!.id, retryCount: 0 });
    const done = (await state(w.cookies.publisher)).body.item!;
    expect(done).toMatchObject({ id: first.id, revision: first.revision, status: 'completed', progress: 1, errorKey: null, provider: 'offline' });
    const { terms, added } = done;
    expect(Object.values(added).flat().length).toBeGreaterThan(0);
    // The fixture's older flat list belongs to the workflow's language and stays first.
    expect(terms['en-us']!.slice(0, 2)).toEqual(['collet', 'spindle']);
    for (const [language, list] of Object.entries(terms)) {
      expect(['en-us', 'de-de']).toContain(language);
      expect(list.length).toBeLessThanOrEqual(KEY_TERMS_PER_LANGUAGE);
      for (const term of list) expect(keyTermProblem(term)).toBeNull();
      expect(new Set(list.map((t) => t.toLowerCase())).size).toBe(list.length);
    }
    for (const [language, list] of Object.entries(added)) for (const term of list) expect(terms[language]).toContain(term);
    // What the builder does with `added` is the same merge: the open form ends up with the stored terms.
    expect(mergeKeyTermsByLanguage({ 'en-us': ['collet', 'spindle'] }, added).terms).toEqual(terms);
    expect(keyTermsByLanguage(await termsOf(), 'en-us')).toEqual(terms);

    // A second delivery of the same run changes nothing.
    const before = await rowOf(first.id);
    await run(first);
    expect((await rowOf(first.id)).updatedAt).toEqual(before.updatedAt);
    expect(keyTermsByLanguage(await termsOf(), 'en-us')).toEqual(terms);
  });

  it('ends in failure when the provider fails (malformed JSON), and a retry completes; a late delivery of the failed run changes nothing', async () => {
    const termsBefore = await termsOf();
    process.env.OPENAI_API_KEY = 'sk-stand-in';
    process.env.OPENAI_BASE_URL = standIn.baseURL;
    standIn.respondChat(() => 'this is not JSON');
    let failed: KeyTermsJobDto;
    try {
      failed = (await suggest(w.cookies.publisher, { workflow_id: workflowId })).body.item!;
      expect(failed).toMatchObject({ id: first.id, revision: first.revision + 1, status: 'pending', added: {} });
      await run(failed);
    } finally {
      delete process.env.OPENAI_API_KEY;
      delete process.env.OPENAI_BASE_URL;
      standIn.respondChat();
    }
    expect((await state(w.cookies.publisher)).body.item).toMatchObject({ status: 'failure', errorKey: 'aiSummary.errors.generationFailed', progress: 0, added: {} });
    expect(await termsOf()).toEqual(termsBefore);

    // The retry is the same request: a new run, which completes.
    const retry = (await suggest(w.cookies.publisher, { workflow_id: workflowId })).body.item!;
    expect(retry).toMatchObject({ id: first.id, revision: failed.revision + 1, status: 'pending', errorKey: null });
    await run(failed);
    expect((await state(w.cookies.publisher)).body.item).toMatchObject({ revision: retry.revision, status: 'pending' });
    await run(retry);
    const done = (await state(w.cookies.publisher)).body.item!;
    expect(done).toMatchObject({ status: 'completed', provider: 'offline' });
    // The terms of the first run are stored already: the merge finds nothing new to add.
    expect(done.added).toEqual({});
    expect(await termsOf()).toEqual(termsBefore);
  });

  it('refuses to start without a transcript (409) and fails a run whose transcript went away', async () => {
    const db = await getDb();
    const saved = await db.select().from(transcriptions).where(eq(transcriptions.workflowId, workflowId));
    const pending = (await suggest(w.cookies.publisher, { workflow_id: workflowId })).body.item!;
    try {
      await db.update(transcriptions).set({ sentences: [] }).where(eq(transcriptions.workflowId, workflowId));
      await run(pending);
      expect((await state(w.cookies.publisher)).body.item).toMatchObject({ status: 'failure', errorKey: 'aiSummary.errors.noTranscript' });
      const refused = await suggest(w.cookies.publisher, { workflow_id: workflowId });
      expect(refused).toMatchObject({ status: 409, body: { error: { message: 'aiSummary.errors.noTranscript' } } });
    } finally {
      for (const t of saved) await db.update(transcriptions).set({ sentences: t.sentences }).where(eq(transcriptions.id, t.id));
    }
  });

  it("drops the workflow's public page from the cache when a run adds terms", async () => {
    await (await getDb()).update(workflows).set({ terms: { 'en-us': ['collet'] } }).where(eq(workflows.id, workflowId));
    const key = `${publicCacheId(workflowId)}|en-us`;
    await publicCaches.pages.get(key, async () => null);
    const remembered = () => publicCaches.pages.get(key, async () => ({}) as PublicWorkflowPage).then((page) => page === null);
    expect(await remembered()).toBe(true);
    const job = (await suggest(w.cookies.publisher, { workflow_id: workflowId })).body.item!;
    await run(job);
    expect(Object.values((await state(w.cookies.publisher)).body.item!.added).flat().length).toBeGreaterThan(0);
    expect(await remembered()).toBe(false);
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
