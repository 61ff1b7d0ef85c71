import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as publishRoute } from '@/app/api/v1/workflows/[id]/publish/route';
import { GET as getVoiceOver, PUT as putVoiceOver } from '@/app/api/v1/workflows/[id]/voice-over/route';
import { getDb } from '@/db/client';
import { annotations, textToSpeech, voiceOvers, workflows, workflowSteps, type Workflow } from '@/db/schema';
import { publishRenderNeeded } from '@/lib/editor/publish/state';
import { runPublishRender } from '@/lib/editor/publish/render';
import { stopBoss } from '@/lib/jobs';
import { getStorage, toBuffer } from '@/lib/storage';
import { EDITOR } from '@/lib/workflows/constants';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, routeParams, sessionCookie } from '../helpers/factories';
import { makeClip } from '../helpers/media-fixtures';
import { createInitializedWorkflow } from '../helpers/workflow-fixtures';

const run = promisify(execFile);
let orgId: string;
let workflow: Workflow;
let stepId: string;
let dir: string;
let ttsFile: string;
let speechId: string;
const cookies: Record<string, string> = {};

/** A blur box over testsrc2's noisy chequerboard (400,224 160×80 in the 640×360 rung), step seconds 1–3. */
const BLUR = { id: 'blur-1', type: 'blur', shape: 'rectangle', left: 800, top: 450, width: 320, height: 160, startTime: 1, endTime: 3, originalCanvasWidth: 1280, originalCanvasHeight: 720 };
const BOX = { x: 400, y: 224, w: 160, h: 80 };
const W = 640;
const H = 360;
/** The voice-over block: step seconds 3.5–5.5; its "speech" is a 1 kHz tone (the clip's own sound is 440 Hz). */
const SPAN = { start: 3.5, end: 5.5 };
const RATE = 8000;

beforeAll(async () => {
  process.env.PIPELINE_X264_PRESET = 'ultrafast';
  process.env.JOBS_IN_PROCESS = 'false';
  dir = await mkdtemp(path.join(tmpdir(), 'publish-render-'));
  orgId = (await createOrg()).id;
  const workspaceId = (await createWorkspace(orgId)).id;
  const author = await createUser(orgId, 'publisher');
  await addMember(orgId, workspaceId, author.id, 'publisher');
  const stranger = await createUser((await createOrg()).id, 'admin-organization');
  for (const [name, user] of Object.entries({ author, stranger })) cookies[name] = (await sessionCookie(user)).cookie;
  const clip = await makeClip({ seconds: 6, width: W, height: H, audio: 'sine' });
  ({ workflow } = await createInitializedWorkflow({ orgId, workspaceId, authorId: author.id, clip, languageCode: 'en-us' }));
  expect(await processWorkflow({ organizationId: orgId, workflowId: workflow.id })).toEqual({ status: 'finished' });
  const db = await getDb();
  stepId = (await db.select().from(workflowSteps).where(eq(workflowSteps.workflowId, workflow.id)))[0]!.id;
  ttsFile = path.join(dir, 'tts.wav');
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=1000:sample_rate=24000:duration=2', '-ac', '1', ttsFile]);
  const key = `orgs/${orgId}/audios/${workflow.id}/tts.wav`;
  await getStorage().put(key, await readFile(ttsFile), { contentType: 'audio/wav' });
  const [speech] = await db
    .insert(textToSpeech)
    .values({ organizationId: orgId, workflowId: workflow.id, stepId, voice: 'espeak:en-us', rate: 1, text: 'Open the valve.', language: 'en-us', span: 2, duration: 2, status: 'completed', storageKey: key })
    .returning();
  speechId = speech.id;
}, 120_000);

afterAll(() => stopBoss({ graceful: false }));

