import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '@/db/schema';
import { sendJob, startWorkers, stopBoss } from '@/lib/jobs';
import { getLocalStorage, getStorage } from '@/lib/storage';
import { UPLOADS_SWEEP_JOB } from '@/lib/uploads/jobs';
import { createOrg, createUser, db, sessionCookie } from '@/tests/helpers/factories';
import { allParts, api, makeAudioOnly, makeVideo, putPart, sliceOf, uploadParts, type Created, type PartUrl } from './uploads-helpers';

// Local storage backend (the setup gives each file its own STORAGE_DIR). Jobs run only where asked.
process.env.JOBS_IN_PROCESS = 'false';

let cookie: string;
let colleague: string;
let outsider: string;
let viewer: string;
let video: Buffer;

const MB = 1024 * 1024;
const declare = (file: Buffer, fileName = 'line-setup.mp4', contentType = 'video/mp4') =>
  ({ fileName, contentType, size: file.byteLength, purpose: 'workflow-video' });

async function row(id: string) {
  const [found] = await (await db()).select().from(uploads).where(eq(uploads.id, id));
  return found;
}
const partsDirExists = async (id: string) =>
  existsSync(path.join(getLocalStorage()!.root, 'multipart', (await row(id)).multipartId!));

async function start(file: Buffer, fileName?: string): Promise<Created> {
  const { status, body } = await api.create(cookie, declare(file, fileName));
  expect(status).toBe(201);
  return body.item as Created;
}

beforeAll(async () => {
  const org = await createOrg();
  const other = await createOrg();
  cookie = (await sessionCookie(await createUser(org.id, 'publisher'))).cookie;
  colleague = (await sessionCookie(await createUser(org.id, 'admin-organization'))).cookie;
  outsider = (await sessionCookie(await createUser(other.id, 'publisher'))).cookie;
  viewer = (await sessionCookie(await createUser(org.id, 'viewer'))).cookie;
  // 3 s of lossless 720p is about 5 MB: three 2 MB parts.
  video = await makeVideo(3);
});

afterAll(async () => {
  await stopBoss({ graceful: false });
});

