import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteRoute } from '@/app/api/v1/workflows/[id]/route';
import { POST as duplicateRoute } from '@/app/api/v1/workflows/[id]/duplication/route';
import { POST as resetRoute } from '@/app/api/v1/workflows/[id]/reset/route';
import { GET as historyRoute } from '@/app/api/v1/workflows/[id]/conversion-history/route';
import { POST as likeRoute } from '@/app/api/v1/user-likes/workflow/route';
import { GET as getRoute } from '@/app/api/v1/workflows/[id]/route';
import {
  annotations,
  auditLog,
  categories,
  conversionHistory,
  documentVersions,
  subcategories,
  transcriptions,
  workflowLikes,
  workflows,
  workflowSteps,
  workflowSubcategories,
} from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { getStorage } from '@/lib/storage';
import { WORKFLOW_COPY_MEDIA_JOB, WORKFLOW_PROCESS_JOB, WORKFLOW_PURGE_MEDIA_JOB } from '@/lib/workflows/constants';
import { db } from '@/tests/helpers/factories';
import { call, createCompletedUpload, createWorkflow, queuedJobs, workflowWorld, type WorkflowWorld } from './workflows-fixtures';

process.env.JOBS_IN_PROCESS = 'false';

let w: WorkflowWorld;
let subcategoryId: string;
beforeAll(async () => {
  w = await workflowWorld();
  const [category] = await (await db()).insert(categories).values({ organizationId: w.org.id, name: 'Safety' }).returning();
  [{ id: subcategoryId }] = await (await db()).insert(subcategories).values({ organizationId: w.org.id, categoryId: category.id, name: 'PPE' }).returning();
}, 60_000);
afterAll(async () => {
  await stopBoss({ graceful: false });
});

const make = (state: Parameters<typeof createWorkflow>[0]['state'], workspaceId = w.ws.a.id) =>
  createWorkflow({ orgId: w.org.id, workspaceId, authorId: w.users.publisher.id, state });
const duplicate = (cookie: string, id: string, groupIds: unknown) =>
  call(duplicateRoute, `/api/v1/workflows/${id}/duplication`, { cookie, method: 'POST', body: { groupIds }, params: { id } });
const remove = (cookie: string, id: string) => call(deleteRoute, `/api/v1/workflows/${id}`, { cookie, method: 'DELETE', params: { id } });
const reset = (cookie: string, id: string) => call(resetRoute, `/api/v1/workflows/${id}/reset`, { cookie, method: 'POST', params: { id } });
const history = (cookie: string, id: string) => call(historyRoute, `/api/v1/workflows/${id}/conversion-history`, { cookie, params: { id } });
const like = (cookie: string, workflowId: string, value: boolean) =>
  call(likeRoute, '/api/v1/user-likes/workflow', { cookie, method: 'POST', body: { workflowId, like: value } });