const rowOf = async () => (await (await getDb()).query.workflows.findFirst({ where: eq(workflows.id, workflow.id) }))!;
const stepOf = async () => (await (await getDb()).query.workflowSteps.findFirst({ where: eq(workflowSteps.id, stepId) }))!;
const publish = (cookie = cookies.author) => publishRoute(apiRequest(`/api/v1/workflows/${workflow.id}/publish`, { method: 'POST', cookie }), routeParams({ id: workflow.id }));
const block = { key: 'b1', text2SpeechId: null as string | null, text: 'Open the valve.', time: 2, speed: 1, markedText: 'Open the valve.', startTime: SPAN.start, endTime: SPAN.end, voice: 'espeak:en-us', isDirty: false };
/** Saves on the current revision (every editor save claims it). */
const saveVoiceOver = async (body: Record<string, unknown>, cookie = cookies.author) => {
  const current = await getVoiceOver(apiRequest(`/api/v1/workflows/${workflow.id}/voice-over`, { cookie: cookies.author }), routeParams({ id: workflow.id }));
  const { revision } = ((await current.json()) as { item: { revision: number } }).item;
  return putVoiceOver(apiRequest(`/api/v1/workflows/${workflow.id}/voice-over`, { method: 'PUT', body: { revision, ...body }, cookie }), routeParams({ id: workflow.id }));
};
const render = () => runPublishRender({ organizationId: orgId, workflowId: workflow.id });

/** A stored object as a local file. */
async function local(key: string, name: string) {
  const object = await getStorage().get(key);
  const file = path.join(dir, name);
  await writeFile(file, await toBuffer(object!.body));
  return file;
}

/** The frame at `t` as 8-bit grey pixels. */
async function frame(file: string, t: number): Promise<Buffer> {
  const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-ss', String(t), '-i', file, '-frames:v', '1', '-vf', `scale=${W}:${H}`, '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], { encoding: 'buffer', maxBuffer: 1 << 24 });
  return stdout;
}

/** Mean absolute difference of two grey frames inside the box (inside = true) or away from it (4 px margin). */
function diff(a: Buffer, b: Buffer, inside: boolean) {
  let sum = 0;
  let n = 0;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const inBox = x >= BOX.x && x < BOX.x + BOX.w && y >= BOX.y && y < BOX.y + BOX.h;
      const near = x >= BOX.x - 4 && x < BOX.x + BOX.w + 4 && y >= BOX.y - 4 && y < BOX.y + BOX.h + 4;
      if (inside ? !inBox : near) continue;
      sum += Math.abs(a[y * W + x] - b[y * W + x]);
      n += 1;
    }
  }
  return sum / n;
}

/** Mean absolute difference of horizontally neighbouring pixels inside the box: how much detail it shows. */
function detail(f: Buffer) {
  let sum = 0;
  for (let y = BOX.y + 4; y < BOX.y + BOX.h - 4; y++) for (let x = BOX.x + 4; x < BOX.x + BOX.w - 5; x++) sum += Math.abs(f[y * W + x] - f[y * W + x + 1]);
  return sum / ((BOX.h - 8) * (BOX.w - 9));
}

/** Mono samples of [start, start + seconds) at 8 kHz. */
async function samples(file: string, start: number, seconds: number): Promise<Float32Array> {
  const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-ss', String(start), '-t', String(seconds), '-i', file, '-vn', '-ac', '1', '-ar', String(RATE), '-f', 'f32le', '-'], { encoding: 'buffer', maxBuffer: 1 << 24 });
  return new Float32Array(stdout.buffer, stdout.byteOffset, stdout.length / 4);
}

/** Highest normalised correlation of two signals over lags of up to 10 ms. */
function correlation(a: Float32Array, b: Float32Array) {
  let best = 0;
  for (let lag = -80; lag <= 80; lag++) {
    let ab = 0;
    let aa = 0;
    let bb = 0;
    for (let i = 100; i < Math.min(a.length, b.length) - 100; i++) {
      const x = a[i];
      const y = b[i + lag];
      ab += x * y;
      aa += x * x;
      bb += y * y;
    }
    best = Math.max(best, ab / Math.sqrt(aa * bb || 1));
  }
  return best;
}

