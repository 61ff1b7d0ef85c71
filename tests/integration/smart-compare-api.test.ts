import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getOne } from '@/app/api/v1/users-smart-compares/[id]/route';
import { GET as list, POST as record } from '@/app/api/v1/users-smart-compares/route';
import { POST as compare } from '@/app/api/v1/video-evaluator/compare/route';
import { getDb } from '@/db/client';
import { multimodalSopItems, multimodalSops, usersSmartCompares, workflows } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { runSmartCompare } from '@/lib/smart-compare/run';
import { getStorage } from '@/lib/storage';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import type { SmartCompareDto } from '@/lib/smart-compare/schema';
import { apiRequest, routeParams } from '../helpers/factories';
import { compareWorld, createReferenceWorkflow, storeUpload } from './smart-compare-fixtures';

type World = Awaited<ReturnType<typeof compareWorld>>;
type Answer = { status: number; body: { item?: SmartCompareDto; items?: SmartCompareDto[]; total?: number; error?: { message: string } } };
let w: World;
let workflowId: string;
let stepIds: string[];
const uploads: Record<string, string> = {};

const json = async (res: Response): Promise<Answer> => ({ status: res.status, body: await res.json() });
const start = (cookie: string, body: unknown) => compare(apiRequest('/api/v1/video-evaluator/compare', { method: 'POST', body, cookie }), routeParams({})).then(json);
const poll = (cookie: string, id: string) => getOne(apiRequest(`/api/v1/users-smart-compares/${id}`, { cookie }), routeParams({ id })).then(json);

/** A smart instruction whose smart-compare block uses this upload as its reference video. */
async function nameAsSopReference(orgId: string, workspaceId: string, uploadId: string) {
  const db = await getDb();
  const [sop] = await db.insert(multimodalSops).values({ organizationId: orgId, workspaceId }).returning({ id: multimodalSops.id });
  const data = { smartCompare: { sourceType: 'video', source: uploadId, showReference: true } };
  await db.insert(multimodalSopItems).values({ id: crypto.randomUUID(), organizationId: orgId, sopId: sop!.id, position: 0, type: 'smartCompare', data });
}

/** Starts a compare as the operator, runs its job as a worker would, and reads the result back. */
async function compareDone(body: object): Promise<SmartCompareDto> {
  const started = await start(w.home.cookies.operator, body);
  expect(started.status).toBe(202);
  expect(started.body.item).toMatchObject({ status: 'pending', progress: 0, result: null });
  await runSmartCompare({ organizationId: w.home.org.id, compareId: started.body.item!.id });
  const done = await poll(w.home.cookies.operator, started.body.item!.id);
  expect(done.status).toBe(200);
  return done.body.item!;
}

beforeAll(async () => {
  process.env.JOBS_IN_PROCESS = 'false';
  delete process.env.OPENAI_API_KEY;
  w = await compareWorld();
  const ref = await createReferenceWorkflow(w.home.org.id, w.home.ws.id, w.home.supervisor.id, w.videos.abc, ['Pattern', 'Bars', 'Fractal']);
  workflowId = ref.workflow.id;
  stepIds = ref.steps.map((s) => s.id);
  for (const [name, file] of Object.entries(w.videos)) uploads[name] = (await storeUpload(w.home.org.id, w.home.operator.id, file)).id;
}, 120_000);

afterAll(async () => {
  await stopBoss({ graceful: false });
});

