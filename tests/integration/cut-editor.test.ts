import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/v1/workflows/[id]/editor-session/[action]/route';
import { GET, PUT } from '@/app/api/v1/workflows/[id]/editor-session/route';
import { POST as retryRoute } from '@/app/api/v1/workflows/[id]/retry/route';
import { POST as batchUpsert } from '@/app/api/v1/annotations/batch-upsert/route';
import { PUT as putVoiceOver } from '@/app/api/v1/workflows/[id]/voice-over/route';
import { getDb } from '@/db/client';
import { annotations, transcriptions, voiceOvers, workflows, workflowSteps, type Workflow } from '@/db/schema';
import { runCutRender } from '@/lib/editor/cut/render';
import { EMPTY_CUT } from '@/lib/editor/cut/segments';
import { deleteWords } from '@/lib/editor/cut/words';
import { stopBoss } from '@/lib/jobs';
import type { TranscriptSentence } from '@/lib/transcription/types';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, routeParams, sessionCookie } from '../helpers/factories';
import { createInitializedWorkflow, narratedClip } from '../helpers/workflow-fixtures';

let orgId: string;
let workflow: Workflow;
const cookies: Record<string, string> = {};
const FRAME = 1 / 30;

/** A transcript with known word times (the words the test deletes span 6.2 → 8.1 s). */
const SENTENCES: TranscriptSentence[] = [
  { sentence: 'Welcome to the training', startTime: 0.5, endTime: 3, words: [
    { word: 'Welcome', startTime: 0.5, endTime: 1.2 }, { word: 'to', startTime: 1.3, endTime: 1.5 },
    { word: 'the', startTime: 1.6, endTime: 1.9 }, { word: 'training', startTime: 2, endTime: 3 },
  ] },
  { sentence: 'First switch off the power', startTime: 5, endTime: 9.5, words: [
    { word: 'First', startTime: 5, endTime: 5.6 }, { word: 'switch', startTime: 6.2, endTime: 6.9 },
    { word: 'off', startTime: 7, endTime: 7.4 }, { word: 'the', startTime: 7.5, endTime: 8.1 }, { word: 'power', startTime: 8.6, endTime: 9.5 },
  ] },
];

beforeAll(async () => {
  process.env.PIPELINE_X264_PRESET = 'ultrafast';
  process.env.JOBS_IN_PROCESS = 'false';
  orgId = (await createOrg()).id;
  const workspaceId = (await createWorkspace(orgId)).id;
  const otherWorkspaceId = (await createWorkspace(orgId)).id;
  const author = await createUser(orgId, 'publisher');
  const viewer = await createUser(orgId, 'viewer');
  const elsewhere = await createUser(orgId, 'publisher');
  await addMember(orgId, workspaceId, author.id, 'publisher');
  await addMember(orgId, workspaceId, viewer.id, 'viewer');
  await addMember(orgId, otherWorkspaceId, elsewhere.id, 'publisher');
  const stranger = await createUser((await createOrg()).id, 'admin-organization');
  for (const [name, user] of Object.entries({ author, viewer, elsewhere, stranger })) cookies[name] = (await sessionCookie(user)).cookie;
  ({ workflow } = await createInitializedWorkflow({ orgId, workspaceId, authorId: author.id, clip: await narratedClip(), languageCode: 'en-us' }));
  expect(await processWorkflow({ organizationId: orgId, workflowId: workflow.id })).toEqual({ status: 'finished' });
  const db = await getDb();
  await db.delete(transcriptions).where(eq(transcriptions.workflowId, workflow.id));
  await db.insert(transcriptions).values({ organizationId: orgId, workflowId: workflow.id, languageCode: 'en-us', source: 'manual', sentences: SENTENCES });
}, 240_000);

afterAll(() => stopBoss({ graceful: false }));

const load = (cookie?: string, id = workflow.id) => GET(apiRequest(`/api/v1/workflows/${id}/editor-session`, { cookie }), routeParams({ id }));
const save = (body: unknown, cookie = cookies.author, id = workflow.id) =>
  PUT(apiRequest(`/api/v1/workflows/${id}/editor-session`, { method: 'PUT', body, cookie }), routeParams({ id }));
const act = (action: string, body: unknown = {}, cookie = cookies.author, id = workflow.id) =>
  POST(apiRequest(`/api/v1/workflows/${id}/editor-session/${action}`, { method: 'POST', body, cookie }), routeParams({ id, action }));
const stepsOf = async () => (await getDb()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, workflow.id)).orderBy(asc(workflowSteps.position));
const rowOf = async () => (await (await getDb()).query.workflows.findFirst({ where: eq(workflows.id, workflow.id) }))!;
const render = () => runCutRender({ organizationId: orgId, workflowId: workflow.id });

