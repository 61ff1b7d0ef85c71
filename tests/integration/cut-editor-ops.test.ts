import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/v1/workflows/[id]/editor-session/[action]/route';
import { GET, PUT } from '@/app/api/v1/workflows/[id]/editor-session/route';
import { getDb } from '@/db/client';
import { uploads, workflows, workflowSteps, type Workflow } from '@/db/schema';
import { runCutRender } from '@/lib/editor/cut/render';
import { describeMedia } from '@/lib/editor/cut/render-media';
import { EMPTY_CUT } from '@/lib/editor/cut/segments';
import { insertStep, rotateInsert, rotateVideo, trimInsert } from '@/lib/editor/cut/timeline';
import { stopBoss } from '@/lib/jobs';
import { getStorage, toBuffer } from '@/lib/storage';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, routeParams, sessionCookie } from '../helpers/factories';
import { makeClip } from '../helpers/media-fixtures';
import { createInitializedWorkflow, narratedClip } from '../helpers/workflow-fixtures';

/**
 * The cut editor's insert and rotate, rendered for real (issue 18): an inserted clip of another
 * size, frame rate and without audio makes the video longer by its length ± one frame and becomes
 * a step at its index; rotating the whole video swaps the rungs' width and height.
 */
let orgId: string;
let author: Awaited<ReturnType<typeof createUser>>;
let workflow: Workflow;
let dir: string;
const cookies: Record<string, string> = {};
const FRAME = 1 / 25;

async function storedUpload(clip: string, options: { org?: string; user?: string; status?: string; fileName?: string } = {}) {
  const id = randomUUID();
  const org = options.org ?? orgId;
  const key = `orgs/${org}/uploads/${id}/source.mp4`;
  const bytes = await readFile(clip);
  await getStorage().put(key, bytes, { contentType: 'video/mp4' });
  await (await getDb()).insert(uploads).values({
    id, organizationId: org, userId: options.user ?? author.id, storageKey: key, fileName: options.fileName ?? 'insert.mp4', contentType: 'video/mp4',
    purpose: 'workflow-video', size: bytes.length, partSize: bytes.length, status: options.status ?? 'completed', expiresAt: new Date(Date.now() + 86_400_000),
  });
  return id;
}

beforeAll(async () => {
  process.env.PIPELINE_X264_PRESET = 'ultrafast';
  process.env.JOBS_IN_PROCESS = 'false';
  dir = await mkdtemp(path.join(os.tmpdir(), 'cut-ops-'));
  orgId = (await createOrg()).id;
  const workspaceId = (await createWorkspace(orgId)).id;
  author = await createUser(orgId, 'publisher');
  await addMember(orgId, workspaceId, author.id, 'publisher');
  cookies.author = (await sessionCookie(author)).cookie;
  ({ workflow } = await createInitializedWorkflow({ orgId, workspaceId, authorId: author.id, clip: await narratedClip(), languageCode: 'en-us' }));
  expect(await processWorkflow({ organizationId: orgId, workflowId: workflow.id })).toEqual({ status: 'finished' });
}, 240_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await stopBoss({ graceful: false });
});

const load = async () => (await (await GET(apiRequest(`/api/v1/workflows/${workflow.id}/editor-session`, { cookie: cookies.author }), routeParams({ id: workflow.id }))).json()).item;
const save = (body: unknown) => PUT(apiRequest(`/api/v1/workflows/${workflow.id}/editor-session`, { method: 'PUT', body, cookie: cookies.author }), routeParams({ id: workflow.id }));
const act = (action: string, body: unknown = {}) =>
  POST(apiRequest(`/api/v1/workflows/${workflow.id}/editor-session/${action}`, { method: 'POST', body, cookie: cookies.author }), routeParams({ id: workflow.id, action }));
const stepsOf = async () => (await getDb()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, workflow.id)).orderBy(asc(workflowSteps.position));
const rowOf = async () => (await (await getDb()).query.workflows.findFirst({ where: eq(workflows.id, workflow.id) }))!;
const render = () => runCutRender({ organizationId: orgId, workflowId: workflow.id });

/** The stored 360p rung as a local file. */
async function rung360File() {
  const object = await getStorage().get(workflowMediaKeys(orgId, workflow.id).rung(360));
  const file = path.join(dir, `${randomUUID()}.mp4`);
  await writeFile(file, await toBuffer(object!.body));
  return file;
}
/** The stored 360p rung, probed. */
const rung360 = async () => describeMedia(await rung360File());

