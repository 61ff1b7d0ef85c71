import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as create } from '@/app/api/v1/ai-summary/route';
import { DELETE as remove, PATCH as patch } from '@/app/api/v1/ai-summary/[id]/route';
import { GET as playerGet } from '@/app/api/v1/player/workflow/route';
import { GET as read } from '@/app/api/v1/workflows/[id]/ai-summary/route';
import { getDb } from '@/db/client';
import { aiSummaries, transcriptions, users } from '@/db/schema';
import { runSummaryGeneration } from '@/lib/ai-summary/generate';
import type { AiSummaryDto } from '@/lib/ai-summary/schema';
import { stopBoss } from '@/lib/jobs';
import { loadPublicWorkflowPage } from '@/lib/player/public-workflow';
import type { PlayerWorkflowDto } from '@/lib/player/schema';
import { apiRequest, routeParams } from '../helpers/factories';
import { startOpenAiStandIn, type OpenAiStandIn } from '../helpers/openai-stand-in';
import { createPlayerWorkflow, playerWorld } from './player-fixtures';

type World = Awaited<ReturnType<typeof playerWorld>>;
let w: World;
let workflowId: string;
let standIn: OpenAiStandIn;

beforeAll(async () => {
  process.env.JOBS_IN_PROCESS = 'false';
  delete process.env.OPENAI_API_KEY;
  w = await playerWorld();
  workflowId = (await createPlayerWorkflow({ orgId: w.org.id, workspaceId: w.open.id, authorId: w.publisher.id })).workflow.id;
  standIn = await startOpenAiStandIn();
}, 60_000);

afterAll(async () => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  await standIn.close();
  await stopBoss({ graceful: false });
});

type Answer = { status: number; body: { success?: boolean; item?: unknown; error?: { message: string; details?: { revision?: number } } } };
const json = async (res: Response): Promise<Answer> => ({ status: res.status, body: await res.json() });
const get = (cookie: string | undefined, id = workflowId) => read(apiRequest(`/api/v1/workflows/${id}/ai-summary`, { cookie }), routeParams({ id })).then(json);
const start = (cookie: string, body: unknown) => create(apiRequest('/api/v1/ai-summary', { method: 'POST', body, cookie }), routeParams({})).then(json);
const edit = (cookie: string, id: string, body: unknown) => patch(apiRequest(`/api/v1/ai-summary/${id}`, { method: 'PATCH', body, cookie }), routeParams({ id })).then(json);
const del = (cookie: string, id: string) => remove(apiRequest(`/api/v1/ai-summary/${id}`, { method: 'DELETE', cookie }), routeParams({ id })).then(json);
const player = async (cookie: string, id = workflowId) =>
  (await json(await playerGet(apiRequest(`/api/v1/player/workflow?workflowId=${id}`, { cookie }), routeParams({})))).body.item as PlayerWorkflowDto;
const item = (a: Answer) => a.body.item as AiSummaryDto;
const run = (summaryId: string, orgId = w.org.id) => runSummaryGeneration({ organizationId: orgId, summaryId });
const row = async (id: string) => (await (await getDb()).select().from(aiSummaries).where(eq(aiSummaries.id, id)))[0];

let summaryId: string;

