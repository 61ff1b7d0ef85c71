import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATCH as patchRoute } from '@/app/api/v1/workflows/[id]/route';
import { PUT as titleRoute } from '@/app/api/v1/workflows/[id]/title/route';
import { PUT as languageRoute } from '@/app/api/v1/workflows/[id]/language-code/route';
import { GET as versionsRoute } from '@/app/api/v1/workflows/[id]/versions/route';
import { POST as restoreRoute } from '@/app/api/v1/workflows/[id]/versions/[versionId]/restore/route';
import { auditLog, categories, subcategories, workflows } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { db } from '@/tests/helpers/factories';
import { call, createWorkflow, workflowWorld, type WorkflowWorld } from './workflows-fixtures';

process.env.JOBS_IN_PROCESS = 'false';

let w: WorkflowWorld;
let ppe: string;
let gloves: string;
let foreignSubcategory: string;
beforeAll(async () => {
  w = await workflowWorld();
  const d = await db();
  const [category] = await d.insert(categories).values({ organizationId: w.org.id, name: 'Safety' }).returning();
  const subs = await d
    .insert(subcategories)
    .values([
      { organizationId: w.org.id, categoryId: category.id, name: 'PPE' },
      { organizationId: w.org.id, categoryId: category.id, name: 'Gloves' },
    ])
    .returning();
  [ppe, gloves] = subs.map((s) => s.id);
  const otherOrg = w.ws.other.organizationId;
  const [theirs] = await d.insert(categories).values({ organizationId: otherOrg, name: 'Theirs' }).returning();
  [{ id: foreignSubcategory }] = await d.insert(subcategories).values({ organizationId: otherOrg, categoryId: theirs.id, name: 'X' }).returning();
}, 60_000);
afterAll(async () => {
  await stopBoss({ graceful: false });
});

const make = (state: Parameters<typeof createWorkflow>[0]['state'] = 'new', workspaceId = w.ws.a.id) =>
  createWorkflow({ orgId: w.org.id, workspaceId, authorId: w.users.publisher.id, state });
const rename = (id: string, title: string) =>
  call(titleRoute, `/api/v1/workflows/${id}/title`, { cookie: w.cookies.publisher, method: 'PUT', body: { title, languageCode: 'en-us' }, params: { id } });
const patch = (cookie: string, id: string, body: unknown) => call(patchRoute, `/api/v1/workflows/${id}`, { cookie, method: 'PATCH', body, params: { id } });
const language = (cookie: string, id: string, languageCode: string) =>
  call(languageRoute, `/api/v1/workflows/${id}/language-code`, { cookie, method: 'PUT', body: { languageCode }, params: { id } });
const versions = (cookie: string, id: string) => call(versionsRoute, `/api/v1/workflows/${id}/versions`, { cookie, params: { id } });
const restore = (cookie: string, id: string, versionId: string) =>
  call(restoreRoute, `/api/v1/workflows/${id}/versions/${versionId}/restore`, { cookie, method: 'POST', params: { id, versionId } });

describe('version history', () => {
  it('snapshots before each rename and lists the versions newest first with who made them', async () => {
    const wf = await make();
    await rename(wf.id, 'Second');
    await rename(wf.id, 'Third');
    const { status, body } = await versions(w.cookies.publisher, wf.id);
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.items!.map((v) => [v.version, v.title, v.createdBy])).toEqual([
      [2, 'Second', { displayName: 'Pat Publisher' }],
      [1, 'Workflow new', { displayName: 'Pat Publisher' }],
    ]);
  });

  it('restores a version: the present is snapshotted first, then the old title comes back', async () => {
    const wf = await make();
    await rename(wf.id, 'Renamed');
    const [first] = (await versions(w.cookies.publisher, wf.id)).body.items!;
    const { status, body } = await restore(w.cookies.publisher, wf.id, first.id);
    expect(status).toBe(200);
    expect(body.item).toMatchObject({ originalTitle: 'Workflow new', titleTranslations: { 'en-us': 'Workflow new' }, totalVersions: 2 });
    const list = (await versions(w.cookies.publisher, wf.id)).body.items!;
    expect(list.map((v) => v.title)).toEqual(['Renamed', 'Workflow new']);
    const actions = (await (await db()).select().from(auditLog).where(eq(auditLog.entityId, wf.id))).map((a) => a.action);
    expect(actions).toEqual(['workflow.restore']);
    // The restore itself can be undone.
    expect((await restore(w.cookies.publisher, wf.id, list[0].id)).body.item.originalTitle).toBe('Renamed');
  });

  it('answers 404 for a version of another workflow or a malformed id; refuses viewers', async () => {
    const wf = await make('published');
    const other = await make();
    await rename(other.id, 'Other');
    const [foreignVersion] = (await versions(w.cookies.publisher, other.id)).body.items!;
    expect(await restore(w.cookies.publisher, wf.id, foreignVersion.id)).toMatchObject({ status: 404, body: { error: { message: 'workflows.versionNotFound' } } });
    expect((await restore(w.cookies.publisher, wf.id, 'nope')).status).toBe(404);
    expect((await versions(w.cookies.viewer, wf.id)).status).toBe(403);
    expect((await restore(w.cookies.viewer, wf.id, foreignVersion.id)).status).toBe(403);
    expect((await versions(w.cookies.wsAdminB, wf.id)).status).toBe(403);
    const foreign = await createWorkflow({ orgId: w.ws.other.organizationId, workspaceId: w.ws.other.id, state: 'published' });
    expect((await versions(w.cookies.orgAdmin, foreign.id)).status).toBe(404);
  });
});

