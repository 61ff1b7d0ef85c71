import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopBoss } from '@/lib/jobs';
import { GET as media } from '@/app/api/v1/media/workflows/[id]/steps/[stepId]/[file]/route';
import { GET as storageGet } from '@/app/api/v1/storage/[...key]/route';
import { GET as events } from '@/app/api/v1/workflows/[id]/events/route';
import { GET as progress } from '@/app/api/v1/workflows/[id]/progress/route';
import { POST as transcription } from '@/app/api/v1/workflows/[id]/transcription/route';
import { getDb } from '@/db/client';
import { documentVersions, transcriptions, workflows, workflowSteps, type Workflow } from '@/db/schema';
import { getStorage, toBuffer } from '@/lib/storage';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import { copyWorkflowMedia, purgeWorkflowMedia } from '@/lib/workflows/pipeline/copy-media';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, routeParams, sessionCookie } from '../helpers/factories';
import { createInitializedWorkflow, narratedClip } from '../helpers/workflow-fixtures';

type User = Awaited<ReturnType<typeof createUser>>;
let orgId: string;
let workspaceId: string;
let privateWorkspaceId: string;
let author: User;
let viewer: User;
let outsider: User;
let workflow: Workflow;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  process.env.PIPELINE_X264_PRESET = 'ultrafast';
  process.env.JOBS_IN_PROCESS = 'false';
  orgId = (await createOrg()).id;
  workspaceId = (await createWorkspace(orgId)).id;
  privateWorkspaceId = (await createWorkspace(orgId, { private: true })).id;
  author = await createUser(orgId, 'publisher');
  viewer = await createUser(orgId, 'viewer');
  outsider = await createUser(orgId, 'viewer');
  for (const ws of [workspaceId, privateWorkspaceId]) await addMember(orgId, ws, author.id, 'publisher');
  for (const ws of [workspaceId, privateWorkspaceId]) await addMember(orgId, ws, viewer.id, 'viewer');
  await addMember(orgId, workspaceId, outsider.id, 'viewer');
  for (const [name, user] of Object.entries({ author, viewer, outsider })) cookies[name] = (await sessionCookie(user)).cookie;
  // German: no recogniser on this machine speaks it, so the workflow waits for the author's transcript.
  ({ workflow } = await createInitializedWorkflow({ orgId, workspaceId, authorId: author.id, clip: await narratedClip(), languageCode: 'de-de' }));
  expect(await processWorkflow({ organizationId: orgId, workflowId: workflow.id })).toEqual({ status: 'finished' });
}, 240_000);

// The retry and transcript endpoints queue jobs through pg-boss; its connections close before the database goes.
afterAll(() => stopBoss({ graceful: false }));

const db = () => getDb();
const rowOf = async (id: string) => (await (await db()).query.workflows.findFirst({ where: eq(workflows.id, id) }))!;
const stepsOf = async (id: string) => (await db()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, id)).orderBy(asc(workflowSteps.position));
const setRow = async (id: string, fields: Partial<Workflow>) => (await db()).update(workflows).set(fields).where(eq(workflows.id, id));

const without = <T extends object, K extends keyof T>(row: T, keys: K[]) =>
  Object.fromEntries(Object.entries(row).filter(([name]) => !keys.includes(name as K))) as Omit<T, K>;

function getMedia(id: string, stepId: string, file: string, cookie?: string) {
  return media(apiRequest(`/api/v1/media/workflows/${id}/steps/${stepId}/${file}`, { cookie }), routeParams({ id, stepId, file }));
}

describe('without a transcription provider', () => {
  it('ends ready but waiting, cut into ~30 s chunks', async () => {
    expect(await rowOf(workflow.id)).toMatchObject({ speechStatus: 'waiting', stepsStatus: 'finished', blocked: null });
    const steps = await stepsOf(workflow.id);
    expect(steps).toHaveLength(1);
    expect(await (await db()).select().from(transcriptions).where(eq(transcriptions.workflowId, workflow.id))).toEqual([]);
  });
});

