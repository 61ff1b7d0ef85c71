import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as initializeRoute } from '@/app/api/v1/workflows/initialize/route';
import { GET as getRoute } from '@/app/api/v1/workflows/[id]/route';
import { GET as stepsRoute } from '@/app/api/v1/workflows/[id]/steps/route';
import { uploads, workflows } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { WORKFLOW_PROCESS_JOB } from '@/lib/workflows/constants';
import { db } from '@/tests/helpers/factories';
import { call, createCompletedUpload, createWorkflow, queuedJobs, workflowWorld, type WorkflowWorld } from './workflows-fixtures';

// The pipeline is not run here: jobs are only queued, and read back from pg-boss.
process.env.JOBS_IN_PROCESS = 'false';

let w: WorkflowWorld;
beforeAll(async () => {
  w = await workflowWorld();
}, 60_000);
afterAll(async () => {
  await stopBoss({ graceful: false });
});

const initialize = (cookie: string | undefined, body: unknown) => call(initializeRoute, '/api/v1/workflows/initialize', { cookie, method: 'POST', body });
const input = (uploadId: string, overrides: Record<string, unknown> = {}) => ({ uploadId, title: 'Line setup', workspaceId: w.ws.a.id, languageCode: 'en-us', ...overrides });

describe('POST /api/v1/workflows/initialize', () => {
  it('turns a completed upload into a workflow waiting for the pipeline, and queues the pipeline', async () => {
    const upload = await createCompletedUpload(w.org.id, w.users.publisher.id);
    const { status, body } = await initialize(w.cookies.publisher, input(upload.id, { title: '  Line setup  ', languageCode: 'de-de' }));
    expect(status).toBe(201);
    const item = body.item;
    expect(item).toMatchObject({
      title: 'Line setup',
      titleTranslations: { 'de-de': 'Line setup' },
      languageCode: 'de-de',
      workspaceId: w.ws.a.id,
      workspaceName: 'Assembly',
      published: false,
      processed: false,
      blocked: 'waiting backend initial',
      convertStatus: 'job scheduled',
      editorStatus: 'empty',
      speechStatus: null,
      stepsStatus: null,
      status: 'transcoding',
      author: { uid: w.users.publisher.id, displayName: 'Pat Publisher' },
      stepCount: 0,
      canEdit: true,
    });
    const [row] = await (await db()).select().from(workflows).where(eq(workflows.id, item.id));
    expect(row.originalVideoKey).toBe(upload.storageKey);
    const [claimed] = await (await db()).select().from(uploads).where(eq(uploads.id, upload.id));
    expect(claimed.workflowId).toBe(item.id);
    const jobs = await queuedJobs(WORKFLOW_PROCESS_JOB);
    expect(jobs).toContainEqual({ data: { organizationId: w.org.id, workflowId: item.id }, singletonKey: item.id });
  });

  it('uses an upload once: a second initialize is refused', async () => {
    const upload = await createCompletedUpload(w.org.id, w.users.publisher.id);
    expect((await initialize(w.cookies.publisher, input(upload.id))).status).toBe(201);
    const again = await initialize(w.cookies.publisher, input(upload.id));
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'conflict', message: 'workflows.uploadUsed' } } });
    const made = await (await db()).select().from(workflows).where(eq(workflows.originalVideoKey, upload.storageKey));
    expect(made).toHaveLength(1);
  });

  it('refuses an upload that is not finished', async () => {
    const upload = await createCompletedUpload(w.org.id, w.users.publisher.id, { status: 'uploading' });
    const { status, body } = await initialize(w.cookies.publisher, input(upload.id));
    expect(status).toBe(409);
    expect(body.error?.message).toBe('workflows.uploadNotCompleted');
  });

  it('validates title (trimmed, 1–90 characters), ids and the content language', async () => {
    const upload = await createCompletedUpload(w.org.id, w.users.publisher.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '   ' }, 'workflows.titleRequired'],
      [{ title: 'x'.repeat(91) }, 'workflows.titleTooLong'],
      [{ languageCode: 'xx-yy' }, 'workflows.unknownLanguage'],
      [{ workspaceId: 'nope' }, 'workflows.invalidId'],
    ];
    for (const [overrides, message] of cases) {
      const { status, body } = await initialize(w.cookies.publisher, input(upload.id, overrides));
      expect(status).toBe(422);
      expect(body.error?.issues).toContainEqual(expect.objectContaining({ message }));
    }
    expect((await initialize(w.cookies.publisher, input(upload.id, { title: 'x'.repeat(90), languageCode: 'fr-ca' }))).status).toBe(201);
  });

  it('answers 404 for another person’s upload, a foreign workspace and a private one', async () => {
    const theirs = await createCompletedUpload(w.org.id, w.users.orgAdmin.id);
    expect(await initialize(w.cookies.publisher, input(theirs.id))).toMatchObject({ status: 404, body: { error: { message: 'workflows.uploadNotFound' } } });
    const mine = await createCompletedUpload(w.org.id, w.users.publisher.id);
    expect((await initialize(w.cookies.publisher, input(mine.id, { workspaceId: w.ws.other.id }))).status).toBe(404);
    expect((await initialize(w.cookies.publisher, input(mine.id, { workspaceId: w.ws.p.id }))).status).toBe(404);
    const foreign = await createCompletedUpload(w.ws.other.organizationId, w.users.outsider.id);
    expect((await initialize(w.cookies.publisher, input(foreign.id))).status).toBe(404);
  });

  it('refuses viewers, and authors of another workspace (publisher, workspace admin)', async () => {
    const forViewer = await createCompletedUpload(w.org.id, w.users.viewer.id);
    expect((await initialize(w.cookies.viewer, input(forViewer.id))).status).toBe(403);
    const forB = await createCompletedUpload(w.org.id, w.users.publisherB.id);
    expect((await initialize(w.cookies.publisherB, input(forB.id))).status).toBe(403);
    const forAdminB = await createCompletedUpload(w.org.id, w.users.wsAdminB.id);
    expect((await initialize(w.cookies.wsAdminB, input(forAdminB.id))).status).toBe(403);
    expect((await initialize(w.cookies.wsAdminB, input(forAdminB.id, { workspaceId: w.ws.b.id }))).status).toBe(201);
    expect((await initialize(undefined, input(forB.id))).status).toBe(401);
  });
});

