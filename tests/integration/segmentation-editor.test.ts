import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, PUT } from '@/app/api/v1/workflows/[id]/segmentation/route';
import { POST as retry } from '@/app/api/v1/workflows/[id]/retry/route';
import { getDb } from '@/db/client';
import { annotations, workflows, workflowSteps, type Workflow } from '@/db/schema';
import { runRecut } from '@/lib/editor/segmentation/recut';
import { stopBoss } from '@/lib/jobs';
import { getStorage, toBuffer } from '@/lib/storage';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, routeParams, sessionCookie } from '../helpers/factories';
import { createInitializedWorkflow, narratedClip } from '../helpers/workflow-fixtures';

let orgId: string;
let workflow: Workflow;
const cookies: Record<string, string> = {};

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
  const otherOrg = (await createOrg()).id;
  const stranger = await createUser(otherOrg, 'admin-organization');
  for (const [name, user] of Object.entries({ author, viewer, elsewhere, stranger })) cookies[name] = (await sessionCookie(user)).cookie;
  ({ workflow } = await createInitializedWorkflow({ orgId, workspaceId, authorId: author.id, clip: await narratedClip(), languageCode: 'de-de' }));
  expect(await processWorkflow({ organizationId: orgId, workflowId: workflow.id })).toEqual({ status: 'finished' });
}, 240_000);

afterAll(() => stopBoss({ graceful: false }));

const db = () => getDb();
const rowOf = async () => (await (await db()).query.workflows.findFirst({ where: eq(workflows.id, workflow.id) }))!;
const stepsOf = async () => (await db()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, workflow.id)).orderBy(asc(workflowSteps.position));

const load = (cookie?: string, id = workflow.id) => GET(apiRequest(`/api/v1/workflows/${id}/segmentation`, { cookie }), routeParams({ id }));
const save = (body: unknown, cookie = cookies.author, id = workflow.id) =>
  PUT(apiRequest(`/api/v1/workflows/${id}/segmentation`, { method: 'PUT', body, cookie }), routeParams({ id }));
const revision = async () => (await rowOf()).revision;
const recut = () => runRecut({ organizationId: orgId, workflowId: workflow.id });

describe('GET and PUT /workflows/{id}/segmentation: who may', () => {
  it('answers authors of the workspace; a viewer is refused, another workspace or organisation sees nothing', async () => {
    const res = await load(cookies.author);
    expect(res.status).toBe(200);
    const { item } = await res.json();
    expect(item).toMatchObject({ workflowId: workflow.id, recut: 'idle', progress: null, revision: await revision() });
    expect(item.steps).toHaveLength(1);
    expect(item.duration).toBeCloseTo(24, 0);

    expect((await load(cookies.viewer)).status).toBe(403);
    expect((await save({ revision: 0, steps: [{ start: 0, title: 'x' }] }, cookies.viewer)).status).toBe(403);
    // An unpublished workflow of a workspace they do not author in, another organisation's, an unknown id: 404.
    expect((await load(cookies.elsewhere)).status).toBe(404);
    expect((await save({ revision: await revision(), steps: [{ start: 0, title: 'x' }] }, cookies.elsewhere)).status).toBe(404);
    expect((await load(cookies.stranger)).status).toBe(404);
    expect((await save({ revision: await revision(), steps: [{ start: 0, title: 'x' }] }, cookies.stranger)).status).toBe(404);
    expect((await load(cookies.author, crypto.randomUUID())).status).toBe(404);
    expect((await load()).status).toBe(401);
  });
});

describe('validation', () => {
  const cases: Array<[string, Array<{ start: number; title: string }>, string]> = [
    ['unsorted', [{ start: 0, title: 'a' }, { start: 12, title: 'b' }, { start: 6, title: 'c' }], 'segmentationEditor.errors.unsorted'],
    ['off the keyframe grid', [{ start: 0, title: 'a' }, { start: 6.5, title: 'b' }], 'segmentationEditor.errors.offGrid'],
    ['shorter than the minimum', [{ start: 0, title: 'a' }, { start: 1, title: 'b' }], 'segmentationEditor.errors.tooShort'],
    ['a last step too short', [{ start: 0, title: 'a' }, { start: 23, title: 'b' }], 'segmentationEditor.errors.tooShort'],
    ['outside the video', [{ start: 0, title: 'a' }, { start: 60, title: 'b' }], 'segmentationEditor.errors.outsideVideo'],
    ['not starting at 0', [{ start: 4, title: 'a' }], 'segmentationEditor.errors.firstStart'],
  ];
  it.each(cases)('refuses steps %s with 422 and a message key, changing nothing', async (_name, steps, key) => {
    const before = await revision();
    const res = await save({ revision: before, steps });
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe(key);
    expect(await revision()).toBe(before);
  });

  it('refuses a title over 90 characters and a body without steps', async () => {
    const long = await save({ revision: await revision(), steps: [{ start: 0, title: 'x'.repeat(91) }] });
    expect(long.status).toBe(422);
    expect((await long.json()).error.issues[0].message).toBe('segmentationEditor.errors.titleTooLong');
    const none = await save({ revision: await revision(), steps: [] });
    expect(none.status).toBe(422);
  });
});