describe('GET /workflows/{id}/progress and /events', () => {
  it('answers the current progress event, and streams changes until processing ends', async () => {
    const res = await progress(apiRequest(`/api/v1/workflows/${workflow.id}/progress`, { cookie: cookies.author }), routeParams({ id: workflow.id }));
    expect((await res.json()).item).toEqual({ id: workflow.id, status: 'new', stage: null, fraction: null, failure: null });
    const hidden = await progress(apiRequest(`/api/v1/workflows/${workflow.id}/progress`, { cookie: cookies.viewer }), routeParams({ id: workflow.id }));
    expect(hidden.status).toBe(404);
    const anonymous = await progress(apiRequest(`/api/v1/workflows/${workflow.id}/progress`), routeParams({ id: workflow.id }));
    expect(anonymous.status).toBe(401);

    await setRow(workflow.id, { blocked: 'transcoding', progress: { stage: 'transcode', fraction: 0.4, updatedAt: new Date().toISOString() } });
    const stream = await events(apiRequest(`/api/v1/workflows/${workflow.id}/events`, { cookie: cookies.author }), routeParams({ id: workflow.id }));
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    const first = (await reader.read()).value!;
    expect(JSON.parse(first.replace(/^data: /, ''))).toEqual({ id: workflow.id, status: 'transcoding', stage: 'transcode', fraction: 0.4, failure: null });
    await setRow(workflow.id, { blocked: null, progress: null });
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += chunk.value;
    expect(JSON.parse(rest.replace(/^data: /, ''))).toMatchObject({ status: 'new', stage: null });
  });
});

describe('GET /media/workflows/{id}/steps/{stepId}/{file}', () => {
  it('serves playlists with signed segment URLs to those who may view, and to nobody else', async () => {
    const [step] = await stepsOf(workflow.id);
    const master = await getMedia(workflow.id, step.id, 'master.m3u8', cookies.author);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.headers.get('cache-control')).toContain('no-store');
    const masterText = await master.text();
    expect(masterText).toContain(`/api/v1/media/workflows/${workflow.id}/steps/${step.id}/360.m3u8`);

    const rung = await (await getMedia(workflow.id, step.id, '480.m3u8', cookies.author)).text();
    const segments = rung.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(segments.length).toBeGreaterThan(0);
    for (const url of segments) expect(url).toMatch(/^\/api\/v1\/storage\/orgs\/.+\/480\/\d{5}\.ts\?exp=\d+&sig=[0-9a-f]{64}$/);
    const segmentUrl = new URL(segments[0], 'http://localhost:3000');
    const key = segmentUrl.pathname.replace('/api/v1/storage/', '').split('/');
    const segment = await storageGet(new Request(segmentUrl), { params: Promise.resolve({ key }) });
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    const unsigned = await storageGet(new Request(new URL(segmentUrl.pathname, 'http://localhost:3000')), { params: Promise.resolve({ key }) });
    expect(unsigned.status).toBe(403);

    // Viewers see published workflows only; nobody sees a private workspace they are not in.
    expect((await getMedia(workflow.id, step.id, 'master.m3u8', cookies.viewer)).status).toBe(404);
    expect((await getMedia(workflow.id, step.id, 'master.m3u8')).status).toBe(401);
    expect((await getMedia(workflow.id, step.id, '2160.m3u8', cookies.author)).status).toBe(404);
    expect((await getMedia(workflow.id, step.id, '..%2Fposter.jpg', cookies.author)).status).toBe(404);
    expect((await getMedia(workflow.id, crypto.randomUUID(), 'master.m3u8', cookies.author)).status).toBe(404);
    await setRow(workflow.id, { published: true, workspaceId: privateWorkspaceId });
    expect((await getMedia(workflow.id, step.id, 'master.m3u8', cookies.viewer)).status).toBe(200);
    expect((await getMedia(workflow.id, step.id, 'master.m3u8', cookies.outsider)).status).toBe(404);
    const foreign = await createUser((await createOrg()).id, 'admin-organization');
    expect((await getMedia(workflow.id, step.id, 'master.m3u8', (await sessionCookie(foreign)).cookie)).status).toBe(404);
    await setRow(workflow.id, { published: false, workspaceId });
  });
});