describe('GET /api/v1/workflows/{id} and /steps', () => {
  it('answers the detail and the steps in order with signed posters and playlist routes', async () => {
    const wf = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, authorId: w.users.publisher.id, state: 'published', steps: 3 });
    const { status, body } = await call(getRoute, `/api/v1/workflows/${wf.id}`, { cookie: w.cookies.viewer, params: { id: wf.id } });
    expect(status).toBe(200);
    expect(body.item).toMatchObject({ id: wf.id, status: 'published', stepCount: 3, hasImageMap: true, canEdit: false, favorite: false });
    expect(body.item.stepIds).toHaveLength(3);
    const steps = await call(stepsRoute, `/api/v1/workflows/${wf.id}/steps`, { cookie: w.cookies.viewer, params: { id: wf.id } });
    expect(steps.status).toBe(200);
    expect(steps.body.total).toBe(3);
    expect(steps.body.items!.map((s) => s.position)).toEqual([0, 1, 2]);
    const [first] = steps.body.items!;
    expect(first).toMatchObject({ title: 'Step 1', duration: 10, resolutions: ['360', '720'], hasImageMap: true });
    expect(first.posterUrl).toMatch(/^\/api\/v1\/storage\/.+poster\.jpg\?.*(sig|signature|expires)/i);
    expect(first.imageMap.sheets[0]).toMatchObject({ file: 'sheet-000.jpg', firstSecond: 0 });
    expect(first.imageMap.sheets[0].url).toMatch(/image-map\/sheet-000\.jpg\?/);
    expect(steps.body.items![1]).toMatchObject({ hasImageMap: false, imageMap: null });
    expect(first.hlsUrl).toBe(`/api/v1/media/workflows/${wf.id}/steps/${first.id}/master.m3u8`);
  });

  it('hides unpublished workflows from viewers, and private, foreign and malformed ids from everyone', async () => {
    const draft = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, state: 'new' });
    const get = (cookie: string, id: string) => call(getRoute, `/api/v1/workflows/${id}`, { cookie, params: { id } });
    expect((await get(w.cookies.publisher, draft.id)).body.item.status).toBe('new');
    expect((await get(w.cookies.viewer, draft.id)).status).toBe(404);
    const secret = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.p.id, state: 'published' });
    expect((await get(w.cookies.publisher, secret.id)).status).toBe(404);
    expect((await get(w.cookies.orgAdmin, secret.id)).status).toBe(200);
    const foreign = await createWorkflow({ orgId: w.ws.other.organizationId, workspaceId: w.ws.other.id, state: 'published' });
    expect((await get(w.cookies.orgAdmin, foreign.id)).status).toBe(404);
    expect((await get(w.cookies.orgAdmin, 'not-an-id')).status).toBe(404);
    const steps = await call(stepsRoute, `/api/v1/workflows/${foreign.id}/steps`, { cookie: w.cookies.orgAdmin, params: { id: foreign.id } });
    expect(steps.status).toBe(404);
  });
});