describe('saving', () => {
  it('renames without a re-cut when no boundary moved, keeping the step and bumping the revision', async () => {
    const [step] = await stepsOf();
    const before = await revision();
    const res = await save({ revision: before, steps: [{ start: 0, title: 'Whole video' }] });
    expect(res.status).toBe(200);
    const { item } = await res.json();
    expect(item).toMatchObject({ revision: before + 1, recut: 'idle', steps: [{ id: step.id, title: 'Whole video' }] });
    expect((await stepsOf())[0]).toMatchObject({ id: step.id, title: 'Whole video', hlsKey: step.hlsKey });
  });

  it('refuses a save based on an older revision with 409', async () => {
    const stale = (await revision()) - 1;
    const res = await save({ revision: stale, steps: [{ start: 0, title: 'Mine' }] });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { message: 'editor.staleRevision', details: { revision: stale + 1 } } });
    expect((await stepsOf())[0].title).toBe('Whole video');
  });

  it('splits by stream copy through the job: statuses move, durations add up to the video, the first step keeps its id', async () => {
    const [whole] = await stepsOf();
    const before = await rowOf();
    const res = await save({ revision: before.revision, steps: [{ start: 0, title: 'Intro' }, { start: 8, title: 'Middle' }, { start: 16, title: 'End' }] });
    expect(res.status).toBe(200);
    const { item } = await res.json();
    expect(item).toMatchObject({ recut: 'scheduled', progress: 0 });
    // The editor shows the steps as saved while the old ones still play.
    expect(item.steps.map((s: { start: number; title: string }) => [s.start, s.title])).toEqual([[0, 'Intro'], [8, 'Middle'], [16, 'End']]);
    expect(await rowOf()).toMatchObject({ editorStatus: 'processing segmentation', stepsStatus: 'scheduled', hlsVersion: before.hlsVersion });
    // A second save while the re-cut is pending waits for it.
    const busy = await save({ revision: (await revision()), steps: [{ start: 0, title: 'x' }] });
    expect(busy.status).toBe(409);
    expect((await busy.json()).error.message).toBe('segmentationEditor.busy');
    // Until the job ran, the old step still plays.
    expect(await stepsOf()).toHaveLength(1);

    expect(await recut()).toBe('finished');
    const after = await rowOf();
    expect(after).toMatchObject({ editorStatus: 'completed segmentation', stepsStatus: 'finished', progress: null, hlsVersion: before.hlsVersion + 1 });
    const steps = await stepsOf();
    expect(steps.map((s) => [s.title, s.startTime])).toEqual([['Intro', 0], ['Middle', 8], ['End', 16]]);
    expect(steps[0].id).toBe(whole.id);
    const total = steps.reduce((sum, s) => sum + s.duration, 0);
    expect(Math.abs(total - after.videoDuration!)).toBeLessThan(0.1);
    const keys = workflowMediaKeys(orgId, workflow.id);
    for (const step of steps) {
      expect(step.hlsKey).toBe(`${keys.hls(after.hlsVersion)}${step.id}/master.m3u8`);
      expect(await getStorage().exists(step.hlsKey!)).toBe(true);
    }
    expect(await getStorage().exists(keys.marker('recut'))).toBe(false);
    // A duplicate delivery of the job does nothing.
    expect(await recut()).toBe('skipped');
  }, 120_000);

  it('moves a boundary and merges: untouched steps keep their ids, what hung on a merged step follows its start', async () => {
    const [intro, middle, end] = await stepsOf();
    await (await db()).insert(annotations).values({
      organizationId: orgId,
      workflowId: workflow.id,
      stepId: end.id,
      elements: [{ id: 'a', type: 'text', startTime: 1, endTime: 2 }],
    });
    await (await db()).update(workflowSteps).set({ titleTranslations: { 'en-us': 'Intro EN' } }).where(eq(workflowSteps.id, intro.id));
    // Middle's boundary moves from 8 to 10; End (16) merges into it.
    const res = await save({ revision: await revision(), steps: [{ start: 0, title: 'Intro' }, { start: 10, title: 'Rest' }] });
    expect(res.status).toBe(200);
    expect(await recut()).toBe('finished');
    const steps = await stepsOf();
    expect(steps.map((s) => [s.title, s.startTime])).toEqual([['Intro', 0], ['Rest', 10]]);
    expect(steps[0]).toMatchObject({ id: intro.id, titleTranslations: { 'en-us': 'Intro EN' } });
    expect([middle.id, end.id]).not.toContain(steps[1].id);
    const [drawing] = await (await db()).select().from(annotations).where(eq(annotations.workflowId, workflow.id));
    // End started at 16, now 6 s into the step that starts at 10.
    expect(drawing).toMatchObject({ stepId: steps[1].id, elements: [{ id: 'a', startTime: 7, endTime: 8 }] });
    const row = await rowOf();
    expect(Math.abs(steps.reduce((sum, s) => sum + s.duration, 0) - row.videoDuration!)).toBeLessThan(0.1);
    // The folder before the previous one is gone (players of the last one keep working).
    const keys = workflowMediaKeys(orgId, workflow.id);
    expect(await getStorage().exists(`${keys.hls(row.hlsVersion - 2)}${intro.id}/master.m3u8`)).toBe(false);
  }, 120_000);

  it('records a failed re-cut (status error, old steps kept) and POST /retry runs it again', async () => {
    const before = await stepsOf();
    const keys = workflowMediaKeys(orgId, workflow.id);
    const storage = getStorage();
    const rung = keys.rung(360);
    const original = await toBuffer((await storage.get(rung))!.body);
    await storage.put(rung, Buffer.from('not a video'), { contentType: 'video/mp4' });
    const res = await save({ revision: await revision(), steps: [{ start: 0, title: 'Intro' }, { start: 12, title: 'Rest' }] });
    expect(res.status).toBe(200);
    expect(await recut()).toBe('failed');
    expect(await rowOf()).toMatchObject({ stepsStatus: 'running error', editorStatus: 'processing segmentation', failure: 'pipeline.failure.segment' });
    expect((await (await load(cookies.author)).json()).item).toMatchObject({ recut: 'failed', failure: 'pipeline.failure.segment' });
    expect((await stepsOf()).map((s) => s.id)).toEqual(before.map((s) => s.id));

    await storage.put(rung, original, { contentType: 'video/mp4' });
    const again = await retry(apiRequest(`/api/v1/workflows/${workflow.id}/retry`, { method: 'POST', cookie: cookies.author }), routeParams({ id: workflow.id }));
    expect(again.status).toBe(200);
    expect((await again.json()).item).toMatchObject({ status: 'processing' });
    expect(await rowOf()).toMatchObject({ stepsStatus: 'scheduled', failure: null });
    expect(await recut()).toBe('finished');
    expect((await stepsOf()).map((s) => s.startTime)).toEqual([0, 12]);
  }, 120_000);

  it('leaves an unchanged step and its files as they are, cutting only the changed ones', async () => {
    const [first, second] = await stepsOf();
    const res = await save({ revision: await revision(), steps: [{ start: 0, title: 'Intro' }, { start: 12, title: 'Rest' }, { start: 18, title: 'Last' }] });
    expect(res.status).toBe(200);
    expect(await recut()).toBe('finished');
    const row = await rowOf();
    const steps = await stepsOf();
    expect(steps.map((s) => [s.id, s.startTime])).toEqual([[first.id, 0], [second.id, 12], [expect.any(String), 18]]);
    const base = workflowMediaKeys(orgId, workflow.id).hls(row.hlsVersion);
    expect(steps[0]).toMatchObject({ duration: first.duration, hlsKey: first.hlsKey, posterKey: first.posterKey, renditions: first.renditions });
    expect(steps[1].hlsKey).toBe(`${base}${second.id}/master.m3u8`);
    const storage = getStorage();
    for (const step of steps) {
      for (const key of [step.hlsKey!, step.posterKey!, ...Object.values(step.renditions as Record<string, string>)]) expect(await storage.exists(key)).toBe(true);
    }
    expect(Math.abs(steps.reduce((sum, s) => sum + s.duration, 0) - row.videoDuration!)).toBeLessThan(0.1);

    // The next re-cut still keeps the files the first step plays from, however old their folder.
    const again = await save({ revision: await revision(), steps: [{ start: 0, title: 'Intro' }, { start: 12, title: 'Rest' }] });
    expect(again.status).toBe(200);
    expect(await recut()).toBe('finished');
    const [kept] = await stepsOf();
    expect(kept.hlsKey).toBe(first.hlsKey);
    expect(await storage.exists(kept.hlsKey!)).toBe(true);
    expect(await storage.exists(steps[1].hlsKey!)).toBe(true);
  }, 120_000);
});