describe('GET and PUT /workflows/{id}/editor-session', () => {
  it('answers authors; a viewer is refused; another workspace, organisation or unknown id is 404', async () => {
    const res = await load(cookies.author);
    expect(res.status).toBe(200);
    const { item } = await res.json();
    expect(item).toMatchObject({ workflowId: workflow.id, revision: 0, segments: [], redo: [], render: 'idle', canRestore: false });
    expect(item.sentences).toHaveLength(2);
    expect(item.videoUrl).toBeTruthy();
    expect((await load(cookies.viewer)).status).toBe(403);
    expect((await save({ revision: 0, segments: [], redo: [] }, cookies.viewer)).status).toBe(403);
    for (const cookie of [cookies.elsewhere, cookies.stranger]) {
      expect((await load(cookie)).status).toBe(404);
      expect((await save({ revision: 0, segments: [], redo: [] }, cookie)).status).toBe(404);
      expect((await act('apply', { revision: 0 }, cookie)).status).toBe(404);
      expect((await act('restore', {}, cookie)).status).toBe(404);
    }
    expect((await load(cookies.author, crypto.randomUUID())).status).toBe(404);
    expect((await load()).status).toBe(401);
  });

  it('saves the edit list revision-checked: a stale save is 409, a bad segment 422, both changing nothing', async () => {
    const steps = (await stepsOf()).map((s) => ({ id: s.id, start: s.startTime, end: s.endTime, title: s.title }));
    const edit = deleteWords(EMPTY_CUT, SENTENCES, steps, [{ sentence: 1, word: 1 }, { sentence: 1, word: 2 }, { sentence: 1, word: 3 }]);
    const ok = await save({ revision: 0, ...edit });
    expect(ok.status).toBe(200);
    expect((await ok.json()).item).toMatchObject({ revision: 1, segments: [{ type: 'delete', target: 'sentence', start: 6.2, end: 8.1 }] });
    const stale = await save({ revision: 0, segments: [], redo: [] });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toMatchObject({ details: { revision: 1 } });
    const bad = await save({ revision: 1, segments: [{ type: 'delete', target: 'sentence', start: 5, end: 4 }], redo: [] });
    expect(bad.status).toBe(422);
    expect((await (await load(cookies.author)).json()).item.segments).toHaveLength(1);
  });
});

/** Annotations and voice-over blocks at absolute times of the video: [name, start, end]. */
const TIMED: Array<[string, number, number]> = [
  ['before', 1, 3], // before the cut: unchanged
  ['after', 9, 10], // after the cut (6.2 → 8.1): 1.9 s earlier
  ['inside', 6.5, 7.5], // wholly cut: gone
  ['overlap', 5.5, 6.4], // runs into the cut: clipped at 6.2
];

async function timedRows() {
  const steps = await stepsOf();
  const stepOf = new Map(steps.map((s) => [s.id, s]));
  const rows = await (await getDb()).select().from(annotations).where(eq(annotations.workflowId, workflow.id));
  const elements = rows.flatMap((r) => (r.elements as Array<{ id: string; startTime: number; endTime: number }>).map((e) => ({ ...e, stepId: r.stepId })));
  const absolute = (stepId: string, t: number) => stepOf.get(stepId)!.startTime + t;
  const drawn = Object.fromEntries(elements.map((e) => [e.id, [absolute(e.stepId, e.startTime), absolute(e.stepId, e.endTime)]]));
  const vo = await (await getDb()).query.voiceOvers.findFirst({ where: eq(voiceOvers.workflowId, workflow.id) });
  const blocks = Object.entries((vo?.steps ?? {}) as Record<string, Array<{ key: string; startTime: number; endTime: number }>>).flatMap(([stepId, list]) =>
    list.map((b) => [b.key, [absolute(stepId, b.startTime), absolute(stepId, b.endTime)]] as const),
  );
  return { drawn, spoken: Object.fromEntries(blocks), rows, voiceOver: vo };
}

/** Draws one element and one voice-over block at each TIMED range, on the step that holds it, through the editors' routes. */
async function addTimed() {
  const steps = await stepsOf();
  const holder = (start: number, end: number) => steps.find((s) => s.startTime <= start && end <= s.endTime)!;
  const annotationsBody = TIMED.map(([id, start, end]) => {
    const step = holder(start, end);
    const element = { id, type: 'shape', shape: 'rectangle', startTime: start - step.startTime, endTime: end - step.startTime, left: 10, top: 10, width: 100, height: 50, originalCanvasWidth: 960, originalCanvasHeight: 540 };
    return { stepId: step.id, elements: [element] };
  });
  const drawn = await batchUpsert(apiRequest('/api/v1/annotations/batch-upsert', { method: 'POST', body: { workflowId: workflow.id, annotations: annotationsBody }, cookie: cookies.author }), routeParams({}));
  expect(drawn.status).toBe(200);
  const blocks: Record<string, unknown[]> = {};
  for (const [key, start, end] of TIMED) {
    const step = holder(start, end);
    (blocks[step.id] ??= []).push({ key, text: `Block ${key}`, voice: 'espeak:en-us', startTime: start - step.startTime, endTime: end - step.startTime });
  }
  const spoken = await putVoiceOver(
    apiRequest(`/api/v1/workflows/${workflow.id}/voice-over`, { method: 'PUT', body: { revision: 0, mode: 'duck', steps: blocks }, cookie: cookies.author }),
    routeParams({ id: workflow.id }),
  );
  expect(spoken.status).toBe(200);
}