/** Mean grey level of the frame at `t` in columns [x0, x1) (the whole height). */
async function columnsLevel(file: string, t: number, x0: number, x1: number) {
  const { width, height } = await describeMedia(file);
  const { stdout } = await promisify(execFile)('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-ss', String(t), '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], { encoding: 'buffer', maxBuffer: 1 << 24 });
  let sum = 0;
  for (let y = 0; y < height; y++) for (let x = x0; x < x1; x++) sum += stdout[y * width + x];
  return sum / (height * (x1 - x0));
}

describe('insert a clip', () => {
  it('refuses uploads that are not the organisation’s completed videos', async () => {
    const { revision } = await load();
    const otherOrg = (await createOrg()).id;
    const stranger = await createUser(otherOrg, 'publisher');
    const clip = await makeClip({ seconds: 3, width: 320, height: 240, audio: 'none' });
    const foreign = await storedUpload(clip, { org: otherOrg, user: stranger.id });
    const unfinished = await storedUpload(clip, { status: 'uploading' });
    for (const uploadId of [foreign, unfinished, randomUUID()]) {
      const res = await save({ revision, ...insertStep(EMPTY_CUT, 1, uploadId, 3) });
      expect(res.status).toBe(422);
    }
    expect((await save({ revision, segments: [{ type: 'insert', target: 'step', start: 0, end: 3, insertIndex: 1 }], redo: [] })).status).toBe(422);
    expect((await load()).revision).toBe(revision);
  });

  it('renders the insert: longer by its duration ± one frame, a step of its own before the step at its index, normalised to the source', async () => {
    const clip = await makeClip({ seconds: 3, width: 320, height: 240, fps: 30, audio: 'none' });
    const uploadId = await storedUpload(clip, { fileName: 'Extra angle.mp4' });
    const session = await load();
    const before = await stepsOf();
    const media = await rung360();
    const saved = await save({ revision: session.revision, ...insertStep(EMPTY_CUT, 0, uploadId, 3) });
    expect(saved.status).toBe(200);
    const item = (await saved.json()).item;
    expect(item.insertUrls[uploadId]).toBeTruthy();
    expect((await (await getDb()).query.uploads.findFirst({ where: eq(uploads.id, uploadId) }))!.workflowId).toBe(workflow.id);

    expect((await act('apply', { revision: item.revision })).status).toBe(202);
    expect((await rowOf()).editorStatus).toBe('processing cut');
    expect(await render()).toBe('finished');
    const after = await stepsOf();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ title: 'Extra angle', startTime: 0 });
    expect(Math.abs(after[0].duration - 3)).toBeLessThanOrEqual(FRAME + 0.001);
    expect(after.slice(1).map((s) => s.id)).toEqual(before.map((s) => s.id));
    expect(Math.abs(after[1].startTime - after[0].endTime)).toBeLessThanOrEqual(0.001);
    const total = (steps: typeof before) => steps.reduce((sum, s) => sum + s.duration, 0);
    expect(Math.abs(total(after) - total(before) - 3)).toBeLessThanOrEqual(FRAME + 0.001);
    const rendered = await rung360();
    expect(Math.abs(rendered.duration - media.duration - 3)).toBeLessThanOrEqual(FRAME + 0.05);
    expect([rendered.width, rendered.height]).toEqual([media.width, media.height]);
    expect(rendered.hasAudio).toBe(media.hasAudio);
    expect(Math.round(rendered.fps)).toBe(Math.round(media.fps));
  }, 240_000);
});

describe('trim and rotate an inserted clip alone', () => {
  it('renders only its trimmed part, turned and fitted into the frame; later steps move by the trimmed length', async () => {
    // A wide clip: turned a quarter, it stands upright in the frame with black on both sides.
    const clip = await makeClip({ seconds: 4, width: 320, height: 120, fps: 25, audio: 'sine' });
    const uploadId = await storedUpload(clip, { fileName: 'Wide angle.mp4' });
    const session = await load();
    const before = await stepsOf();
    const media = await rung360();
    const clipId = randomUUID();
    let cut = insertStep(EMPTY_CUT, 0, uploadId, 4, clipId);
    const trimmed = trimInsert(cut, clipId, 1, 3);
    if (typeof trimmed === 'string') throw new Error(trimmed);
    const turned = rotateInsert(trimmed, clipId);
    if (typeof turned === 'string') throw new Error(turned);
    cut = turned;
    const saved = await save({ revision: session.revision, ...cut });
    expect(saved.status).toBe(200);
    expect((await act('apply', { revision: (await saved.json()).item.revision })).status).toBe(202);
    expect(await render()).toBe('finished');
    const after = await stepsOf();
    expect(after[0]).toMatchObject({ title: 'Wide angle', startTime: 0 });
    expect(Math.abs(after[0].duration - 2)).toBeLessThanOrEqual(FRAME + 0.001);
    expect(after.slice(1).map((s) => s.id)).toEqual(before.map((s) => s.id));
    const total = (steps: typeof before) => steps.reduce((sum, s) => sum + s.duration, 0);
    expect(Math.abs(total(after) - total(before) - 2)).toBeLessThanOrEqual(FRAME + 0.001);
    const file = await rung360File();
    const rendered = await describeMedia(file);
    expect(Math.abs(rendered.duration - media.duration - 2)).toBeLessThanOrEqual(FRAME + 0.05);
    expect([rendered.width, rendered.height]).toEqual([media.width, media.height]);
    // Upright: the left and right quarters are black bars, the middle is the clip.
    const quarter = Math.floor(rendered.width / 4);
    expect(await columnsLevel(file, 1, 0, quarter)).toBeLessThan(20);
    expect(await columnsLevel(file, 1, rendered.width - quarter, rendered.width)).toBeLessThan(20);
    expect(await columnsLevel(file, 1, 2 * quarter - 20, 2 * quarter + 20)).toBeGreaterThan(40);
  }, 240_000);
});

describe('rotate', () => {
  it('rotating the whole video swaps its width and height (editorStatus processing rotate)', async () => {
    const session = await load();
    const media = await rung360();
    const saved = await save({ revision: session.revision, ...rotateVideo(EMPTY_CUT, session.duration) });
    expect(saved.status).toBe(200);
    const { revision } = (await saved.json()).item;
    expect((await act('apply', { revision })).status).toBe(202);
    expect((await rowOf()).editorStatus).toBe('processing rotate');
    expect(await render()).toBe('finished');
    const rotated = await rung360();
    expect([rotated.width, rotated.height]).toEqual([media.height, media.width]);
    expect(Math.abs(rotated.duration - media.duration)).toBeLessThanOrEqual(FRAME + 0.05);
    expect((await rowOf()).editorStatus).toBe('completed buildermain');
  }, 240_000);
});
