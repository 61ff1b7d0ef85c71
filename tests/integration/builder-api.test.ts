import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getBuilder, PUT as putBuilder } from '@/app/api/v1/workflows/[id]/builder/route';
import { POST as resetRoute } from '@/app/api/v1/workflows/[id]/builder/reset/route';
import { GET as previewStatusRoute } from '@/app/api/v1/workflows/[id]/preview/status/route';
import { POST as previewSubtitlesRoute } from '@/app/api/v1/workflows/[id]/preview/subtitles/route';
import { PUT as stepPosterRoute } from '@/app/api/v1/workflows/[id]/steps/[stepId]/poster/route';
import { transcriptions, workflowSteps, workflows } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { getStorage, toBuffer } from '@/lib/storage';
import { EDITOR, WORKFLOW_PROCESS_JOB } from '@/lib/workflows/constants';
import { db } from '@/tests/helpers/factories';
import { makeVideo } from './uploads-helpers';
import { addTranscript, call, createWorkflow, queuedJobs, workflowWorld, type WorkflowWorld } from './workflows-fixtures';

process.env.JOBS_IN_PROCESS = 'false';

let w: WorkflowWorld;
beforeAll(async () => {
  w = await workflowWorld();
}, 60_000);
afterAll(async () => {
  await stopBoss({ graceful: false });
});

const path = (id: string, tail = '') => `/api/v1/workflows/${id}/builder${tail}`;
const load = (cookie: string, id: string) => call(getBuilder, path(id), { cookie, params: { id } });
const save = (cookie: string, id: string, body: unknown) => call(putBuilder, path(id), { cookie, method: 'PUT', body, params: { id } });
const reset = (cookie: string, id: string, body: unknown) => call(resetRoute, path(id, '/reset'), { cookie, method: 'POST', body, params: { id } });
const row = async (id: string) => (await (await db()).select().from(workflows).where(eq(workflows.id, id)))[0];
const stepsOf = async (id: string) => (await (await db()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, id))).sort((a, b) => a.position - b.position);

/** A processed, unpublished workflow of the publisher in workspace A, with an English and a German transcript. */
async function draft() {
  const wf = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, authorId: w.users.publisher.id, state: 'unpublished' });
  await addTranscript(w.org.id, wf.id, [{ sentence: 'Schraube anziehen.', startTime: 0 }], 'de-de');
  return wf;
}

/** The form as loaded, with `change` applied. */
async function formOf(id: string, change: (form: Record<string, unknown> & { steps: Array<{ id: string; titleTranslations: Record<string, string> }> }) => void = () => undefined) {
  const { body } = await load(w.cookies.publisher, id);
  const form = structuredClone(body.item.form);
  change(form);
  return { revision: body.item.revision as number, form };
}

