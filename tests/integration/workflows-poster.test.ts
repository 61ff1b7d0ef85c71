import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUT as posterRoute } from '@/app/api/v1/workflows/[id]/poster/route';
import { uploads, workflows, workflowSteps } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { getStorage, toBuffer } from '@/lib/storage';
import { db } from '@/tests/helpers/factories';
import { makeVideo } from './uploads-helpers';
import { call, createCompletedUpload, createWorkflow, workflowWorld, type WorkflowWorld } from './workflows-fixtures';

// Real posters: ffmpeg takes the frames from a generated 720p clip in local storage.
process.env.JOBS_IN_PROCESS = 'false';
const run = promisify(execFile);

let w: WorkflowWorld;
let video: Buffer;
beforeAll(async () => {
  w = await workflowWorld();
  video = await makeVideo(4);
}, 60_000);
afterAll(async () => {
  await stopBoss({ graceful: false });
});

const setPoster = (cookie: string, id: string, body: unknown) => call(posterRoute, `/api/v1/workflows/${id}/poster`, { cookie, method: 'PUT', body, params: { id } });
const row = async (id: string) => (await (await db()).select().from(workflows).where(eq(workflows.id, id)))[0];

/** A workflow whose original video is really stored: two steps of 2 s. */
async function withVideo() {
  const wf = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, authorId: w.users.publisher.id, state: 'unpublished' });
  await getStorage().put(wf.originalVideoKey!, video, { contentType: 'video/mp4' });
  await (await db()).update(workflowSteps).set({ duration: 2 }).where(eq(workflowSteps.workflowId, wf.id));
  return wf;
}

async function jpegSize(key: string) {
  const object = await getStorage().get(key);
  const bytes = await toBuffer(object!.body);
  expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'openhow-poster-test-'));
  const file = path.join(dir, 'p.jpg');
  await writeFile(file, bytes);
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', file]);
  return stdout.trim();
}

describe('PUT /api/v1/workflows/{id}/poster', () => {
  it('takes a 16:9 frame at a time in the first step, stores it in the workflow’s folder and snapshots first', async () => {
    const wf = await withVideo();
    const { status, body } = await setPoster(w.cookies.publisher, wf.id, { time: 1.5 });
    expect(status).toBe(200);
    const { posterKey, totalVersions } = await row(wf.id);
    expect(posterKey).toMatch(new RegExp(`^orgs/${w.org.id}/videos/${wf.id}/posters/custom-[0-9a-f-]+\\.jpg$`));
    expect(totalVersions).toBe(1);
    expect(body.item.posterUrl).toContain(encodeURI(posterKey!).split('/').pop());
    expect(await jpegSize(posterKey!)).toBe('1280,720');
  });

  it('copies a step’s own poster', async () => {
    const wf = await withVideo();
    const [step] = await (await db()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, wf.id));
    await setPoster(w.cookies.publisher, wf.id, { time: 0 });
    await getStorage().put(step.posterKey!, await toBuffer((await getStorage().get((await row(wf.id)).posterKey!))!.body), { contentType: 'image/jpeg' });
    const { status } = await setPoster(w.cookies.publisher, wf.id, { stepId: step.id });
    expect(status).toBe(200);
    const { posterKey } = await row(wf.id);
    expect(posterKey).not.toBe(step.posterKey);
    expect(await jpegSize(posterKey!)).toBe('1280,720');
  });

  it('makes the poster from an upload of the caller, which is then used up', async () => {
    const wf = await withVideo();
    const upload = await createCompletedUpload(w.org.id, w.users.publisher.id);
    await getStorage().put(upload.storageKey, video, { contentType: 'video/mp4' });
    expect((await setPoster(w.cookies.publisher, wf.id, { uploadId: upload.id })).status).toBe(200);
    expect(await jpegSize((await row(wf.id)).posterKey!)).toBe('1280,720');
    const [used] = await (await db()).select().from(uploads).where(eq(uploads.id, upload.id));
    expect(used.workflowId).toBe(wf.id);
    expect(await getStorage().exists(upload.storageKey)).toBe(false);
    expect(await setPoster(w.cookies.publisher, wf.id, { uploadId: upload.id })).toMatchObject({ status: 409, body: { error: { message: 'workflows.uploadUsed' } } });
  });

  it('rejects a file ffmpeg cannot read, times outside the step, unknown steps and bad input', async () => {
    const wf = await withVideo();
    const junk = await createCompletedUpload(w.org.id, w.users.publisher.id);
    await getStorage().put(junk.storageKey, Buffer.from('not a picture at all'), { contentType: 'video/mp4' });
    expect(await setPoster(w.cookies.publisher, wf.id, { uploadId: junk.id })).toMatchObject({ status: 422, body: { error: { message: 'workflows.posterUnreadable' } } });
    expect(await setPoster(w.cookies.publisher, wf.id, { time: 2.5 })).toMatchObject({ status: 422, body: { error: { message: 'workflows.invalidTime' } } });
    const other = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, state: 'new' });
    const [foreignStep] = await (await db()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, other.id));
    expect(await setPoster(w.cookies.publisher, wf.id, { stepId: foreignStep.id })).toMatchObject({ status: 404, body: { error: { message: 'workflows.stepNotFound' } } });
    expect((await setPoster(w.cookies.publisher, wf.id, {})).status).toBe(422);
    expect((await setPoster(w.cookies.publisher, wf.id, { time: -1 })).status).toBe(422);
    const theirs = await createCompletedUpload(w.org.id, w.users.orgAdmin.id);
    expect((await setPoster(w.cookies.publisher, wf.id, { uploadId: theirs.id })).status).toBe(404);
    expect((await row(wf.id)).posterKey).toBeNull();
  });

  it('refuses viewers and authors of other workspaces; 404 for foreign', async () => {
    const wf = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, state: 'published' });
    for (const cookie of [w.cookies.viewer, w.cookies.publisherB, w.cookies.wsAdminB]) expect((await setPoster(cookie, wf.id, { time: 1 })).status).toBe(403);
    const foreign = await createWorkflow({ orgId: w.ws.other.organizationId, workspaceId: w.ws.other.id, state: 'published' });
    expect((await setPoster(w.cookies.orgAdmin, foreign.id, { time: 1 })).status).toBe(404);
  });
});