describe('smart compare against a workflow', () => {
  it('finds every step, in order, in the same video, with side-by-side frames', async () => {
    const item = await compareDone({ userVideoUrl: uploads.abc, workflowId });
    expect(item).toMatchObject({ status: 'completed', progress: 1, referenceKind: 'workflow', workflowId, errorKey: null, user: { displayName: 'Olga Operator' } });
    const steps = item.result!.steps;
    expect(steps.map((s) => [s.stepId, s.title, s.found, s.inOrder])).toEqual([
      [stepIds[0], 'Pattern', true, true],
      [stepIds[1], 'Bars', true, true],
      [stepIds[2], 'Fractal', true, true],
    ]);
    for (const [k, s] of steps.entries()) {
      expect(s.similarity).toBeGreaterThan(0.9);
      expect(s.userRange!.start).toBeCloseTo(k * 2, 0);
      expect(s.referenceFrameUrl).toMatch(/^\/api\/v1\/storage\/.+\.jpg\?/);
      expect(s.userFrameUrl).toMatch(/^\/api\/v1\/storage\/.+\.jpg\?/);
      expect(s.textSimilarity).toBeNull();
      expect(s.model).toBeNull();
    }
    expect(item.result).toMatchObject({ method: 'offline', summary: { total: 3, found: 3, inOrder: 3 } });
  });

  it('marks a step out of order when the user swapped two steps', async () => {
    const item = await compareDone({ userVideoUrl: uploads.acb, workflowId });
    const steps = item.result!.steps;
    expect(steps.every((s) => s.found)).toBe(true);
    expect(steps.filter((s) => s.inOrder === false)).toHaveLength(1);
    // The bars come last in the user's video and the fractal second.
    expect(steps[1]!.userRange!.start).toBeCloseTo(4, 0);
    expect(steps[2]!.userRange!.start).toBeCloseTo(2, 0);
  });

  it('marks a step missing when the user left it out', async () => {
    const item = await compareDone({ userVideoUrl: uploads.ac, workflowId });
    expect(item.result!.steps.map((s) => [s.found, s.inOrder])).toEqual([
      [true, true],
      [false, null],
      [true, true],
    ]);
    expect(item.result!.steps[1]).toMatchObject({ userRange: null, userFrameUrl: null });
    expect(item.result!.summary).toMatchObject({ total: 3, found: 2 });
  });

  it('compares against one step (stepId) and against an uploaded reference video split at its scene cuts', async () => {
    const one = await compareDone({ userVideoUrl: uploads.ac, stepId: stepIds[2] });
    expect(one).toMatchObject({ referenceKind: 'step', stepId: stepIds[2], workflowId });
    expect(one.result!.steps).toHaveLength(1);
    expect(one.result!.steps[0]).toMatchObject({ title: 'Fractal', found: true });
    expect(one.result!.steps[0]!.userRange!.start).toBeCloseTo(2, 0);
    const video = await compareDone({ userVideoUrl: uploads.acb, referenceVideoUrl: uploads.abc });
    expect(video.referenceKind).toBe('video');
    expect(video.result!.steps.map((s) => s.referenceRange)).toEqual([{ start: 0, end: 2 }, { start: 2, end: 4 }, { start: 4, end: 6 }]);
    expect(video.result!.steps.filter((s) => s.inOrder === false)).toHaveLength(1);
  });

  it("compares against the workflow's current timeline (its smallest rung, after cuts) rather than the uploaded original", async () => {
    const edited = await createReferenceWorkflow(w.home.org.id, w.home.ws.id, w.home.supervisor.id, w.videos.abc, ['Pattern', 'Bars', 'Fractal']);
    await getStorage().put(workflowMediaKeys(w.home.org.id, edited.workflow.id).rung(360), await readFile(w.videos.acb), { contentType: 'video/mp4' });
    const item = await compareDone({ userVideoUrl: uploads.abc, workflowId: edited.workflow.id });
    expect(item.result!.steps.filter((s) => s.inOrder === false)).toHaveLength(1);
  });
});

