import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getRoute } from '@/app/api/v1/workflows/[id]/route';
import { PUT as titleRoute } from '@/app/api/v1/workflows/[id]/title/route';
import { POST as publishRoute } from '@/app/api/v1/workflows/[id]/publish/route';
import { PUT as unpublishRoute } from '@/app/api/v1/workflows/[id]/unpublish/route';
import { PUT as moveRoute } from '@/app/api/v1/workflows/[id]/workspace/route';
import { GET as countsRoute } from '@/app/api/v1/workspaces/[id]/workflow-counts/route';
import { auditLog, workflows } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { db } from '@/tests/helpers/factories';
import { call, createWorkflow, workflowWorld, type WorkflowWorld } from './workflows-fixtures';

process.env.JOBS_IN_PROCESS = 'false';

let w: WorkflowWorld;
beforeAll(async () => {
  w = await workflowWorld();
}, 60_000);
afterAll(async () => {
  await stopBoss({ graceful: false });
});

const make = (state: Parameters<typeof createWorkflow>[0]['state'], workspaceId = w.ws.a.id) =>
  createWorkflow({ orgId: w.org.id, workspaceId, authorId: w.users.publisher.id, state });
const rename = (cookie: string, id: string, body: unknown) => call(titleRoute, `/api/v1/workflows/${id}/title`, { cookie, method: 'PUT', body, params: { id } });
const publish = (cookie: string, id: string) => call(publishRoute, `/api/v1/workflows/${id}/publish`, { cookie, method: 'POST', params: { id } });
const unpublish = (cookie: string, id: string) => call(unpublishRoute, `/api/v1/workflows/${id}/unpublish`, { cookie, method: 'PUT', params: { id } });
const move = (cookie: string, id: string, workspaceId: string) =>
  call(moveRoute, `/api/v1/workflows/${id}/workspace`, { cookie, method: 'PUT', body: { workspaceId }, params: { id } });
const counts = async (cookie: string, id: string) => call(countsRoute, `/api/v1/workspaces/${id}/workflow-counts`, { cookie, params: { id } });
const row = async (id: string) => (await (await db()).select().from(workflows).where(eq(workflows.id, id)))[0];
const audits = async (entityId: string) =>
  (await (await db()).select().from(auditLog).where(and(eq(auditLog.entityId, entityId), eq(auditLog.organizationId, w.org.id)))).map((a) => a.action);

describe('PUT /api/v1/workflows/{id}/title', () => {
  it('renames per language: the translation, and the main title in the workflow’s own language', async () => {
    const wf = await make('unpublished');
    const { status, body } = await rename(w.cookies.publisher, wf.id, { title: '  Torque check  ', languageCode: 'en-us' });
    expect(status).toBe(200);
    expect(body.item).toMatchObject({ originalTitle: 'Torque check', titleTranslations: { 'en-us': 'Torque check' }, totalVersions: 1 });
    const german = await rename(w.cookies.publisher, wf.id, { title: 'Drehmomentprüfung', languageCode: 'de-de' });
    expect(german.body.item).toMatchObject({ originalTitle: 'Torque check', titleTranslations: { 'en-us': 'Torque check', 'de-de': 'Drehmomentprüfung' } });
    expect((await row(wf.id)).totalVersions).toBe(2);
  });

  it('does not save an unchanged title', async () => {
    const wf = await make('new');
    const before = await row(wf.id);
    const { status, body } = await rename(w.cookies.publisher, wf.id, { title: 'Workflow new ', languageCode: 'en-us' });
    expect(status).toBe(200);
    expect(body.item.totalVersions).toBe(0);
    expect((await row(wf.id)).updatedAt).toEqual(before.updatedAt);
  });

  it('validates the title and refuses a published workflow', async () => {
    const wf = await make('new');
    expect((await rename(w.cookies.publisher, wf.id, { title: 'x'.repeat(91), languageCode: 'en-us' })).body.error?.issues).toEqual([
      { path: 'title', message: 'workflows.titleTooLong' },
    ]);
    expect((await rename(w.cookies.publisher, wf.id, { title: '', languageCode: 'en-us' })).status).toBe(422);
    expect((await rename(w.cookies.publisher, wf.id, { title: 'Fine', languageCode: 'klingon' })).status).toBe(422);
    expect((await rename(w.cookies.publisher, wf.id, { title: 'x'.repeat(90), languageCode: 'en-us' })).status).toBe(200);
    const live = await make('published');
    expect(await rename(w.cookies.publisher, live.id, { title: 'New', languageCode: 'en-us' })).toMatchObject({
      status: 409,
      body: { error: { message: 'workflows.renamePublished' } },
    });
  });

  it('refuses viewers and authors of other workspaces; hides foreign and private workflows', async () => {
    const live = await make('published');
    const body = { title: 'Nope', languageCode: 'en-us' };
    expect((await rename(w.cookies.viewer, live.id, body)).status).toBe(403);
    expect((await rename(w.cookies.publisherB, live.id, body)).status).toBe(403);
    expect((await rename(w.cookies.wsAdminB, live.id, body)).status).toBe(403);
    const draft = await make('new');
    // An unpublished workflow of a workspace they do not author in is not even visible to them.
    expect((await rename(w.cookies.publisherB, draft.id, body)).status).toBe(404);
    const secret = await make('new', w.ws.p.id);
    expect((await rename(w.cookies.publisher, secret.id, body)).status).toBe(404);
    const foreign = await createWorkflow({ orgId: w.ws.other.organizationId, workspaceId: w.ws.other.id, state: 'new' });
    expect((await rename(w.cookies.orgAdmin, foreign.id, body)).status).toBe(404);
  });
});