describe('GET/PUT /api/v1/workflows/{id}/builder', () => {
  it('loads the form and saves titles per language, key terms, language, watermark and sub-categories in one versioned save', async () => {
    const wf = await draft();
    const { body } = await load(w.cookies.publisher, wf.id);
    expect(body.item).toMatchObject({ revision: 0, transcriptLanguages: ['en-us', 'de-de'], form: { languageCode: 'en-us', titleTranslations: { 'en-us': wf.title } } });
    expect(body.item.form.steps).toHaveLength(2);
    const input = await formOf(wf.id, (f) => {
      f.steps[0].titleTranslations = { 'en-us': '  Tighten the bolt ', 'de-de': 'Schraube anziehen', 'ja-jp': '' };
      f.titleTranslations = { 'en-us': 'Bolt check', 'de-de': 'Schraubenprüfung' };
      f.terms = { 'en-us': ['torque wrench'], 'de-de': ['Drehmoment'] };
      f.enableSafetyWatermark = true;
    });
    const res = await save(w.cookies.publisher, wf.id, input);
    expect(res.status).toBe(200);
    expect(res.body.item.revision).toBe(1);
    const [first] = await stepsOf(wf.id);
    expect(first).toMatchObject({ title: 'Tighten the bolt', titleTranslations: { 'en-us': 'Tighten the bolt', 'de-de': 'Schraube anziehen' } });
    const saved = await row(wf.id);
    expect(saved).toMatchObject({
      title: 'Bolt check',
      terms: { 'en-us': ['torque wrench'], 'de-de': ['Drehmoment'] },
      enableSafetyWatermark: true,
      editorStatus: EDITOR.completedBuilderMain,
      totalVersions: 1,
      revision: 1,
    });
  });

  it('refuses a save based on an older revision with 409 and keeps the first save', async () => {
    const wf = await draft();
    const first = await formOf(wf.id, (f) => (f.titleTranslations = { 'en-us': 'First' }));
    expect((await save(w.cookies.publisher, wf.id, first)).status).toBe(200);
    const stale = await save(w.cookies.publisher, wf.id, { ...first, form: { ...first.form, titleTranslations: { 'en-us': 'Second' } } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ message: 'editor.staleRevision', details: { revision: 1 } });
    expect((await row(wf.id)).title).toBe('First');
  });

  it('refuses titles over 90 characters, control characters, a missing main title and bad key terms with 422', async () => {
    const wf = await draft();
    const cases: Array<[(f: Awaited<ReturnType<typeof formOf>>['form']) => void, string]> = [
      [(f) => (f.steps[0].titleTranslations = { 'en-us': 'x'.repeat(91) }), 'builder.titleTooLong'],
      [(f) => (f.steps[0].titleTranslations = { 'en-us': 'bad\u0000title' }), 'rules.controlCharacters'],
      [(f) => (f.titleTranslations = { 'de-de': 'Nur Deutsch' }), 'builder.titleRequired'],
      [(f) => (f.terms = { 'en-us': ['torque, wrench'] }), 'builder.termPunctuation'],
      [(f) => (f.terms = { 'en-us': [' wrench'] }), 'builder.termEdgeWhitespace'],
      [(f) => (f.terms = { 'en-us': ['a b c d e f g h i j k'] }), 'builder.termTooManyWords'],
    ];
    for (const [change, message] of cases) {
      const res = await save(w.cookies.publisher, wf.id, await formOf(wf.id, change));
      expect(res.status, message).toBe(422);
      expect(JSON.stringify(res.body.error), message).toContain(message);
    }
    // Key terms only for a language with a transcript.
    const french = await save(w.cookies.publisher, wf.id, await formOf(wf.id, (f) => (f.terms = { 'fr-fr': ['clé'] })));
    expect(french.status).toBe(422);
    expect(french.body.error?.message).toBe('builder.termLanguage');
    expect((await row(wf.id)).revision).toBe(0);
  });

  it("answers a viewer 403, an author of another workspace and another organisation 404, and another workflow's step 404", async () => {
    const wf = await draft();
    const input = await formOf(wf.id);
    expect((await load(w.cookies.viewer, wf.id)).status).toBe(403);
    expect((await save(w.cookies.viewer, wf.id, input)).status).toBe(403);
    expect((await load(w.cookies.publisherB, wf.id)).status).toBe(404);
    expect((await save(w.cookies.publisherB, wf.id, input)).status).toBe(404);
    expect((await save(w.cookies.outsider, wf.id, input)).status).toBe(404);
    expect((await call(previewStatusRoute, `/api/v1/workflows/${wf.id}/preview/status`, { cookie: w.cookies.outsider, params: { id: wf.id } })).status).toBe(404);
    const other = await draft();
    const [foreignStep] = await stepsOf(other.id);
    const withForeign = await formOf(wf.id, (f) => (f.steps[0].id = foreignStep.id));
    const res = await save(w.cookies.publisher, wf.id, withForeign);
    expect(res.status).toBe(404);
    expect(res.body.error?.message).toBe('builder.stepNotFound');
  });

  it('refuses a save while the editors re-cut the steps (409 busy)', async () => {
    const wf = await draft();
    await (await db()).update(workflows).set({ editorStatus: EDITOR.processingSegmentation, stepsStatus: 'running' }).where(eq(workflows.id, wf.id));
    const res = await save(w.cookies.publisher, wf.id, await formOf(wf.id));
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe('workflows.busy');
  });
});

describe('POST /api/v1/workflows/{id}/builder/reset', () => {
  it('keepWorkflow: drops what the builder added, keeps steps and main titles, versioned', async () => {
    const wf = await draft();
    const input = await formOf(wf.id, (f) => {
      f.steps[0].titleTranslations = { 'en-us': 'Tighten', 'de-de': 'Anziehen' };
      f.terms = { 'en-us': ['torque'] };
      f.enableSafetyWatermark = true;
    });
    expect((await save(w.cookies.publisher, wf.id, input)).status).toBe(200);
    expect((await reset(w.cookies.publisher, wf.id, { revision: 0, keepWorkflow: true })).status).toBe(409);
    const res = await reset(w.cookies.publisher, wf.id, { revision: 1, keepWorkflow: true });
    expect(res.status).toBe(200);
    const [first] = await stepsOf(wf.id);
    expect(first).toMatchObject({ title: 'Tighten', titleTranslations: { 'en-us': 'Tighten' } });
    expect(await row(wf.id)).toMatchObject({ terms: {}, enableSafetyWatermark: false, editorStatus: EDITOR.completedSegmentation, revision: 2, totalVersions: 2 });
    expect(await stepsOf(wf.id)).toHaveLength(2);
  });

  it('keepWorkflow false: processes the original video again (the card reset), refused while published', async () => {
    const wf = await draft();
    const res = await reset(w.cookies.publisher, wf.id, { revision: 0, keepWorkflow: false });
    expect(res.status).toBe(200);
    expect((await queuedJobs(WORKFLOW_PROCESS_JOB)).some((j) => j.data.workflowId === wf.id)).toBe(true);
    expect((await row(wf.id)).revision).toBe(1);
    const published = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, authorId: w.users.publisher.id, state: 'published' });
    const refused = await reset(w.cookies.publisher, published.id, { revision: 0, keepWorkflow: false });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe('workflows.resetPublished');
    expect((await reset(w.cookies.viewer, published.id, { revision: 0, keepWorkflow: true })).status).toBe(403);
    expect((await reset(w.cookies.outsider, wf.id, { revision: 1, keepWorkflow: true })).status).toBe(404);
  });
});