describe('resumable multipart uploads (local storage)', () => {
  it('uploads a video in 2 MB parts, assembles it and probes it', async () => {
    const upload = await start(video);
    expect(upload).toMatchObject({ partSize: 2 * MB, partCount: Math.ceil(video.byteLength / (2 * MB)) });
    expect(upload.partCount).toBe(3);
    expect(new Date(upload.expiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);

    const parts = await uploadParts(cookie, upload, video, allParts(upload.partCount));
    expect(parts.every((p) => /^"[0-9a-f]{32}"$/.test(p.etag))).toBe(true);
    const { status, body } = await api.complete(cookie, upload.id, parts);
    expect(status).toBe(200);
    const item = body.item as { storageKey: string; probe: Record<string, unknown> };
    expect(item.storageKey).toMatch(new RegExp(`^orgs/[0-9a-f-]+/uploads/${upload.id}/source\\.mp4$`));
    expect(item.probe).toMatchObject({ width: 1280, height: 720, videoCodec: 'h264', hasAudio: true });
    expect(item.probe.durationSeconds).toBeCloseTo(3, 0);

    const stored = await getStorage().get(item.storageKey);
    expect(stored).toMatchObject({ size: video.byteLength, contentType: 'video/mp4' });
    expect(Buffer.from(await new Response(stored!.body as ReadableStream).arrayBuffer()).equals(video)).toBe(true);
    expect(await partsDirExists(upload.id)).toBe(false);
    expect((await api.status(cookie, upload.id)).body.item).toMatchObject({ status: 'completed', resumable: false });
    // Completing twice is refused rather than assembling again.
    expect((await api.complete(cookie, upload.id, parts)).status).toBe(409);
  });

  it('resumes: the status lists the parts already stored, and only the rest are sent', async () => {
    const upload = await start(video);
    const firstTwo = await uploadParts(cookie, upload, video, [1, 2]);
    const { body } = await api.status(cookie, upload.id);
    const status = body.item as { status: string; resumable: boolean; parts: Array<{ partNumber: number; etag: string; size: number }> };
    expect(status).toMatchObject({ status: 'uploading', resumable: true });
    expect(status.parts).toEqual(firstTwo.map((p) => ({ ...p, size: 2 * MB })));

    const last = await uploadParts(cookie, upload, video, [3]);
    const done = await api.complete(cookie, upload.id, [...status.parts, ...last]);
    expect(done.status).toBe(200);
  });

  it('refuses to complete while parts are missing, and stays resumable', async () => {
    const upload = await start(video);
    const parts = await uploadParts(cookie, upload, video, [1, 3]);
    const res = await api.complete(cookie, upload.id, [parts[0], { partNumber: 2, etag: '"0123456789abcdef0123456789abcdef"' }, parts[1]]);
    expect(res.status).toBe(422);
    expect(res.body.error?.message).toBe('uploads.partsMissing');
    expect((await api.status(cookie, upload.id)).body.item).toMatchObject({ status: 'uploading', resumable: true });
  });

  it('rejects a text file renamed .mp4 after upload and leaves nothing behind', async () => {
    const text = Buffer.from('This is not a video, just words in a file.\n'.repeat(100));
    const upload = await start(text, 'notes.mp4');
    const parts = await uploadParts(cookie, upload, text, [1]);
    const res = await api.complete(cookie, upload.id, parts);
    expect(res.status).toBe(422);
    expect(res.body.error?.message).toBe('uploads.notMedia');
    const stored = await row(upload.id);
    expect(stored.status).toBe('aborted');
    expect(await getStorage().exists(stored.storageKey)).toBe(false);
    expect(await partsDirExists(upload.id)).toBe(false);
  });

  it('rejects audio without video, and video longer than MAX_VIDEO_SECONDS', async () => {
    const audio = await makeAudioOnly();
    const audioUpload = await start(audio, 'tone.mp4');
    const audioRes = await api.complete(cookie, audioUpload.id, await uploadParts(cookie, audioUpload, audio, [1]));
    expect(audioRes.body.error?.message).toBe('uploads.noVideo');
    expect(await getStorage().exists((await row(audioUpload.id)).storageKey)).toBe(false);

    process.env.MAX_VIDEO_SECONDS = '2';
    try {
      const upload = await start(video);
      const res = await api.complete(cookie, upload.id, await uploadParts(cookie, upload, video, allParts(3)));
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ message: 'uploads.tooLong', details: { maxSeconds: 2 } });
      expect(await getStorage().exists((await row(upload.id)).storageKey)).toBe(false);
    } finally {
      delete process.env.MAX_VIDEO_SECONDS;
    }
  });

  it('rejects a video cut short as damaged', async () => {
    const cut = video.subarray(0, 3 * MB);
    const upload = await start(cut, 'cut.mp4');
    const res = await api.complete(cookie, upload.id, await uploadParts(cookie, upload, cut, allParts(upload.partCount)));
    expect(res.status).toBe(422);
    expect(res.body.error?.message).toBe('uploads.unreadable');
    expect(await getStorage().exists((await row(upload.id)).storageKey)).toBe(false);
  });

  it('checks the declared type and size before anything is stored', async () => {
    const tooBig = await api.create(cookie, { ...declare(video), size: 6 * 1024 ** 3 });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.error).toMatchObject({ message: 'uploads.tooLarge', details: { maxBytes: 5 * 1024 ** 3 } });
    expect((await api.create(cookie, declare(video, 'notes.txt', 'text/plain'))).body.error?.message).toBe('uploads.unsupportedType');
    expect((await api.create(cookie, declare(video, 'clip.mp4', 'text/html'))).body.error?.message).toBe('uploads.unsupportedType');
    expect((await api.create(cookie, { ...declare(video), size: 0 })).body.error?.message).toBe('uploads.empty');
    // Browsers often declare no type for .mkv: the extension decides what is stored.
    expect((await api.create(cookie, declare(video, 'Recording.MKV', ''))).status).toBe(201);
  });

  it('accepts a part only through its signed URL and with its exact length', async () => {
    const upload = await start(video);
    const [{ url }] = (await api.presign(cookie, upload.id, [1])).body.items as PartUrl[];
    const tampered = url.replace(/sig=([0-9a-f])/, (_, c: string) => `sig=${c === '0' ? '1' : '0'}`);
    expect((await putPart(tampered, sliceOf(video, upload.partSize, 1))).status).toBe(403);
    expect((await putPart(url.replace('/parts/1?', '/parts/2?'), sliceOf(video, upload.partSize, 2))).status).toBe(403);
    const short = await putPart(url, sliceOf(video, upload.partSize, 1).subarray(10));
    expect(short.status).toBe(422);
    expect((await api.status(cookie, upload.id)).body.item).toMatchObject({ parts: [] });
    expect((await api.presign(cookie, upload.id, [4])).status).toBe(422);
  });

  it('cancels: parts deleted, upload aborted, no more parts accepted', async () => {
    const upload = await start(video);
    const [{ url }] = (await api.presign(cookie, upload.id, [1])).body.items as PartUrl[];
    await uploadParts(cookie, upload, video, [2]);
    expect(await partsDirExists(upload.id)).toBe(true);

    const res = await api.cancel(cookie, upload.id);
    expect(res).toMatchObject({ status: 200, body: { item: { id: upload.id, status: 'aborted' } } });
    expect(await partsDirExists(upload.id)).toBe(false);
    expect((await api.status(cookie, upload.id)).body.item).toMatchObject({ status: 'aborted', resumable: false, parts: [] });
    expect((await putPart(url, sliceOf(video, upload.partSize, 1))).status).toBe(409);
    expect((await api.presign(cookie, upload.id, [1])).status).toBe(409);
    expect((await api.cancel(cookie, upload.id)).status).toBe(200);
  });

  it('sweeps uploads past their expiry with the scheduled job', async () => {
    const stale = await start(video);
    await uploadParts(cookie, stale, video, [1]);
    const fresh = await start(video);
    await (await db()).update(uploads).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(uploads.id, stale.id));
    expect((await api.presign(cookie, stale.id, [2])).status).toBe(410);

    await startWorkers({ names: [UPLOADS_SWEEP_JOB], pollingIntervalSeconds: 0.5 });
    await sendJob(UPLOADS_SWEEP_JOB, {});
    const until = Date.now() + 15_000;
    while ((await row(stale.id)).status !== 'aborted' && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    expect((await row(stale.id)).status).toBe('aborted');
    expect(await partsDirExists(stale.id)).toBe(false);
    expect((await row(fresh.id)).status).toBe('uploading');
  });

  it('lets only the uploader touch an upload: others get 404, viewers 403', async () => {
    const upload = await start(video);
    for (const other of [colleague, outsider]) {
      expect((await api.status(other, upload.id)).status).toBe(404);
      expect((await api.presign(other, upload.id, [1])).status).toBe(404);
      expect((await api.complete(other, upload.id, [{ partNumber: 1, etag: 'x' }])).status).toBe(404);
      expect((await api.cancel(other, upload.id)).status).toBe(404);
    }
    expect((await api.status(cookie, 'not-a-uuid')).status).toBe(404);
    expect((await api.create(viewer, declare(video))).status).toBe(403);
    expect((await api.create('', declare(video))).status).toBe(401);
    expect((await row(upload.id)).status).toBe('uploading');
  });

  it("lets a viewer upload only what a smart instruction asks an operator for (a photo), never a workflow's video", async () => {
    const photo = Buffer.from('89504e470d0a1a0a', 'hex');
    const asked = await api.create(viewer, { ...declare(photo, 'gauge.png', 'image/png'), purpose: 'sop-image' });
    expect(asked.status).toBe(201);
    expect((await api.create(viewer, { ...declare(photo, 'guide.pdf', 'application/pdf'), purpose: 'sop-pdf' })).status).toBe(403);
    expect((await api.create(viewer, declare(video))).status).toBe(403);
  });
});