describe('failures and repeated deliveries', () => {
  it('records why a compare failed: an unreadable video, a reference gone, the 360 s time-out', async () => {
    const bad = join(w.dir, 'not-a-video.mp4');
    await writeFile(bad, 'this is text, not a video');
    const junk = await storeUpload(w.home.org.id, w.home.operator.id, bad);
    expect(await compareDone({ userVideoUrl: junk.id, workflowId })).toMatchObject({ status: 'failure', errorKey: 'smartCompare.errors.unreadableVideo', result: null });

    const gone = await createReferenceWorkflow(w.home.org.id, w.home.ws.id, w.home.supervisor.id, w.videos.abc, ['Only']);
    const started = await start(w.home.cookies.operator, { userVideoUrl: uploads.abc, workflowId: gone.workflow.id });
    await (await getDb()).update(workflows).set({ originalVideoKey: null }).where(eq(workflows.id, gone.workflow.id));
    await runSmartCompare({ organizationId: w.home.org.id, compareId: started.body.item!.id });
    expect((await poll(w.home.cookies.operator, started.body.item!.id)).body.item).toMatchObject({ status: 'failure', errorKey: 'smartCompare.errors.referenceNotReady' });
    // Refused at once while the reference has no video.
    expect(await start(w.home.cookies.operator, { userVideoUrl: uploads.abc, workflowId: gone.workflow.id })).toMatchObject({ status: 422, body: { error: { message: 'smartCompare.errors.referenceNotReady' } } });

    const slow = await start(w.home.cookies.operator, { userVideoUrl: uploads.abc, workflowId });
    await runSmartCompare({ organizationId: w.home.org.id, compareId: slow.body.item!.id }, undefined, 1);
    expect((await poll(w.home.cookies.operator, slow.body.item!.id)).body.item).toMatchObject({ status: 'failure', errorKey: 'smartCompare.errors.timedOut' });
  });

  it('changes nothing when the job is delivered again after it finished', async () => {
    const item = await compareDone({ userVideoUrl: uploads.abc, stepId: stepIds[1] });
    const [before] = await (await getDb()).select().from(usersSmartCompares).where(eq(usersSmartCompares.id, item.id));
    await runSmartCompare({ organizationId: w.home.org.id, compareId: item.id });
    const [after] = await (await getDb()).select().from(usersSmartCompares).where(eq(usersSmartCompares.id, item.id));
    expect(after).toEqual(before);
    // Another organisation's id runs nothing.
    await runSmartCompare({ organizationId: w.other.org.id, compareId: item.id });
    expect((await poll(w.home.cookies.operator, item.id)).body.item!.status).toBe('completed');
  });
});