describe('POST /api/v1/workflows/{id}/duplication', () => {
  it('copies into each workspace with steps, transcript and sub-categories, blocked until the media is copied', async () => {
    const source = await make('published');
    await (await db()).insert(workflowSubcategories).values({ organizationId: w.org.id, workflowId: source.id, subcategoryId });
    const sourceSteps = await (await db()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, source.id));
    const second = sourceSteps.find((s) => s.position === 1)!;
    const drawing = [{ id: 'a1', type: 'arrow', startTime: 1, endTime: 3, top: 10, left: 20, startX: 0, startY: 0, endX: 9, endY: 9 }];
    await (await db()).insert(annotations).values({ organizationId: w.org.id, workflowId: source.id, stepId: second.id, elements: drawing });
    const { status, body } = await duplicate(w.cookies.publisher, source.id, [w.ws.a.id, w.ws.b.id]);
    expect(status).toBe(201);
    expect(body.items).toHaveLength(2);
    const ids = body.items!.map((i) => i.id as string);
    const copies = await (await db()).select().from(workflows).where(inArray(workflows.id, ids));
    for (const copy of copies) {
      expect(copy).toMatchObject({
        title: source.title,
        titleTranslations: source.titleTranslations,
        duplicatedFromId: source.id,
        blocked: 'copying original video',
        published: true,
        authorId: w.users.publisher.id,
        originalVideoKey: source.originalVideoKey,
      });
      const steps = await (await db()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, copy.id));
      expect(steps.map((s) => s.position).sort()).toEqual([0, 1]);
      // The drawing follows its step: on the copy's second step, not on the source's.
      const drawn = await (await db()).select().from(annotations).where(eq(annotations.workflowId, copy.id));
      expect(drawn.map((a) => [a.stepId, a.elements])).toEqual([[steps.find((s) => s.position === 1)!.id, drawing]]);
      expect(await (await db()).select().from(transcriptions).where(eq(transcriptions.workflowId, copy.id))).toHaveLength(1);
      expect(await (await db()).select().from(workflowSubcategories).where(eq(workflowSubcategories.workflowId, copy.id))).toHaveLength(1);
    }
    expect(copies.map((c) => c.workspaceId).sort()).toEqual([w.ws.a.id, w.ws.b.id].sort());
    const jobs = await queuedJobs(WORKFLOW_COPY_MEDIA_JOB);
    for (const id of ids) expect(jobs).toContainEqual({ data: { organizationId: w.org.id, workflowId: id }, singletonKey: id });
    const detail = await call(getRoute, `/api/v1/workflows/${ids[0]}`, { cookie: w.cookies.publisher, params: { id: ids[0] } });
    expect(detail.body.item).toMatchObject({ status: 'published', duplicatedFromId: source.id, subcategoryIds: [subcategoryId] });
  });

  it('a copy of an unpublished workflow stays unpublished', async () => {
    const source = await make('new');
    const { body } = await duplicate(w.cookies.publisher, source.id, [w.ws.b.id]);
    const [copy] = await (await db()).select().from(workflows).where(eq(workflows.id, body.items![0].id));
    expect(copy).toMatchObject({ published: false, publishedAt: null, processed: false });
  });

  it('is refused while the source is processing or failed', async () => {
    for (const state of ['processing', 'transcoding', 'failed'] as const) {
      const source = await make(state);
      expect(await duplicate(w.cookies.publisher, source.id, [w.ws.a.id])).toMatchObject({ status: 409, body: { error: { message: 'workflows.busy' } } });
    }
  });

  it('validates targets and needs authorship in each of them', async () => {
    const source = await make('unpublished');
    expect((await duplicate(w.cookies.publisher, source.id, [])).status).toBe(422);
    expect((await duplicate(w.cookies.publisher, source.id, ['x'])).status).toBe(422);
    expect((await duplicate(w.cookies.publisher, source.id, [w.ws.p.id])).status).toBe(404);
    expect((await duplicate(w.cookies.publisher, source.id, [w.ws.other.id])).status).toBe(404);
    const shared = await make('published');
    expect((await duplicate(w.cookies.wsAdminB, shared.id, [w.ws.b.id])).status).toBe(403);
    expect((await duplicate(w.cookies.viewer, shared.id, [w.ws.a.id])).status).toBe(403);
    expect((await duplicate(w.cookies.orgAdmin, source.id, [w.ws.a.id, w.ws.p.id])).status).toBe(201);
    const before = (await (await db()).select().from(workflows).where(eq(workflows.duplicatedFromId, shared.id))).length;
    // One refused target refuses the whole copy: nothing is half done.
    expect((await duplicate(w.cookies.publisherB, shared.id, [w.ws.b.id, w.ws.a.id])).status).toBe(403);
    expect(await (await db()).select().from(workflows).where(eq(workflows.duplicatedFromId, shared.id))).toHaveLength(before);
  });
});

describe('DELETE /api/v1/workflows/{id}', () => {
  it('removes the workflow and everything hanging off it, audits it, and queues the purge', async () => {
    const wf = await make('published');
    await (await db()).insert(workflowLikes).values({ organizationId: w.org.id, workflowId: wf.id, userId: w.users.viewer.id });
    await (await db()).insert(conversionHistory).values({ organizationId: w.org.id, workflowId: wf.id, stage: 'probe', status: 'finished' });
    await (await db())
      .insert(documentVersions)
      .values({ organizationId: w.org.id, collection: 'workflows', documentId: wf.id, version: 1, snapshot: { title: 'old' } });
    const { status, body } = await remove(w.cookies.publisher, wf.id);
    expect(status).toBe(200);
    expect(body.item).toEqual({ id: wf.id });
    for (const table of [workflows, workflowSteps, transcriptions, workflowLikes, conversionHistory] as const) {
      const column = 'workflowId' in table ? table.workflowId : table.id;
      expect(await (await db()).select().from(table).where(eq(column, wf.id))).toHaveLength(0);
    }
    expect(await (await db()).select().from(documentVersions).where(eq(documentVersions.documentId, wf.id))).toHaveLength(0);
    expect((await (await db()).select().from(auditLog).where(eq(auditLog.entityId, wf.id))).map((a) => a.action)).toEqual(['workflow.delete']);
    expect(await queuedJobs(WORKFLOW_PURGE_MEDIA_JOB)).toContainEqual({ data: { organizationId: w.org.id, workflowId: wf.id }, singletonKey: wf.id });
    expect((await remove(w.cookies.publisher, wf.id)).status).toBe(404);
  });

  it('deletes an original the pipeline has not yet moved out of the upload folder', async () => {
    const upload = await createCompletedUpload(w.org.id, w.users.publisher.id);
    await getStorage().put(upload.storageKey, Buffer.from('video bytes'), { contentType: 'video/mp4' });
    const wf = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, state: 'transcoding', originalVideoKey: upload.storageKey });
    expect((await remove(w.cookies.publisher, wf.id)).status).toBe(200);
    expect(await getStorage().exists(upload.storageKey)).toBe(false);
  });

  it('refuses viewers and authors of other workspaces; 404 for foreign and private', async () => {
    const live = await make('published');
    for (const cookie of [w.cookies.viewer, w.cookies.publisherB, w.cookies.wsAdminB]) expect((await remove(cookie, live.id)).status).toBe(403);
    const secret = await make('published', w.ws.p.id);
    expect((await remove(w.cookies.publisher, secret.id)).status).toBe(404);
    const foreign = await createWorkflow({ orgId: w.ws.other.organizationId, workspaceId: w.ws.other.id, state: 'published' });
    expect((await remove(w.cookies.orgAdmin, foreign.id)).status).toBe(404);
    expect(await (await db()).select().from(workflows).where(inArray(workflows.id, [live.id, secret.id, foreign.id]))).toHaveLength(3);
  });
});

