import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as initializeRoute } from '@/app/api/v1/workflows/initialize/route';
import { PUT as posterRoute } from '@/app/api/v1/workflows/[id]/poster/route';
import { uploads, workflows } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { getStorage, toBuffer } from '@/lib/storage';
import { db } from '@/tests/helpers/factories';
import { allParts, api, uploadParts, type Created } from './uploads-helpers';
import { call, createWorkflow, workflowWorld, type WorkflowWorld } from './workflows-fixtures';

// "Change poster" from an image file: uploaded like any file (kind poster-image), checked by its
// bytes, re-encoded by ffmpeg as a 1280×720 JPEG that fills the frame.
process.env.JOBS_IN_PROCESS = 'false';
const run = promisify(execFile);

let w: WorkflowWorld;
let dir: string;
beforeAll(async () => {
  w = await workflowWorld();
  dir = await mkdtemp(path.join(os.tmpdir(), 'openhow-poster-image-'));
}, 60_000);
afterAll(async () => {
  await stopBoss({ graceful: false });
});

/** A real image made by ffmpeg from its test pattern (a portrait 600×900 by default). */
async function makeImage(name: string, size = '600x900'): Promise<Buffer> {
  const file = path.join(dir, name);
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=s=${size}:d=1`, '-frames:v', '1', file]);
  return readFile(file);
}

async function uploadImage(cookie: string, fileName: string, bytes: Buffer, contentType = 'image/png') {
  const created = await api.create(cookie, { fileName, contentType, size: bytes.byteLength, purpose: 'poster-image' });
  expect(created.status).toBe(201);
  const upload = created.body.item as Created;
  const parts = await uploadParts(cookie, upload, bytes, allParts(upload.partCount));
  return { upload, done: await api.complete(cookie, upload.id, parts) };
}

const setPoster = (cookie: string, id: string, body: unknown) => call(posterRoute, `/api/v1/workflows/${id}/poster`, { cookie, method: 'PUT', body, params: { id } });

async function probePoster(key: string) {
  const bytes = await toBuffer((await getStorage().get(key))!.body);
  const file = path.join(dir, `check-${Date.now()}.jpg`);
  await writeFile(file, bytes);
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,width,height', '-of', 'csv=p=0', file]);
  return { head: bytes.subarray(0, 3).toString('hex'), stream: stdout.trim() };
}

describe('poster from an uploaded image', () => {
  it('sets a PNG as a 16:9 JPEG poster in the organisation’s posters folders', async () => {
    const wf = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, state: 'unpublished' });
    const { upload, done } = await uploadImage(w.cookies.publisher, 'cover.png', await makeImage('cover.png'));
    expect(done.status).toBe(200);
    expect(done.body.item).toMatchObject({ contentType: 'image/png', probe: { width: 600, height: 900, videoCodec: 'png' } });
    const uploadKey = `orgs/${w.org.id}/posters/uploads/${upload.id}/source.png`;
    expect((done.body.item as { storageKey: string }).storageKey).toBe(uploadKey);

    const { status, body } = await setPoster(w.cookies.publisher, wf.id, { uploadId: upload.id });
    expect(status).toBe(200);
    const [row] = await (await db()).select().from(workflows).where(eq(workflows.id, wf.id));
    expect(row.posterKey).toMatch(new RegExp(`^orgs/${w.org.id}/videos/${wf.id}/posters/custom-[0-9a-f-]+\\.jpg$`));
    expect(body.item.posterUrl).toBeTruthy();
    expect(await probePoster(row.posterKey!)).toEqual({ head: 'ffd8ff', stream: 'mjpeg,1280,720' });
    // The upload is used up: bytes gone, row marked with the workflow.
    expect(await getStorage().exists(uploadKey)).toBe(false);
    const [used] = await (await db()).select().from(uploads).where(eq(uploads.id, upload.id));
    expect(used.workflowId).toBe(wf.id);
    expect((await setPoster(w.cookies.publisher, wf.id, { uploadId: upload.id })).status).toBe(409);
  });

  it('goes by the bytes, not the name: a JPEG called .png is accepted, text called .jpg is not', async () => {
    const jpeg = await makeImage('wide.jpg', '1920x600');
    const renamed = await uploadImage(w.cookies.publisher, 'wide.png', jpeg);
    expect(renamed.done).toMatchObject({ status: 200, body: { item: { probe: { videoCodec: 'mjpeg', width: 1920, height: 600 } } } });
    const wf = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, state: 'unpublished' });
    expect((await setPoster(w.cookies.publisher, wf.id, { uploadId: renamed.upload.id })).status).toBe(200);

    const text = Buffer.from('not an image at all\n'.repeat(40));
    const fake = await uploadImage(w.cookies.publisher, 'fake.jpg', text, 'image/jpeg');
    expect(fake.done).toMatchObject({ status: 422, body: { error: { message: 'uploads.notImage' } } });
    expect((await api.status(w.cookies.publisher, fake.upload.id)).body.item).toMatchObject({ status: 'aborted' });
    expect(await getStorage().exists(`orgs/${w.org.id}/posters/uploads/${fake.upload.id}/source.jpg`)).toBe(false);

    // A PNG signature on something ffmpeg cannot decode as a PNG is refused as well.
    const forged = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(500, 7)]);
    expect((await uploadImage(w.cookies.publisher, 'forged.png', forged)).done).toMatchObject({ status: 422, body: { error: { message: 'uploads.notImage' } } });
  });

  it('refuses other types and sizes before a byte is sent, and an image as a workflow video', async () => {
    const declare = (body: Record<string, unknown>) => api.create(w.cookies.publisher, { purpose: 'poster-image', contentType: 'image/png', size: 1000, ...body });
    expect(await declare({ fileName: 'cover.gif', contentType: 'image/gif' })).toMatchObject({ status: 422, body: { error: { message: 'uploads.unsupportedType' } } });
    expect(await declare({ fileName: 'clip.mp4', contentType: 'video/mp4' })).toMatchObject({ status: 422, body: { error: { message: 'uploads.unsupportedType' } } });
    expect(await declare({ fileName: 'huge.png', size: 5 * 1024 * 1024 + 1 })).toMatchObject({ status: 422, body: { error: { message: 'uploads.tooLarge' } } });
    // And a poster image cannot be declared as a video either.
    expect((await api.create(w.cookies.publisher, { fileName: 'cover.png', contentType: 'image/png', size: 1000, purpose: 'workflow-video' })).status).toBe(422);

    const { upload } = await uploadImage(w.cookies.publisher, 'cover.png', await makeImage('again.png'));
    const made = await call(initializeRoute, '/api/v1/workflows/initialize', {
      cookie: w.cookies.publisher,
      method: 'POST',
      body: { uploadId: upload.id, title: 'Not a video', workspaceId: w.ws.a.id, languageCode: 'en-us' },
    });
    expect(made).toMatchObject({ status: 422, body: { error: { message: 'uploads.noVideo' } } });
  });

  it('lets only authors of the workflow’s workspace use it', async () => {
    const wf = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, state: 'published' });
    const { upload } = await uploadImage(w.cookies.wsAdminB, 'cover.png', await makeImage('b.png'));
    expect((await setPoster(w.cookies.wsAdminB, wf.id, { uploadId: upload.id })).status).toBe(403);
    // Someone else's upload reads as unknown.
    expect(await setPoster(w.cookies.publisher, wf.id, { uploadId: upload.id })).toMatchObject({ status: 404, body: { error: { message: 'workflows.uploadNotFound' } } });
  });
});