describe('apply and restore', () => {
  it('renders the edit: the step is shorter by the deleted span ± one frame, the transcript shifted, the old version restorable', async () => {
    await addTimed();
    const timedBefore = await timedRows();
    const [before] = await stepsOf();
    expect((await act('apply', { revision: 0 })).status).toBe(409);
    const started = await act('apply', { revision: 1 });
    expect(started.status).toBe(202);
    expect((await started.json()).item).toMatchObject({ render: 'running', progress: 0 });
    expect((await rowOf()).editorStatus).toBe('processing cut');
    expect((await save({ revision: 1, segments: [], redo: [] })).status).toBe(409);

    expect(await render()).toBe('finished');
    const [after] = await stepsOf();
    expect(Math.abs(before.duration - after.duration - 1.9)).toBeLessThanOrEqual(FRAME + 0.001);
    const row = await rowOf();
    expect(row.editorStatus).toBe('completed buildermain');
    expect(row.videoDuration).toBeCloseTo(before.duration - 1.9, 1);
    const { item } = await (await load(cookies.author)).json();
    expect(item).toMatchObject({ segments: [], redo: [], render: 'idle', canRestore: true, revision: 2 });
    expect(item.sentences[1].sentence).toBe('First power');
    expect(item.sentences[1].words[1]).toMatchObject({ word: 'power' });
    expect(Math.abs(item.sentences[1].words[1].startTime - (8.6 - 1.9))).toBeLessThanOrEqual(FRAME);

    // Annotations and voice-over blocks went through the same cut: shifted, removed or clipped.
    const timedAfter = await timedRows();
    for (const moved of [timedAfter.drawn, timedAfter.spoken]) {
      expect(Object.keys(moved).sort()).toEqual(['after', 'before', 'overlap']);
      const near = ([s, e]: readonly number[], [xs, xe]: number[]) => {
        expect(Math.abs(s - xs)).toBeLessThanOrEqual(FRAME + 0.01);
        expect(Math.abs(e - xe)).toBeLessThanOrEqual(FRAME + 0.01);
      };
      near(moved.before, [1, 3]);
      near(moved.after, [9 - 1.9, 10 - 1.9]);
      near(moved.overlap, [5.5, 6.2]);
    }
    expect(timedAfter.voiceOver!.revision).toBe(timedBefore.voiceOver!.revision + 1);

    expect((await act('restore')).status).toBe(202);
    expect(await render()).toBe('finished');
    const [restored] = await stepsOf();
    expect(Math.abs(restored.duration - before.duration)).toBeLessThanOrEqual(FRAME + 0.001);
    const back = (await (await load(cookies.author)).json()).item;
    expect(back.sentences).toEqual(SENTENCES);
    // Restore brings back the annotations and voice-over blocks exactly as they were before the cut.
    const timedBack = await timedRows();
    const byId = (rows: typeof timedBack.rows) => rows.map(({ id, stepId, position, elements }) => ({ id, stepId, position, elements })).sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(timedBack.rows)).toEqual(byId(timedBefore.rows));
    expect(timedBack.voiceOver!.steps).toEqual(timedBefore.voiceOver!.steps);
    expect(timedBack.voiceOver!.revision).toBeGreaterThan(timedAfter.voiceOver!.revision);
    expect(back.canRestore).toBe(false);
    expect((await act('restore')).status).toBe(409);
  }, 240_000);

  it('records a failed render on the workflow (the old version keeps playing) and retries it from the page or the card', async () => {
    const { item } = await (await load(cookies.author)).json();
    const everything = { type: 'delete', target: 'step', start: 0, end: 100 };
    expect((await save({ revision: item.revision, segments: [everything], redo: [] })).status).toBe(200);
    expect((await act('apply', { revision: item.revision + 1 })).status).toBe(202);
    expect(await render()).toBe('failed');
    const failed = (await (await load(cookies.author)).json()).item;
    expect(failed).toMatchObject({ render: 'failed', failure: 'advancedEditor.cut.failure', progress: null });
    expect((await rowOf()).editorStatus).toBe('processing cut error');
    expect((await stepsOf()).length).toBeGreaterThan(0);
    expect((await act('retry')).status).toBe(202);
    expect((await rowOf()).editorStatus).toBe('processing cut');
    expect(await render()).toBe('failed');
    const card = await retryRoute(apiRequest(`/api/v1/workflows/${workflow.id}/retry`, { method: 'POST', cookie: cookies.author }), routeParams({ id: workflow.id }));
    expect(card.status).toBe(200);
    expect((await rowOf()).editorStatus).toBe('processing cut');
  }, 120_000);
});