describe('validation, organisations and flags', () => {
  it('answers the §5 messages as translated 422s', async () => {
    const cookie = w.home.cookies.operator;
    expect(await start(cookie, { workflowId })).toMatchObject({ status: 422, body: { error: { message: 'smartCompare.errors.userVideoRequired' } } });
    expect(await start(cookie, { userVideoUrl: '  ', workflowId })).toMatchObject({ status: 422, body: { error: { message: 'smartCompare.errors.userVideoRequired' } } });
    expect(await start(cookie, { userVideoUrl: uploads.abc })).toMatchObject({ status: 422, body: { error: { message: 'smartCompare.errors.exactlyOneReference' } } });
    expect(await start(cookie, { userVideoUrl: uploads.abc, workflowId, stepId: stepIds[0] })).toMatchObject({ status: 422, body: { error: { message: 'smartCompare.errors.exactlyOneReference' } } });
  });

  it("answers another organisation's ids, and unknown ones, with 404", async () => {
    const theirs = await storeUpload(w.other.org.id, w.other.operator.id, w.videos.abc);
    const them = w.other.cookies.operator;
    expect((await start(them, { userVideoUrl: theirs.id, workflowId })).status).toBe(404);
    expect((await start(them, { userVideoUrl: theirs.id, stepId: stepIds[0] })).status).toBe(404);
    expect((await start(them, { userVideoUrl: uploads.abc, referenceVideoUrl: theirs.id })).status).toBe(404);
    expect((await start(w.home.cookies.operator, { userVideoUrl: theirs.id, workflowId })).status).toBe(404);
    expect((await start(w.home.cookies.operator, { userVideoUrl: `/api/v1/storage/${theirs.key}`, workflowId })).status).toBe(404);
    expect((await start(w.home.cookies.operator, { userVideoUrl: uploads.abc, workflowId: crypto.randomUUID() })).status).toBe(404);
    const mine = await start(w.home.cookies.operator, { userVideoUrl: uploads.abc, workflowId });
    expect((await poll(them, mine.body.item!.id)).status).toBe(404);
    expect((await poll(w.home.cookies.operator, crypto.randomUUID())).status).toBe(404);
  });

  it("accepts the caller's own upload by its stored URL, or a URL the server signed; not another member's upload", async () => {
    const { key } = await storeUpload(w.home.org.id, w.home.operator.id, w.videos.abc);
    const item = await compareDone({ userVideoUrl: `/api/v1/storage/${key}?exp=1&sig=x`, stepId: stepIds[0] });
    expect(item.result!.steps[0]).toMatchObject({ found: true, inOrder: true });
    const supervisors = await storeUpload(w.home.org.id, w.home.supervisor.id, w.videos.abc);
    expect((await start(w.home.cookies.operator, { userVideoUrl: supervisors.id, workflowId })).status).toBe(404);
    expect((await start(w.home.cookies.operator, { userVideoUrl: `/api/v1/storage/${supervisors.key}`, workflowId })).status).toBe(404);
    // Another member's upload is a reference only when a smart-compare block of the organisation names it.
    expect((await start(w.home.cookies.operator, { userVideoUrl: uploads.abc, referenceVideoUrl: supervisors.id })).status).toBe(404);
    await nameAsSopReference(w.other.org.id, w.other.ws.id, supervisors.id);
    expect((await start(w.home.cookies.operator, { userVideoUrl: uploads.abc, referenceVideoUrl: supervisors.id })).status).toBe(404);
    await nameAsSopReference(w.home.org.id, w.home.ws.id, supervisors.id);
    expect((await start(w.home.cookies.operator, { userVideoUrl: uploads.abc, referenceVideoUrl: supervisors.id })).status).toBe(202);
    // A supervisor may compare an operator's upload.
    expect((await start(w.home.cookies.supervisor, { userVideoUrl: uploads.abc, workflowId })).status).toBe(202);
    // An object that is no upload: only through a URL the server signed.
    const loose = `orgs/${w.home.org.id}/workflows/${workflowId}/original.mp4`;
    await getStorage().put(loose, await readFile(w.videos.abc), { contentType: 'video/mp4' });
    expect((await start(w.home.cookies.operator, { userVideoUrl: `/api/v1/storage/${loose}?exp=9999999999&sig=${'0'.repeat(64)}`, workflowId })).status).toBe(404);
    const signed = await getStorage().signedUrl(loose);
    expect((await start(w.home.cookies.operator, { userVideoUrl: signed, workflowId })).status).toBe(202);
  });

  it('refuses a sixth compare while five of the same user are still waiting or running (429)', async () => {
    const mine = await storeUpload(w.other.org.id, w.other.operator.id, w.videos.ac);
    const body = { userVideoUrl: mine.id, referenceVideoUrl: mine.id };
    for (let k = 0; k < 5; k++) expect((await start(w.other.cookies.operator, body)).status).toBe(202);
    expect(await start(w.other.cookies.operator, body)).toMatchObject({ status: 429, body: { error: { message: 'smartCompare.errors.tooMany' } } });
    // Another user of the organisation is not held up.
    const theirs = await storeUpload(w.other.org.id, w.other.supervisor.id, w.videos.ac);
    expect((await start(w.other.cookies.supervisor, { userVideoUrl: theirs.id, referenceVideoUrl: theirs.id })).status).toBe(202);
  });

  it('is refused (403) where smart compare or its AI switch is off, and without a session (401)', async () => {
    const answer = await start(w.off.cookies.operator, { userVideoUrl: uploads.abc, workflowId });
    expect(answer).toMatchObject({ status: 403, body: { error: { message: 'ai.featureOff' } } });
    expect((await start('', { userVideoUrl: uploads.abc, workflowId })).status).toBe(401);
  });

  it('records compares: the operator lists their own, a supervisor everyone’s; another operator cannot read them', async () => {
    const sopId = crypto.randomUUID();
    const made = await record(apiRequest('/api/v1/users-smart-compares', { method: 'POST', cookie: w.home.cookies.operator, body: { userVideoUrl: uploads.abc, workflowId, multimodalSopId: sopId, sopItemId: 'item-1' } }), routeParams({})).then(json);
    expect(made.status).toBe(202);
    expect(made.body.item).toMatchObject({ multimodalSopId: sopId, sopItemId: 'item-1' });
    const read = (cookie: string, query: string) => list(apiRequest(`/api/v1/users-smart-compares?${query}`, { cookie }), routeParams({})).then(json);
    expect(await read(w.home.cookies.supervisor, `multimodalSopId=${sopId}`)).toMatchObject({ status: 200, body: { total: 1, items: [{ id: made.body.item!.id, user: { displayName: 'Olga Operator' } }] } });
    expect((await read(w.home.cookies.supervisor, `multimodalSopId=${sopId}&mine=true`)).body.total).toBe(0);
    expect((await read(w.home.cookies.operator, '')).body.total).toBeGreaterThan(4);
    expect((await read(w.other.cookies.supervisor, `multimodalSopId=${sopId}`)).body.total).toBe(0);
    expect((await poll(w.home.cookies.supervisor, made.body.item!.id)).status).toBe(200);
    expect((await read(w.home.cookies.operator, 'size=500')).status).toBe(422);
  });
});