describe('POST /api/v1/workflows/{id}/reset', () => {
  it('puts the statuses back to their initialize values and queues the pipeline', async () => {
    const wf = await make('failed');
    const { status, body } = await reset(w.cookies.publisher, wf.id);
    expect(status).toBe(200);
    expect(body.item).toMatchObject({
      blocked: 'waiting backend initial',
      convertStatus: 'job scheduled',
      editorStatus: 'empty',
      speechStatus: null,
      stepsStatus: null,
      frameCaptureStatus: null,
      videoExtractStatus: null,
      processed: false,
      failure: null,
      status: 'transcoding',
    });
    expect(await queuedJobs(WORKFLOW_PROCESS_JOB)).toContainEqual({ data: { organizationId: w.org.id, workflowId: wf.id }, singletonKey: wf.id });
  });

  it('is refused while published, while processing, and without an original', async () => {
    expect((await reset(w.cookies.publisher, (await make('published')).id)).body.error?.message).toBe('workflows.resetPublished');
    expect((await reset(w.cookies.publisher, (await make('transcoding')).id)).body.error?.message).toBe('workflows.busy');
    const bare = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, state: 'new', originalVideoKey: null });
    expect(await reset(w.cookies.publisher, bare.id)).toMatchObject({ status: 409, body: { error: { message: 'workflows.noVideo' } } });
    expect((await reset(w.cookies.viewer, (await make('published')).id)).status).toBe(403);
    expect((await reset(w.cookies.wsAdminB, (await make('new')).id)).status).toBe(404);
  });
});

describe('conversion history and favourites', () => {
  it('lists what the pipeline did, oldest first, to authors only', async () => {
    const wf = await make('published');
    const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
    await (await db()).insert(conversionHistory).values([
      { organizationId: w.org.id, workflowId: wf.id, stage: 'transcode', status: 'finished', createdAt: at(2) },
      { organizationId: w.org.id, workflowId: wf.id, stage: 'probe', status: 'finished', detail: '1280x720', createdAt: at(1) },
    ]);
    const { status, body } = await history(w.cookies.publisher, wf.id);
    expect(status).toBe(200);
    expect(body.items!.map((i) => [i.stage, i.status, i.detail])).toEqual([['probe', 'finished', '1280x720'], ['transcode', 'finished', null]]);
    expect((await history(w.cookies.viewer, wf.id)).status).toBe(403);
    const foreign = await createWorkflow({ orgId: w.ws.other.organizationId, workspaceId: w.ws.other.id, state: 'published' });
    expect((await history(w.cookies.orgAdmin, foreign.id)).status).toBe(404);
  });

  it('favourites and unfavourites what the caller may see', async () => {
    const wf = await make('published');
    expect((await like(w.cookies.viewer, wf.id, true)).body.item).toEqual({ workflowId: wf.id, favorite: true });
    expect((await like(w.cookies.viewer, wf.id, true)).status).toBe(200);
    const seen = await call(getRoute, `/api/v1/workflows/${wf.id}`, { cookie: w.cookies.viewer, params: { id: wf.id } });
    expect(seen.body.item.favorite).toBe(true);
    expect((await like(w.cookies.viewer, wf.id, false)).body.item.favorite).toBe(false);
    expect(await (await db()).select().from(workflowLikes).where(eq(workflowLikes.workflowId, wf.id))).toHaveLength(0);
    expect((await like(w.cookies.viewer, (await make('new')).id, true)).status).toBe(404);
    expect((await like(w.cookies.publisher, (await make('published', w.ws.p.id)).id, true)).status).toBe(404);
    expect((await call(likeRoute, '/api/v1/user-likes/workflow', { cookie: w.cookies.viewer, method: 'POST', body: { workflowId: wf.id } })).status).toBe(422);
  });
});