describe('publish and unpublish', () => {
  it('publishes a ready workflow (published, date, processed) and unpublishes it, both audited', async () => {
    const wf = await make('new');
    const published = await publish(w.cookies.publisher, wf.id);
    expect(published.status).toBe(200);
    expect(published.body.item).toMatchObject({ published: true, processed: true, status: 'published' });
    expect(Date.now() - Date.parse(published.body.item.publishedDate)).toBeLessThan(60_000);
    // Publishing again changes nothing.
    expect((await publish(w.cookies.publisher, wf.id)).body.item.publishedDate).toBe(published.body.item.publishedDate);
    const back = await unpublish(w.cookies.publisher, wf.id);
    expect(back.body.item).toMatchObject({ published: false, publishedDate: null, processed: true, status: 'unpublished' });
    expect(await unpublish(w.cookies.publisher, wf.id)).toMatchObject({ status: 409, body: { error: { message: 'workflows.notPublished' } } });
    expect(await audits(wf.id)).toEqual(['workflow.publish', 'workflow.unpublish']);
  });

  it('refuses to publish what is not ready', async () => {
    for (const state of ['processing', 'transcoding', 'failed'] as const) {
      const wf = await make(state);
      expect(await publish(w.cookies.publisher, wf.id)).toMatchObject({ status: 409, body: { error: { message: 'workflows.notReady' } } });
    }
  });

  it('refuses viewers and authors of other workspaces', async () => {
    const live = await make('published');
    for (const cookie of [w.cookies.viewer, w.cookies.publisherB, w.cookies.wsAdminB]) {
      expect((await unpublish(cookie, live.id)).status).toBe(403);
    }
    const draft = await make('new');
    expect((await publish(w.cookies.viewer, draft.id)).status).toBe(403);
    expect((await publish(w.cookies.wsAdminB, draft.id)).status).toBe(404);
    const foreign = await createWorkflow({ orgId: w.ws.other.organizationId, workspaceId: w.ws.other.id, state: 'published' });
    expect((await unpublish(w.cookies.orgAdmin, foreign.id)).status).toBe(404);
  });
});

describe('move and the workspace counts', () => {
  it('moves between workspaces the caller authors in; the derived counts follow', async () => {
    const ws = { a: w.ws.a.id, b: w.ws.b.id };
    const before = { a: (await counts(w.cookies.publisher, ws.a)).body.item, b: (await counts(w.cookies.publisher, ws.b)).body.item };
    const wf = await make('published');
    const afterCreate = (await counts(w.cookies.viewer, ws.a)).body.item;
    expect(afterCreate).toEqual({ created: before.a.created + 1, published: before.a.published + 1, unpublished: before.a.unpublished });

    const moved = await move(w.cookies.publisher, wf.id, ws.b);
    expect(moved.status).toBe(200);
    expect(moved.body.item).toMatchObject({ workspaceId: ws.b, workspaceName: 'Bottling' });
    expect((await counts(w.cookies.publisher, ws.a)).body.item).toEqual(before.a);
    expect((await counts(w.cookies.publisher, ws.b)).body.item).toEqual({ ...before.b, created: before.b.created + 1, published: before.b.published + 1 });

    await unpublish(w.cookies.publisher, wf.id);
    const b = (await counts(w.cookies.publisher, ws.b)).body.item;
    expect(b).toEqual({ created: before.b.created + 1, published: before.b.published, unpublished: before.b.unpublished + 1 });
    expect(b.unpublished).toBe(b.created - b.published);
    expect(await audits(wf.id)).toContain('workflow.move');
  });

  it('needs authorship in the target too; unseen targets are 404', async () => {
    const wf = await make('new');
    // publisherB authors in B but not in A, where the workflow is.
    expect((await move(w.cookies.publisherB, wf.id, w.ws.b.id)).status).toBe(404);
    const shared = await make('published');
    expect((await move(w.cookies.wsAdminB, shared.id, w.ws.b.id)).status).toBe(403);
    expect((await move(w.cookies.viewer, shared.id, w.ws.b.id)).status).toBe(403);
    // publisher authors in A and B, not in P (private, unassigned) nor in another organisation.
    expect((await move(w.cookies.publisher, wf.id, w.ws.p.id)).status).toBe(404);
    expect((await move(w.cookies.publisher, wf.id, w.ws.other.id)).status).toBe(404);
    expect((await move(w.cookies.publisher, wf.id, 'nope')).status).toBe(422);
    expect((await row(wf.id)).workspaceId).toBe(w.ws.a.id);
  });

  it('counts answer 404 for private-unassigned and foreign workspaces', async () => {
    expect((await counts(w.cookies.publisher, w.ws.p.id)).status).toBe(404);
    expect((await counts(w.cookies.orgAdmin, w.ws.p.id)).status).toBe(200);
    expect((await counts(w.cookies.orgAdmin, w.ws.other.id)).status).toBe(404);
  });

  it('a moved workflow reads its new workspace', async () => {
    const wf = await make('new');
    await move(w.cookies.orgAdmin, wf.id, w.ws.p.id);
    const seen = await call(getRoute, `/api/v1/workflows/${wf.id}`, { cookie: w.cookies.publisher, params: { id: wf.id } });
    expect(seen.status).toBe(404);
  });
});