describe('POST /ai-summary and the job', () => {
  it('answers nothing before a summary exists, to authors and learners', async () => {
    expect(await get(w.cookies.publisher)).toEqual({ status: 200, body: { success: true, item: null } });
    expect(await get(w.cookies.viewer)).toEqual({ status: 200, body: { success: true, item: null } });
    expect((await get(undefined)).status).toBe(401);
  });

  it('refuses viewers (403), other organisations and unknown ids (404), bad bodies (422)', async () => {
    expect((await start(w.cookies.viewer, { workflowId })).status).toBe(403);
    expect((await start(w.cookies.other, { workflowId })).status).toBe(404);
    expect((await get(w.cookies.other)).status).toBe(404);
    expect((await start(w.cookies.publisher, { workflowId: crypto.randomUUID() })).status).toBe(404);
    expect((await start(w.cookies.publisher, { workflowId, sentences: [-1] })).status).toBe(422);
    const unknown = await start(w.cookies.publisher, { workflowId, sentences: [99] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error?.message).toBe('aiSummary.errors.unknownSentence');
  });

  it('starts a pending job, refuses a second start while it runs, and the job completes it citing the transcript', async () => {
    const started = await start(w.cookies.publisher, { workflowId });
    expect(started.status).toBe(202);
    expect(item(started)).toMatchObject({ workflowId, status: 'pending', activate: false, languageCode: 'en-us', progress: 0 });
    summaryId = item(started).id;
    const again = await start(w.cookies.publisher, { workflowId });
    expect(again).toMatchObject({ status: 409, body: { error: { message: 'aiSummary.errors.busy' } } });

    await run(summaryId);
    const done = item(await get(w.cookies.publisher));
    expect(done).toMatchObject({ id: summaryId, status: 'completed', progress: 1, provider: 'offline', errorKey: null });
    const lines = [...done.content.summary.highlights, ...done.content.summary.contents];
    expect(lines.length).toBeGreaterThan(0);
    // Every generated line cites a transcript time and carries its text in the workflow's language.
    for (const l of lines) {
      expect(l.sources.length).toBeGreaterThan(0);
      expect([1, 11.5]).toContain(l.sources[0]!.startTime);
      expect(l.translations['en-us']).toBe(l.content);
    }
    // A second delivery of the same job changes nothing.
    const before = await row(summaryId);
    await run(summaryId);
    expect((await row(summaryId)).updatedAt).toEqual(before.updatedAt);
  });

  it('records a failure and is retried: no transcript → failure, then a new start completes', async () => {
    const db = await getDb();
    const [en] = await db.select().from(transcriptions).where(eq(transcriptions.workflowId, workflowId)).then((r) => r.filter((t) => t.languageCode === 'en-us'));
    const restarted = await start(w.cookies.publisher, { workflowId });
    expect(restarted.status).toBe(202);
    await db.update(transcriptions).set({ sentences: [] }).where(eq(transcriptions.id, en.id));
    await run(summaryId);
    expect(item(await get(w.cookies.publisher))).toMatchObject({ status: 'failure', errorKey: 'aiSummary.errors.noTranscript' });
    // Without a transcript a new start is refused at once.
    expect((await start(w.cookies.publisher, { workflowId })).body.error?.message).toBe('aiSummary.errors.noTranscript');
    await db.update(transcriptions).set({ sentences: en.sentences }).where(eq(transcriptions.id, en.id));
    expect((await start(w.cookies.publisher, { workflowId, sentences: [1] })).status).toBe(202);
    await run(summaryId);
    const done = item(await get(w.cookies.publisher));
    expect(done.status).toBe('completed');
    // Only the chosen sentence was summarised, and its index is the transcript's.
    for (const l of done.content.summary.contents) expect(l.sources.map((s) => s.sentenceIndex)).toEqual([1]);
  });

  it("ends in failure when the provider's answers are unusable (malformed JSON), and a retry without it completes", async () => {
    process.env.OPENAI_API_KEY = 'sk-stand-in';
    process.env.OPENAI_BASE_URL = standIn.baseURL;
    standIn.respondChat(() => 'this is not JSON');
    try {
      expect((await start(w.cookies.publisher, { workflowId })).status).toBe(202);
      await run(summaryId);
      expect(item(await get(w.cookies.publisher))).toMatchObject({ status: 'failure', errorKey: 'aiSummary.errors.generationFailed' });
    } finally {
      delete process.env.OPENAI_API_KEY;
      delete process.env.OPENAI_BASE_URL;
    }
    expect((await start(w.cookies.publisher, { workflowId })).status).toBe(202);
    await run(summaryId);
    expect(item(await get(w.cookies.publisher)).status).toBe('completed');
  });
});

describe('what learners see', () => {
  it('shows nothing until an author activates completed content; then the Summary reaches the player', async () => {
    expect((await get(w.cookies.viewer)).body.item).toBeNull();
    expect((await player(w.cookies.viewer)).aiSummary).toBeNull();
    const current = item(await get(w.cookies.publisher));
    expect((await edit(w.cookies.viewer, summaryId, { revision: current.revision, activate: true })).status).toBe(403);
    expect((await edit(w.cookies.other, summaryId, { revision: current.revision, activate: true })).status).toBe(404);
    const on = await edit(w.cookies.publisher, summaryId, { revision: current.revision, activate: true });
    expect(on.status).toBe(200);
    expect(item(on)).toMatchObject({ activate: true, revision: current.revision + 1 });
    const learner = await get(w.cookies.viewer);
    expect(learner.body.item).toMatchObject({ status: 'completed', content: { summary: expect.any(Object), sop: expect.any(Array) } });
    const dto = await player(w.cookies.viewer);
    expect(dto.aiSummary?.contents.length).toBeGreaterThan(0);
    expect(dto.aiSummary?.provider).toBe('offline');
  });

  it('refuses a stale revision (409) and invalid content (422), keeping what was saved', async () => {
    const current = item(await get(w.cookies.publisher));
    const stale = await edit(w.cookies.publisher, summaryId, { revision: current.revision - 1, activate: false });
    expect(stale).toMatchObject({ status: 409, body: { error: { message: 'editor.staleRevision' } } });
    const bad = await edit(w.cookies.publisher, summaryId, { revision: current.revision, content: { ...current.content, sop: [{ step: '' }] } });
    expect(bad.status).toBe(422);
    expect(item(await get(w.cookies.publisher))).toMatchObject({ revision: current.revision, activate: true });
  });

  it('keeps edits in highlight order, drops stale translations, and shows SOP items; reads fall back to en-us', async () => {
    const current = item(await get(w.cookies.publisher));
    const source = { sentenceIndex: 0, stepId: null, startTime: 1, endTime: 4 };
    const content = {
      summary: {
        highlights: [
          { key: 'importantNote', content: 'Keep the guard closed', translations: { 'en-us': 'Keep the guard closed', 'de-de': 'Schutz geschlossen halten' }, sources: [source] },
          { key: 'tools', content: 'Collet wrench', count: 1, translations: { 'en-us': 'Old text', 'de-de': 'Alter Text' }, sources: [source] },
          { key: 'safetyOrWarning', content: 'Stop the spindle first', translations: {}, sources: [source] },
        ],
        contents: [{ content: 'The spindle stops, then the collet comes off.', translations: {}, sources: [source] }],
      },
      sop: [{ step: 'Stop the spindle', description: 'Press stop', tool: '', safetyOrWarning: 'Wait for it to stand still', sources: [source] }],
    };
    const saved = await edit(w.cookies.publisher, summaryId, { revision: current.revision, content });
    expect(saved.status).toBe(200);
    const hl = item(saved).content.summary.highlights;
    expect(hl.map((h) => h.key)).toEqual(['safetyOrWarning', 'tools', 'importantNote']);
    expect(hl[1]!.translations).toEqual({ 'en-us': 'Collet wrench' });
    expect(hl[2]!.translations['de-de']).toBe('Schutz geschlossen halten');

    const dto = await player(w.cookies.viewer);
    expect(dto.aiSummary?.highlights.map((h) => [h.key, h.content, h.count, h.time])).toEqual([
      ['safetyOrWarning', 'Stop the spindle first', null, 1],
      ['tools', 'Collet wrench', 1, 1],
      ['importantNote', 'Keep the guard closed', null, 1],
    ]);
    expect(dto.sop).toEqual([{ step: 'Stop the spindle', description: 'Press stop', tool: '', safetyOrWarning: 'Wait for it to stand still', time: 1 }]);
    expect(dto.aiSummary?.steps).toEqual([{ content: 'Stop the spindle: Press stop', time: 1 }]);
    // The public page gets the same content, in its visitor's language only.
    const publicPage = await loadPublicWorkflowPage(await getDb(), workflowId, 'de-de');
    expect(publicPage?.player.aiSummary?.highlights.map((h) => h.content)).toEqual(['Stop the spindle first', 'Collet wrench', 'Schutz geschlossen halten']);
    expect(JSON.stringify(publicPage?.player)).not.toContain('translations');

    // A German viewer reads the German translation where there is one, else the en-us text; a Japanese one reads en-us.
    const db = await getDb();
    await db.update(users).set({ locale: 'de-de' }).where(eq(users.id, w.viewer.id));
    expect((await player(w.cookies.viewer)).aiSummary?.highlights.map((h) => h.content)).toEqual(['Stop the spindle first', 'Collet wrench', 'Schutz geschlossen halten']);
    await db.update(users).set({ locale: 'ja-jp' }).where(eq(users.id, w.viewer.id));
    expect((await player(w.cookies.viewer)).aiSummary?.highlights[2]!.content).toBe('Keep the guard closed');
    await db.update(users).set({ locale: null }).where(eq(users.id, w.viewer.id));
  });

  it('hides it again when deactivated, and deletes it (authors only)', async () => {
    const current = item(await get(w.cookies.publisher));
    await edit(w.cookies.publisher, summaryId, { revision: current.revision, activate: false });
    expect((await get(w.cookies.viewer)).body.item).toBeNull();
    const dto = await player(w.cookies.viewer);
    expect([dto.aiSummary, dto.sop]).toEqual([null, null]);
    expect((await del(w.cookies.viewer, summaryId)).status).toBe(403);
    expect((await del(w.cookies.other, summaryId)).status).toBe(404);
    expect((await del(w.cookies.publisher, summaryId)).status).toBe(200);
    expect((await get(w.cookies.publisher)).body.item).toBeNull();
    expect((await del(w.cookies.publisher, summaryId)).status).toBe(404);
  });
});

describe('the organisation switch', () => {
  it('answers 403 ai.featureOff on every call and hides active content from the player', async () => {
    const off = await playerWorld({ ai: { aiSummary: false } });
    const { workflow } = await createPlayerWorkflow({ orgId: off.org.id, workspaceId: off.open.id, authorId: off.publisher.id });
    const db = await getDb();
    const [stored] = await db
      .insert(aiSummaries)
      .values({ organizationId: off.org.id, workflowId: workflow.id, status: 'completed', activate: true, languageCode: 'en-us', content: { summary: { highlights: [], contents: [{ content: 'x', translations: {}, sources: [] }] }, sop: [] } })
      .returning();
    const refused = await start(off.cookies.publisher, { workflowId: workflow.id });
    expect(refused).toMatchObject({ status: 403, body: { error: { message: 'ai.featureOff' } } });
    expect((await get(off.cookies.viewer, workflow.id)).body.error?.message).toBe('ai.featureOff');
    expect((await edit(off.cookies.publisher, stored.id, { revision: 0, activate: false })).status).toBe(403);
    expect((await del(off.cookies.publisher, stored.id)).status).toBe(403);
    expect((await player(off.cookies.viewer, workflow.id)).aiSummary).toBeNull();
  });
});