describe('POST /workflows/{id}/transcription', () => {
  const post = (body: unknown, cookie = cookies.author) =>
    transcription(apiRequest(`/api/v1/workflows/${workflow.id}/transcription`, { method: 'POST', body, cookie }), routeParams({ id: workflow.id }));
  const vtt = 'WEBVTT\n\n00:00:00.500 --> 00:00:06.000\nWelcome to the training.\n\n00:00:08.000 --> 00:00:15.000\nSwitch off the power.\n\n00:00:17.000 --> 00:00:23.000\nClose the cover.\n';

  it('validates, then re-segments from the transcript without encoding again', async () => {
    expect((await post({ format: 'vtt', content: 'no header' })).status).toBe(422);
    expect((await (await post({ format: 'vtt', content: 'no header' })).json()).error.message).toBe('pipeline.transcriptInvalid');
    expect((await post({ format: 'docx', content: 'x' })).status).toBe(422);
    expect((await post({ format: 'vtt', content: vtt }, cookies.viewer)).status).toBe(403);
    const rungsBefore = await getStorage().list(`${workflowMediaKeys(orgId, workflow.id).prefix}rungs/`);

    const res = await post({ format: 'vtt', content: vtt });
    expect(res.status).toBe(202);
    expect((await res.json()).item).toMatchObject({ status: 'transcoding' });
    expect(await rowOf(workflow.id)).toMatchObject({ speechStatus: 'sentences finished', stepsStatus: 'scheduled', blocked: 'transcoding' });
    expect((await post({ format: 'vtt', content: vtt })).status).toBe(409);

    expect(await processWorkflow({ organizationId: orgId, workflowId: workflow.id })).toEqual({ status: 'finished' });
    expect(await rowOf(workflow.id)).toMatchObject({ speechStatus: 'completed', stepsStatus: 'finished', hlsVersion: 2, blocked: null });
    const [text] = await (await db()).select().from(transcriptions).where(eq(transcriptions.workflowId, workflow.id));
    expect(text).toMatchObject({ source: 'upload', languageCode: 'de-de', searchText: 'Welcome to the training. Switch off the power. Close the cover.' });
    const steps = await stepsOf(workflow.id);
    expect(steps.length).toBeGreaterThanOrEqual(2);
    expect(steps[0].title).toBe('Welcome to the training.');
    expect(steps.every((s) => s.hlsKey!.includes('/hls/2/'))).toBe(true);
    // Same rung files: nothing was encoded again.
    expect(await getStorage().list(`${workflowMediaKeys(orgId, workflow.id).prefix}rungs/`)).toEqual(rungsBefore);

    // A second transcript keeps the first as a version.
    expect((await post({ format: 'text', content: 'Welcome. Switch off the power. Close the cover.' })).status).toBe(202);
    const versions = await (await db()).select().from(documentVersions).where(eq(documentVersions.documentId, text.id));
    expect(versions).toHaveLength(1);
    expect(await processWorkflow({ organizationId: orgId, workflowId: workflow.id })).toEqual({ status: 'finished' });
    expect((await stepsOf(workflow.id))[0].hlsKey).toContain('/hls/3/');
  }, 120_000);
});

describe('copy-media and purge-media jobs', () => {
  it('copies a duplicate\'s media and rewrites its keys, then purges a deleted workflow\'s folder', async () => {
    const source = await rowOf(workflow.id);
    // As POST /workflows/{id}/duplication leaves it: rows copied with the source's keys, blocked.
    const [copy] = await (await db()).insert(workflows).values({ ...without(source, ['id', 'createdAt', 'updatedAt']), blocked: 'copying original video', duplicatedFromId: source.id }).returning();
    const steps = await stepsOf(source.id);
    await (await db()).insert(workflowSteps).values(steps.map((step) => ({ ...without(step, ['id', 'createdAt']), workflowId: copy.id })));

    expect(await copyWorkflowMedia(await db(), getStorage(), { organizationId: orgId, workflowId: copy.id })).toBe('copied');
    const from = workflowMediaKeys(orgId, source.id).prefix;
    const to = workflowMediaKeys(orgId, copy.id).prefix;
    const sourceKeys = (await getStorage().list(from)).map((o) => o.key.slice(from.length));
    expect((await getStorage().list(to)).map((o) => o.key.slice(to.length))).toEqual(sourceKeys);
    const copied = await rowOf(copy.id);
    expect(copied).toMatchObject({ blocked: null, posterKey: `${to}poster.jpg`, originalVideoKey: `${to}original.mp4` });
    const [step] = await stepsOf(copy.id);
    expect(step.hlsKey!.startsWith(to)).toBe(true);
    expect(step.startVideoKey!.startsWith(to)).toBe(true);
    expect(await getStorage().exists(step.startVideoKey!)).toBe(true);
    expect(Object.values(step.renditions as Record<string, string>).every((k) => k.startsWith(to))).toBe(true);
    expect((step.imageMap as { folder: string }).folder).toBe(`${to}image-map/`);
    expect((await getMedia(copy.id, step.id, 'master.m3u8', cookies.author)).status).toBe(200);
    const marker = (await getStorage().get(`${to}pipeline/image-map.json`))!;
    expect(JSON.parse((await toBuffer(marker.body)).toString())).toMatchObject({ folder: `${to}image-map/` });

    await (await db()).delete(workflows).where(eq(workflows.id, copy.id));
    expect(await purgeWorkflowMedia(await db(), getStorage(), { organizationId: orgId, workflowId: copy.id })).toBe(sourceKeys.length);
    expect(await getStorage().list(to)).toEqual([]);
    expect((await getStorage().list(from)).length).toBe(sourceKeys.length);
  }, 60_000);
});
