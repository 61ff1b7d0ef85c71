import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUT } from '@/app/api/v1/workflows/[id]/segmentation/route';
import { POST as retry } from '@/app/api/v1/workflows/[id]/retry/route';
import { getDb } from '@/db/client';
import { annotations, workflows, workflowSteps, type Workflow } from '@/db/schema';
import { PUBLISH_RENDER_JOB, publishRenderNeeded, startPublishRender } from '@/lib/editor/publish/state';
import { runPublishRender } from '@/lib/editor/publish/render';
import { runRecut } from '@/lib/editor/segmentation/recut';
import { stopBoss } from '@/lib/jobs';
import { getStorage, toBuffer } from '@/lib/storage';
import { EDITOR } from '@/lib/workflows/constants';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, routeParams, sessionCookie } from '../helpers/factories';
import { makeClip } from '../helpers/media-fixtures';
import { createInitializedWorkflow } from '../helpers/workflow-fixtures';
import { queuedJobs } from './workflows-fixtures';

/** A re-cut of a published workflow with blur regions renders its published media again. */
let orgId: string;
let workspaceId: string;
let authorId: string;
let cookie: string;
let published: Workflow;

const BLUR = { id: 'blur-1', type: 'blur', shape: 'rectangle', left: 800, top: 450, width: 320, height: 160, startTime: 1, endTime: 3, originalCanvasWidth: 1280, originalCanvasHeight: 720 };

async function processed() {
  const clip = await makeClip({ seconds: 16, width: 640, height: 360, audio: 'sine' });
  const { workflow } = await createInitializedWorkflow({ orgId, workspaceId, authorId, clip, languageCode: 'en-us' });
  expect(await processWorkflow({ organizationId: orgId, workflowId: workflow.id })).toEqual({ status: 'finished' });
  return workflow;
}

beforeAll(async () => {
  process.env.PIPELINE_X264_PRESET = 'ultrafast';
  process.env.JOBS_IN_PROCESS = 'false';
  orgId = (await createOrg()).id;
  workspaceId = (await createWorkspace(orgId)).id;
  const author = await createUser(orgId, 'publisher');
  authorId = author.id;
  await addMember(orgId, workspaceId, author.id, 'publisher');
  cookie = (await sessionCookie(author)).cookie;
  published = await processed();
  const db = await getDb();
  const [step] = await db.select().from(workflowSteps).where(eq(workflowSteps.workflowId, published.id));
  await db.insert(annotations).values({ organizationId: orgId, workflowId: published.id, stepId: step.id, position: 0, elements: [BLUR] });
  await db.update(workflows).set({ published: true, publishedAt: new Date() }).where(eq(workflows.id, published.id));
  await startPublishRender(db, (await rowOf(published.id))!, 'refresh');
  expect(await runPublishRender({ organizationId: orgId, workflowId: published.id })).toBe('finished');
}, 240_000);

afterAll(() => stopBoss({ graceful: false }));

const rowOf = async (id: string) => (await getDb()).query.workflows.findFirst({ where: eq(workflows.id, id) });
const stepsOf = async (id: string) => (await getDb()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, id)).orderBy(asc(workflowSteps.position));
const save = async (id: string, steps: Array<{ start: number; title: string }>) => {
  const revision = (await rowOf(id))!.revision;
  return PUT(apiRequest(`/api/v1/workflows/${id}/segmentation`, { method: 'PUT', body: { revision, steps }, cookie }), routeParams({ id }));
};
const renderJobsFor = async (id: string) => (await queuedJobs(PUBLISH_RENDER_JOB)).filter((j) => j.data.workflowId === id).length;

describe('a segmentation re-cut of a published workflow with blur regions', () => {
  it('sends the publish render once the re-cut committed; the render burns the blur into the new steps', async () => {
    const id = published.id;
    const jobs = await renderJobsFor(id);
    expect((await save(id, [{ start: 0, title: 'Intro' }, { start: 8, title: 'Rest' }])).status).toBe(200);
    // Nothing is rendered before the re-cut commits.
    expect(await renderJobsFor(id)).toBe(jobs);
    expect(await runRecut({ organizationId: orgId, workflowId: id })).toBe('finished');
    const recut = (await rowOf(id))!;
    expect(recut).toMatchObject({ stepsStatus: 'finished', editorStatus: EDITOR.processingPublish, published: true });
    expect(await renderJobsFor(id)).toBe(jobs + 1);
    // The re-cut's steps play (from the clean rungs) until the render commits.
    expect((await stepsOf(id)).map((s) => s.startTime)).toEqual([0, 8]);

    expect(await runPublishRender({ organizationId: orgId, workflowId: id })).toBe('finished');
    const row = (await rowOf(id))!;
    expect(row).toMatchObject({ editorStatus: EDITOR.completedBuilderMain, hlsVersion: recut.hlsVersion + 1, published: true });
    expect(await publishRenderNeeded(await getDb(), row)).toBe(false);
    for (const step of await stepsOf(id)) expect(step.hlsKey).toBe(`${workflowMediaKeys(orgId, id).hls(row.hlsVersion)}${step.id}/master.m3u8`);
  }, 180_000);

  it('a failed render after the re-cut keeps the re-cut steps and is retried like any publish render', async () => {
    const id = published.id;
    const storage = getStorage();
    const rung = workflowMediaKeys(orgId, id).rung(360);
    const original = await toBuffer((await storage.get(rung))!.body);
    // Move a boundary: the re-cut cuts the changed steps, then the render reads a broken rung.
    expect((await save(id, [{ start: 0, title: 'Intro' }, { start: 10, title: 'Rest' }])).status).toBe(200);
    expect(await runRecut({ organizationId: orgId, workflowId: id })).toBe('finished');
    await storage.put(rung, Buffer.from('not a video'), { contentType: 'video/mp4' });
    expect(await runPublishRender({ organizationId: orgId, workflowId: id })).toBe('failed');
    expect(await rowOf(id)).toMatchObject({ editorStatus: `${EDITOR.processingPublish} error`, failure: 'advancedEditor.publish.failure', published: true, stepsStatus: 'finished' });
    expect((await stepsOf(id)).map((s) => s.startTime)).toEqual([0, 10]);

    await storage.put(rung, original, { contentType: 'video/mp4' });
    const again = await retry(apiRequest(`/api/v1/workflows/${id}/retry`, { method: 'POST', cookie }), routeParams({ id }));
    expect(again.status).toBe(200);
    expect((await rowOf(id))!.editorStatus).toBe(EDITOR.processingPublish);
    expect(await runPublishRender({ organizationId: orgId, workflowId: id })).toBe('finished');
    expect(await publishRenderNeeded(await getDb(), (await rowOf(id))!)).toBe(false);
  }, 180_000);

  it('a workflow with nothing to burn in is not rendered after its re-cut', async () => {
    const plain = await processed();
    await (await getDb()).update(workflows).set({ published: true, publishedAt: new Date() }).where(eq(workflows.id, plain.id));
    expect((await save(plain.id, [{ start: 0, title: 'Intro' }, { start: 8, title: 'Rest' }])).status).toBe(200);
    expect(await runRecut({ organizationId: orgId, workflowId: plain.id })).toBe('finished');
    expect(await rowOf(plain.id)).toMatchObject({ editorStatus: 'completed segmentation', stepsStatus: 'finished' });
    expect(await renderJobsFor(plain.id)).toBe(0);
  }, 180_000);
});