/** Power of one frequency (Goertzel), per sample. */
function power(signal: Float32Array, hz: number) {
  const k = 2 * Math.cos((2 * Math.PI * hz) / RATE);
  let s1 = 0;
  let s2 = 0;
  for (const x of signal) {
    const s = x + k * s1 - s2;
    s2 = s1;
    s1 = s;
  }
  return (s1 * s1 + s2 * s2 - k * s1 * s2) / signal.length ** 2;
}

describe('publishing without blur or voice-over', () => {
  it('publishes at once, with no render', async () => {
    expect(await publishRenderNeeded(await getDb(), await rowOf())).toBe(false);
    const before = await stepOf();
    expect((await publish()).status).toBe(200);
    const row = await rowOf();
    expect(row).toMatchObject({ published: true, hlsVersion: workflow.hlsVersion + 1 });
    expect(row.editorStatus).not.toBe(EDITOR.processingPublish);
    expect((await stepOf()).hlsKey).toBe(before.hlsKey);
    await (await getDb()).update(workflows).set({ published: false, publishedAt: null }).where(eq(workflows.id, workflow.id));
  });
});

describe('the voice-over mix mode', () => {
  it('is replace or duck (422 otherwise); another organisation’s workflow is 404', async () => {
    expect((await saveVoiceOver({ mode: 'louder', steps: {} })).status).toBe(422);
    expect((await saveVoiceOver({ steps: {} })).status).toBe(422);
    expect((await saveVoiceOver({ mode: 'replace', steps: {} }, cookies.stranger)).status).toBe(404);
    expect((await publish(cookies.stranger)).status).toBe(404);
    const res = await saveVoiceOver({ mode: 'replace', steps: { [stepId]: [{ ...block, text2SpeechId: speechId }] } });
    expect(res.status).toBe(200);
    expect((await res.json()).item.mode).toBe('replace');
  });
});