describe('preview status and step poster', () => {
  it('answers the ready check and the preview address', async () => {
    const wf = await draft();
    const res = await call(previewStatusRoute, `/api/v1/workflows/${wf.id}/preview/status`, { cookie: w.cookies.publisher, params: { id: wf.id } });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({ published: false, canPublish: true, blocker: null, previewUrl: `/PlayerPreview/${wf.id}?isPreviewVideoMode=1` });
  });

  it("lists the preview's subtitle tracks per enabled language and step, with their cues, for authors only", async () => {
    const wf = await draft();
    await addTranscript(w.org.id, wf.id, [{ sentence: 'Serrer la vis.', startTime: 0 }], 'fr-fr');
    await (await db()).update(transcriptions).set({ disabled: true }).where(and(eq(transcriptions.workflowId, wf.id), eq(transcriptions.languageCode, 'fr-fr')));
    const steps = await stepsOf(wf.id);
    const preview = (cookie: string, id = wf.id) =>
      call(previewSubtitlesRoute, `/api/v1/workflows/${id}/preview/subtitles`, { cookie, method: 'POST', params: { id } });
    const res = await preview(w.cookies.publisher);
    expect(res.status).toBe(200);
    const item = res.body.item as { languages: string[]; tracks: Array<{ languageCode: string; stepId: string; url: string; cues: number }> };
    expect(item.languages).toEqual(['de-de', 'en-us']);
    expect(item.tracks).toHaveLength(2 * steps.length);
    const first = item.tracks.find((t) => t.languageCode === 'de-de' && t.stepId === steps[0].id)!;
    expect(first).toMatchObject({ cues: 1, url: `/api/v1/workflows/${wf.id}/steps/${steps[0].id}/subtitles/de-de.vtt` });
    // Later steps hold no German sentence: the author sees it before publishing.
    expect(item.tracks.filter((t) => t.languageCode === 'de-de' && t.stepId !== steps[0].id).every((t) => t.cues === 0)).toBe(true);
    expect((await preview(w.cookies.viewer)).status).toBe(403);
    expect((await preview(w.cookies.publisherB)).status).toBe(404);
    expect((await preview(w.cookies.outsider)).status).toBe(404);
  });

  it('takes the frame at a second of the step as its poster (ffmpeg), versioned, and ends at completed buildermain', async () => {
    const wf = await draft();
    await getStorage().put(wf.originalVideoKey!, await makeVideo(4), { contentType: 'video/mp4' });
    const [step] = await stepsOf(wf.id);
    await (await db()).update(workflowSteps).set({ startTime: 0, duration: 2 }).where(eq(workflowSteps.id, step.id));
    const res = await call(stepPosterRoute, `/api/v1/workflows/${wf.id}/steps/${step.id}/poster`, {
      cookie: w.cookies.publisher,
      method: 'PUT',
      body: { time: 1.5 },
      params: { id: wf.id, stepId: step.id },
    });
    expect(res.status).toBe(200);
    const [after] = await stepsOf(wf.id);
    expect(after.posterKey).toMatch(new RegExp(`^orgs/${w.org.id}/videos/${wf.id}/posters/step-${step.id}-[0-9a-f-]+\\.jpg$`));
    const bytes = await toBuffer((await getStorage().get(after.posterKey!))!.body);
    expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(await row(wf.id)).toMatchObject({ editorStatus: EDITOR.completedBuilderMain, totalVersions: 1 });
    expect(res.body.item.steps[0].posterUrl).toBeTruthy();
  }, 60_000);

  it('refuses a time beyond the step (422) and an unknown step (404), and leaves the editor status as it was', async () => {
    const wf = await draft();
    const [step] = await stepsOf(wf.id);
    const put = (stepId: string, time: number, cookie = w.cookies.publisher) =>
      call(stepPosterRoute, `/api/v1/workflows/${wf.id}/steps/${stepId}/poster`, { cookie, method: 'PUT', body: { time }, params: { id: wf.id, stepId } });
    expect((await put(step.id, 11)).status).toBe(422);
    expect((await put('00000000-0000-4000-8000-000000000000', 1)).status).toBe(404);
    expect((await put(step.id, 1, w.cookies.viewer)).status).toBe(403);
    expect((await row(wf.id)).editorStatus).toBe(EDITOR.completedSegmentation);
  });
});