describe('PUT /api/v1/workflows/{id}/language-code', () => {
  it('changes the language, keeping titles per language, with a snapshot; unchanged is no write', async () => {
    const wf = await make();
    const { status, body } = await language(w.cookies.publisher, wf.id, 'ja-jp');
    expect(status).toBe(200);
    expect(body.item).toMatchObject({ languageCode: 'ja-jp', originalTitle: 'Workflow new', totalVersions: 1 });
    expect(body.item.titleTranslations).toEqual({ 'en-us': 'Workflow new', 'ja-jp': 'Workflow new' });
    expect((await language(w.cookies.publisher, wf.id, 'ja-jp')).body.item.totalVersions).toBe(1);
    expect((await language(w.cookies.publisher, wf.id, 'en-us')).body.item).toMatchObject({ languageCode: 'en-us', totalVersions: 2 });
  });

  it('validates the language and refuses viewers; 404 when foreign', async () => {
    const wf = await make('published');
    expect(await language(w.cookies.publisher, wf.id, 'xx')).toMatchObject({ status: 422 });
    expect((await language(w.cookies.viewer, wf.id, 'de-de')).status).toBe(403);
    expect((await language(w.cookies.publisherB, wf.id, 'de-de')).status).toBe(403);
    const foreign = await createWorkflow({ orgId: w.ws.other.organizationId, workspaceId: w.ws.other.id, state: 'published' });
    expect((await language(w.cookies.orgAdmin, foreign.id, 'de-de')).status).toBe(404);
  });
});

describe('PATCH /api/v1/workflows/{id}', () => {
  it('sets the external id and the sub-categories, with a snapshot; the same again writes nothing', async () => {
    const wf = await make();
    const { status, body } = await patch(w.cookies.publisher, wf.id, { data: { externalId: ' SAP-42 ', subcategoryIds: [ppe, gloves] } });
    expect(status).toBe(200);
    expect(body.item).toMatchObject({ externalId: 'SAP-42', subcategoryIds: [ppe, gloves].sort(), totalVersions: 1 });
    const same = await patch(w.cookies.publisher, wf.id, { data: { externalId: 'SAP-42', subcategoryIds: [gloves, ppe] } });
    expect(same.body.item.totalVersions).toBe(1);
    const cleared = await patch(w.cookies.publisher, wf.id, { data: { externalId: '', subcategoryIds: [] } });
    expect(cleared.body.item).toMatchObject({ externalId: null, subcategoryIds: [], totalVersions: 2 });
  });

  it('refuses another organisation’s sub-category and invalid input', async () => {
    const wf = await make();
    expect(await patch(w.cookies.publisher, wf.id, { data: { subcategoryIds: [ppe, foreignSubcategory] } })).toMatchObject({
      status: 404,
      body: { error: { message: 'workflows.subcategoryNotFound' } },
    });
    expect((await patch(w.cookies.publisher, wf.id, { data: {} })).status).toBe(422);
    expect((await patch(w.cookies.publisher, wf.id, { data: { externalId: 'x'.repeat(201) } })).status).toBe(422);
    expect((await patch(w.cookies.publisher, wf.id, { externalId: 'top-level' })).status).toBe(422);
    const [row] = await (await db()).select().from(workflows).where(eq(workflows.id, wf.id));
    expect(row.totalVersions).toBe(0);
  });

  it('refuses viewers and authors of other workspaces; 404 for private and foreign', async () => {
    const live = await make('published');
    const body = { data: { externalId: 'nope' } };
    for (const cookie of [w.cookies.viewer, w.cookies.publisherB, w.cookies.wsAdminB]) expect((await patch(cookie, live.id, body)).status).toBe(403);
    expect((await patch(w.cookies.publisher, (await make('new', w.ws.p.id)).id, body)).status).toBe(404);
    const foreign = await createWorkflow({ orgId: w.ws.other.organizationId, workspaceId: w.ws.other.id, state: 'published' });
    expect((await patch(w.cookies.orgAdmin, foreign.id, body)).status).toBe(404);
  });
});