describe('the publish render', () => {
  it('publishes only once blur and voice-over are rendered into every rung; the clean rungs stay', async () => {
    const db = await getDb();
    await db.insert(annotations).values({ organizationId: orgId, workflowId: workflow.id, stepId, position: 0, elements: [BLUR] });
    const before = await stepOf();
    expect((await publish()).status).toBe(200);
    const pending = await rowOf();
    expect(pending).toMatchObject({ published: false, editorStatus: EDITOR.processingPublish });
    expect(await render()).toBe('finished');
    const row = await rowOf();
    expect(row).toMatchObject({ published: true, editorStatus: EDITOR.completedBuilderMain, hlsVersion: pending.hlsVersion + 1, progress: null });
    const step = await stepOf();
    expect(step.hlsKey).not.toBe(before.hlsKey);
    expect(step.startVideoKey).toContain(`/hls/${row.hlsVersion}/`);
    expect(Object.values(step.renditions as Record<string, string>).every((k) => k.includes(`/hls/${row.hlsVersion}/`))).toBe(true);
    expect(await getStorage().exists(workflowMediaKeys(orgId, workflow.id).rung(360))).toBe(true);
  }, 60_000);

  it('burns the blur into its region during its time only', async () => {
    const clean = await local(workflowMediaKeys(orgId, workflow.id).rung(360), 'clean.mp4');
    const published = await local((await stepOf()).startVideoKey!, 'published.mp4');
    const [a, b] = await Promise.all([frame(clean, 2), frame(published, 2)]);
    expect(diff(a, b, true)).toBeGreaterThan(10);
    // What the box showed is gone: hardly any edge is left in it.
    expect(detail(b)).toBeLessThan(detail(a) * 0.2);
    expect(diff(a, b, false)).toBeLessThan(4);
    const [c, d] = await Promise.all([frame(clean, 4.4), frame(published, 4.4)]);
    expect(diff(c, d, true)).toBeLessThan(4);
  }, 60_000);

  it('replace: the block span carries the speech, not the original', async () => {
    const clean = await local(workflowMediaKeys(orgId, workflow.id).rung(360), 'clean.mp4');
    const published = await local((await stepOf()).startVideoKey!, 'published.mp4');
    const out = await samples(published, SPAN.start + 0.2, 1.6);
    expect(correlation(out, await samples(ttsFile, 0.2, 1.6))).toBeGreaterThan(0.8);
    expect(correlation(out, await samples(clean, SPAN.start + 0.2, 1.6))).toBeLessThan(0.2);
    // Outside the block the original plays on.
    expect(correlation(await samples(published, 1, 2), await samples(clean, 1, 2))).toBeGreaterThan(0.8);
  }, 60_000);

  it('duck: a saved change renders again, the original lowered under the block and kept elsewhere', async () => {
    const res = await saveVoiceOver({ mode: 'duck', steps: { [stepId]: [{ ...block, text2SpeechId: speechId }] } });
    expect(res.status).toBe(200);
    expect(await rowOf()).toMatchObject({ published: true, editorStatus: EDITOR.processingPublish });
    expect(await render()).toBe('finished');
    const clean = await local(workflowMediaKeys(orgId, workflow.id).rung(360), 'clean.mp4');
    const published = await local((await stepOf()).startVideoKey!, 'ducked.mp4');
    const under = (await samples(published, SPAN.start + 0.2, 1.6));
    const original = await samples(clean, SPAN.start + 0.2, 1.6);
    const ratio = power(under, 440) / power(original, 440);
    expect(ratio).toBeGreaterThan(0.02);
    expect(ratio).toBeLessThan(0.15);
    expect(power(under, 1000)).toBeGreaterThan(power(under, 440));
    const away = power(await samples(published, 1, 2), 440) / power(await samples(clean, 1, 2), 440);
    expect(away).toBeGreaterThan(0.7);
    expect(away).toBeLessThan(1.3);
  }, 60_000);

  it('a failed render keeps the workflow published with its media, and the retry renders again', async () => {
    const db = await getDb();
    const served = await stepOf();
    await db.delete(annotations).where(eq(annotations.workflowId, workflow.id));
    await db.update(voiceOvers).set({ steps: {} }).where(eq(voiceOvers.workflowId, workflow.id));
    await db.update(workflows).set({ editorStatus: EDITOR.processingPublish, publishRender: { ...((await rowOf()).publishRender as object), pending: 'refresh' } }).where(eq(workflows.id, workflow.id));
    const rung = workflowMediaKeys(orgId, workflow.id).rung(360);
    const kept = await local(rung, 'kept.mp4');
    await getStorage().put(rung, Buffer.from('not a video'), { contentType: 'video/mp4' });
    expect(await render()).toBe('failed');
    expect(await rowOf()).toMatchObject({ published: true, editorStatus: `${EDITOR.processingPublish} error`, failure: 'advancedEditor.publish.failure' });
    expect((await stepOf()).hlsKey).toBe(served.hlsKey);
    await getStorage().put(rung, await readFile(kept), { contentType: 'video/mp4' });
    const { POST: retry } = await import('@/app/api/v1/workflows/[id]/retry/route');
    expect((await retry(apiRequest(`/api/v1/workflows/${workflow.id}/retry`, { method: 'POST', cookie: cookies.author }), routeParams({ id: workflow.id }))).status).toBe(200);
    expect(await render()).toBe('finished');
    // Nothing left to burn in: the steps play the clean media again.
    const row = await rowOf();
    expect(row).toMatchObject({ published: true, editorStatus: EDITOR.completedBuilderMain, publishRender: { key: null, hlsVersion: row.hlsVersion } });
    expect(await publishRenderNeeded(db, row)).toBe(false);
  }, 60_000);
});
