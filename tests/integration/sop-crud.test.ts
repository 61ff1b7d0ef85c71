import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DELETE as deleteItemRoute } from '@/app/api/v1/multimodal-sop-items/[id]/route';
import { POST as retryRoute } from '@/app/api/v1/multimodal-sop/[id]/retry/route';
import { PUT as moveRoute } from '@/app/api/v1/multimodal-sop/[id]/workspace/route';
import { GET as playerRoute } from '@/app/api/v1/player/multimodal-sop/[id]/route';
import { GET as executionRoute } from '@/app/api/v1/sop-executions/[executionId]/route';
import { getBoss, stopBoss } from '@/lib/jobs';
import { loadJobCatalog } from '@/lib/jobs/catalog';
import { getJobDefinition } from '@/lib/jobs/registry';
import { multimodalSops } from '@/db/schema';
import { addMember, createOrg, createUser, createWorkspace, db, sessionCookie } from '@/tests/helpers/factories';
import { block, hit, makeSop, sopApi, sopWorld, type SopWorld } from './sop-fixtures';
import { createCompletedUpload, createWorkflow, queuedJobs } from './workflows-fixtures';

process.env.JOBS_IN_PROCESS = 'false';

let w: SopWorld;
beforeAll(async () => {
  w = await sopWorld();
}, 60_000);
afterAll(async () => {
  await stopBoss({ graceful: false });
});

const errorOf = (reply: { body: { error?: { message: string } } }) => reply.body.error?.message;

describe('POST /api/v1/multimodal-sop', () => {
  it('creates a manual SOP with the spec defaults, in create mode, with an introduction and a conclusion', async () => {
    const res = await sopApi.create(w.cookies.publisher, { workspaceId: w.ws.a.id, mode: 'manual' });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({ title: 'Untitled SOP', languageCode: 'en-us', type: 'manually', status: 'completed', published: false, version: 1, taskMode: 'create', canEdit: true, allowDuplicate: true, workspaceName: 'Assembly' });
    expect(res.body.item.items.map((i: { type: string }) => i.type)).toEqual(['introduction', 'conclusion']);
    expect(res.body.item.author).toEqual({ uid: w.users.publisher.id, displayName: 'Pat Publisher' });
  });

  it('copies an SOP as a template with new block ids', async () => {
    const template = await makeSop(w.cookies.publisher, w.ws.a.id, { title: 'Template' });
    const res = await sopApi.create(w.cookies.publisher, { workspaceId: w.ws.b.id, mode: 'sop', templateId: template.id });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({ type: 'sop', title: 'Template', description: 'How to set up the line', workspaceId: w.ws.b.id });
    expect(res.body.item.items.map((i: { type: string }) => i.type)).toEqual(['introduction', 'step', 'conclusion']);
    expect(res.body.item.items.map((i: { id: string }) => i.id)).not.toContain(template.items[0].id);
  });

  it('starts PDF and video SOPs as processing, in default mode, with nothing to edit yet', async () => {
    const pdf = await createCompletedUpload(w.org.id, w.users.publisher.id, { purpose: 'sop-pdf', contentType: 'application/pdf', fileName: 'manual.pdf' });
    const fromPdf = await sopApi.create(w.cookies.publisher, { workspaceId: w.ws.a.id, mode: 'fromPDF', pdfUploadId: pdf.id });
    expect(fromPdf.status).toBe(201);
    expect(fromPdf.body.item).toMatchObject({ type: 'pdf', status: 'processing', taskMode: 'default', items: [] });
    const workflow = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, state: 'published' });
    const fromVideo = await sopApi.create(w.cookies.publisher, { workspaceId: w.ws.a.id, mode: 'fromVideo', workflowId: workflow.id });
    expect(fromVideo.body.item).toMatchObject({ type: 'workflow', status: 'processing' });
    // Each is queued for the import job once a worker knows it (lib/sop/import/job.ts); without it nothing is queued.
    await Promise.all([loadJobCatalog(), getBoss()]);
    const queued = (await queuedJobs('sop-import')).map((j) => j.data.sopId);
    expect(queued).toEqual(getJobDefinition('sop-import') ? [fromPdf.body.item.id, fromVideo.body.item.id] : []);
    // A processing SOP cannot be published or edited yet.
    expect((await sopApi.patch(w.cookies.publisher, fromPdf.body.item.id, { published: true })).status).toBe(409);
  });

  it('shows why an import failed and starts it again once (POST …/retry)', async () => {
    const pdf = await createCompletedUpload(w.org.id, w.users.publisher.id, { purpose: 'sop-pdf', contentType: 'application/pdf', fileName: 'scan.pdf' });
    const sop = (await sopApi.create(w.cookies.publisher, { workspaceId: w.ws.a.id, mode: 'fromPDF', pdfUploadId: pdf.id })).body.item;
    const retry = (cookie: string) => hit(retryRoute, `/api/v1/multimodal-sop/${sop.id}/retry`, { cookie, method: 'POST', params: { id: sop.id } });
    expect(errorOf(await retry(w.cookies.publisher))).toBe('sopErrors.notFailed');
    await (await db()).update(multimodalSops).set({ status: 'failed', statusError: 'sopImport.failed' }).where(eq(multimodalSops.id, sop.id));
    expect((await sopApi.get(w.cookies.publisher, sop.id)).body.item).toMatchObject({ status: 'failed', statusError: 'sopImport.failed' });
    expect((await retry(w.cookies.viewer)).status).toBe(403);
    expect((await retry(w.cookies.outsider)).status).toBe(404);
    const again = await retry(w.cookies.publisher);
    expect(again.body.item).toMatchObject({ status: 'processing', statusError: null, taskMode: 'default' });
    expect((await retry(w.cookies.publisher)).status).toBe(409);
  });

  it('refuses bad input with message keys: title over 90, blank title, missing mode inputs, someone else’s upload', async () => {
    const post = (body: Record<string, unknown>) => sopApi.create(w.cookies.publisher, { workspaceId: w.ws.a.id, ...body });
    const long = await post({ mode: 'manual', title: 'x'.repeat(91) });
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.body)).toContain('sopErrors.titleTooLong');
    expect(JSON.stringify((await post({ mode: 'manual', title: '   ' })).body)).toContain('sopErrors.titleRequired');
    expect((await post({ mode: 'manual', title: 'x'.repeat(90) })).status).toBe(201);
    expect(JSON.stringify((await post({ mode: 'fromPDF' })).body)).toContain('sopErrors.pdfRequired');
    expect(JSON.stringify((await post({ mode: 'fromVideo' })).body)).toContain('sopErrors.workflowRequired');
    expect(JSON.stringify((await post({ mode: 'sop' })).body)).toContain('sopErrors.templateRequired');
    const others = await createCompletedUpload(w.org.id, w.users.orgAdmin.id, { purpose: 'sop-pdf' });
    expect(errorOf(await post({ mode: 'fromPDF', pdfUploadId: others.id }))).toBe('sopErrors.pdfRequired');
  });

  it('lets only authors create: a viewer gets 403, a private workspace 404, another organisation’s workspace 404', async () => {
    expect((await sopApi.create(w.cookies.viewer, { workspaceId: w.ws.a.id, mode: 'manual' })).status).toBe(403);
    expect((await sopApi.create(w.cookies.publisherB, { workspaceId: w.ws.a.id, mode: 'manual' })).status).toBe(403);
    expect((await sopApi.create(w.cookies.publisher, { workspaceId: w.ws.p.id, mode: 'manual' })).status).toBe(404);
    expect((await sopApi.create(w.cookies.publisher, { workspaceId: w.ws.other.id, mode: 'manual' })).status).toBe(404);
  });

  it('answers 403 sopErrors.featureOff when the organisation has smart instructions switched off', async () => {
    const org = await createOrg({ settings: { features: { enableMultiModalSOP: { featureEnabled: true, enabled: false } } } });
    const ws = await createWorkspace(org.id);
    const user = await createUser(org.id, 'publisher');
    await addMember(org.id, ws.id, user.id, 'publisher');
    const { cookie } = await sessionCookie(user);
    const res = await sopApi.create(cookie, { workspaceId: ws.id, mode: 'manual' });
    expect(res.status).toBe(403);
    expect(errorOf(res)).toBe('sopErrors.featureOff');
    expect((await sopApi.list(cookie)).status).toBe(403);
    const executionId = randomUUID();
    expect((await hit(executionRoute, `/api/v1/sop-executions/${executionId}`, { cookie, params: { executionId } })).body.error.message).toBe('sopErrors.featureOff');
  });
});

describe('GET /api/v1/multimodal-sop/{id}: visibility and the task-mode rule', () => {
  it('gives authors create, then edit after a save, view once published; viewers and execution sessions always view', async () => {
    const created = (await sopApi.create(w.cookies.publisher, { workspaceId: w.ws.a.id, mode: 'manual' })).body.item;
    expect(created.taskMode).toBe('create');
    await sopApi.put(w.cookies.publisher, created.id, { title: 'Saved', description: '', items: created.items, version: 1 });
    expect((await sopApi.get(w.cookies.publisher, created.id)).body.item).toMatchObject({ taskMode: 'edit', version: 2, title: 'Saved' });
    expect((await sopApi.get(w.cookies.publisher, created.id, `?skillId=${randomUUID()}`)).body.item.taskMode).toBe('view');
    // Unpublished: a viewer of the workspace cannot see it at all.
    expect((await sopApi.get(w.cookies.viewer, created.id)).status).toBe(404);
    await sopApi.patch(w.cookies.publisher, created.id, { published: true });
    expect((await sopApi.get(w.cookies.publisher, created.id)).body.item).toMatchObject({ taskMode: 'view', published: true, canEdit: true });
    expect((await sopApi.get(w.cookies.viewer, created.id)).body.item).toMatchObject({ taskMode: 'view', canEdit: false });
    const player = await hit(playerRoute, `/api/v1/player/multimodal-sop/${created.id}`, { cookie: w.cookies.viewer, params: { id: created.id } });
    expect(player.body.item.id).toBe(created.id);
  });

  it('answers 404 to another organisation, to a malformed id and to an unknown id', async () => {
    const sop = await makeSop(w.cookies.publisher, w.ws.a.id, { published: true });
    expect((await sopApi.get(w.cookies.outsider, sop.id)).status).toBe(404);
    expect((await sopApi.get(w.cookies.publisher, 'nope')).status).toBe(404);
    expect((await sopApi.get(w.cookies.publisher, randomUUID())).status).toBe(404);
    expect((await sopApi.patch(w.cookies.outsider, sop.id, { title: 'Mine' })).status).toBe(404);
    expect((await sopApi.remove(w.cookies.outsider, sop.id)).status).toBe(404);
  });
});

describe('GET /api/v1/multimodal-sop (list)', () => {
  it('lists updatedAt descending with paging; viewers see published SOPs only', async () => {
    const org = await createOrg();
    const ws = await createWorkspace(org.id, { name: 'Packing' });
    const author = await createUser(org.id, 'publisher');
    const viewer = await createUser(org.id, 'viewer');
    await addMember(org.id, ws.id, author.id, 'publisher');
    const a = (await sessionCookie(author)).cookie;
    const v = (await sessionCookie(viewer)).cookie;
    const first = await makeSop(a, ws.id, { title: 'Alpha', published: true });
    const second = await makeSop(a, ws.id, { title: 'Bravo' });
    const third = await makeSop(a, ws.id, { title: 'Charlie', published: true });
    const all = await sopApi.list(a, `?workspaceId=${ws.id}`);
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((c: { id: string }) => c.id)).toEqual([third.id, second.id, first.id]);
    expect(all.body.items[0]).toMatchObject({ title: 'Charlie', workspaceName: 'Packing', privateWorkspace: false, numSteps: 1, favorite: false, status: 'completed' });
    expect((await sopApi.list(a, '?page=1&size=2')).body.items.map((c: { id: string }) => c.id)).toEqual([first.id]);
    expect((await sopApi.list(a, '?keyword=brav')).body.items.map((c: { id: string }) => c.id)).toEqual([second.id]);
    expect((await sopApi.list(a, '?published=false')).body.total).toBe(1);
    expect((await sopApi.list(a, `?authorId=${author.id}`)).body.total).toBe(3);
    expect((await sopApi.list(v, `?authorId=${author.id}`)).body.total).toBe(2);
    expect((await sopApi.list(a, `?authorId=${viewer.id}`)).body.total).toBe(0);
    const seen = await sopApi.list(v);
    expect(seen.body.items.map((c: { id: string }) => c.id)).toEqual([third.id, first.id]);
  });
});

describe('PATCH and PUT /api/v1/multimodal-sop/{id}', () => {
  it('saves the title without changing the version; unpublishing clears the published date', async () => {
    const sop = await makeSop(w.cookies.publisher, w.ws.a.id, { published: true });
    const renamed = await sopApi.patch(w.cookies.publisher, sop.id, { title: '  Line setup v2 ' });
    expect(renamed.body.item).toMatchObject({ title: 'Line setup v2', version: sop.version, published: true });
    expect(renamed.body.item.publishedDate).toEqual(expect.any(String));
    const off = await sopApi.patch(w.cookies.publisher, sop.id, { published: false, allowDuplicate: false });
    expect(off.body.item).toMatchObject({ published: false, publishedDate: null, allowDuplicate: false });
    expect(JSON.stringify((await sopApi.patch(w.cookies.publisher, sop.id, { title: 'y'.repeat(91) })).body)).toContain('sopErrors.titleTooLong');
  });

  it('saves the whole document with optimistic versions, ordering introduction first and conclusion last', async () => {
    const sop = await makeSop(w.cookies.publisher, w.ws.a.id);
    const items = [block('step'), block('conclusion'), block('warning'), block('introduction')];
    const saved = await sopApi.put(w.cookies.publisher, sop.id, { title: 'Ordered', description: 'd', items, version: sop.version });
    expect(saved.status).toBe(200);
    expect(saved.body.item.items.map((i: { type: string }) => i.type)).toEqual(['introduction', 'step', 'warning', 'conclusion']);
    expect(saved.body.item.version).toBe(sop.version + 1);
    const stale = await sopApi.put(w.cookies.publisher, sop.id, { title: 'Late', description: '', items, version: sop.version });
    expect(stale.status).toBe(409);
    expect(errorOf(stale)).toBe('sopErrors.staleVersion');
  });

  it('refuses a published document (unpublish first), more than 10 images, duplicate ids, foreign uploads and workflows', async () => {
    const sop = await makeSop(w.cookies.publisher, w.ws.a.id, { published: true });
    const put = (items: unknown[], version = sop.version) => sopApi.put(w.cookies.publisher, sop.id, { title: 'T', description: '', items, version });
    expect(errorOf(await put([block('step')]))).toBe('sopErrors.publishedReadOnly');
    await sopApi.patch(w.cookies.publisher, sop.id, { published: false });
    const image = (uploadId: string) => ({ id: randomUUID(), type: 'image', name: 'photo.jpg', uploadId });
    const upload = await createCompletedUpload(w.org.id, w.users.publisher.id, { purpose: 'sop-image', contentType: 'image/jpeg' });
    const tooMany = await put([block('step', { attachments: Array.from({ length: 11 }, () => image(upload.id)) })]);
    expect(JSON.stringify(tooMany.body)).toContain('sopErrors.tooManyImages');
    const twin = block('step');
    expect(JSON.stringify((await put([twin, twin])).body)).toContain('sopErrors.duplicateItemId');
    expect(JSON.stringify((await put([block('nonsense')])).body)).toContain('sopErrors.blockType');
    expect(JSON.stringify((await put([block('step', { title: 'z'.repeat(201) })])).body)).toContain('sopErrors.itemTitleTooLong');
    const foreign = await createCompletedUpload(w.ws.other.organizationId, w.users.outsider.id, { purpose: 'sop-image' });
    expect(errorOf(await put([block('step', { attachments: [image(foreign.id)] })]))).toBe('sopErrors.unknownUpload');
    expect(errorOf(await put([block('workflow', { workflowId: randomUUID() })]))).toBe('sopErrors.unknownWorkflow');
    const workflow = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, state: 'published' });
    const ok = await put([block('step', { attachments: Array.from({ length: 10 }, () => image(upload.id)) }), block('workflow', { workflowId: workflow.id })]);
    expect(ok.status).toBe(200);
    expect(ok.body.item.items[0].attachments[0].url).toEqual(expect.any(String));
    // The first image is the card's poster.
    expect(ok.body.item.poster).toEqual(expect.any(String));
    expect((await put([block('step')], ok.body.item.version)).body.item.poster).toBeNull();
  });

  it('keeps viewers and authors of other workspaces from writing (403)', async () => {
    const sop = await makeSop(w.cookies.publisher, w.ws.a.id, { published: true });
    expect((await sopApi.patch(w.cookies.viewer, sop.id, { title: 'Mine' })).status).toBe(403);
    expect((await sopApi.put(w.cookies.viewer, sop.id, { title: 'Mine', items: [], version: 1 })).status).toBe(403);
    expect((await sopApi.remove(w.cookies.viewer, sop.id)).status).toBe(403);
    expect((await sopApi.patch(w.cookies.publisherB, sop.id, { title: 'Mine' })).status).toBe(403);
  });
});

describe('DELETE, item DELETE and move', () => {
  it('deletes one block as a new version, then the SOP (204, then 404)', async () => {
    const sop = await makeSop(w.cookies.publisher, w.ws.a.id);
    const step = sop.items.find((i) => i.type === 'step')!;
    const del = (cookie: string, id: string) => hit(deleteItemRoute, `/api/v1/multimodal-sop-items/${id}`, { cookie, method: 'DELETE', params: { id } });
    expect((await del(w.cookies.viewer, step.id)).status).toBe(403);
    expect((await del(w.cookies.outsider, step.id)).status).toBe(404);
    expect((await del(w.cookies.publisher, step.id)).status).toBe(204);
    const after = (await sopApi.get(w.cookies.publisher, sop.id)).body.item;
    expect(after.items.map((i: { type: string }) => i.type)).toEqual(['introduction', 'conclusion']);
    expect(after.version).toBe(sop.version + 1);
    expect((await del(w.cookies.publisher, step.id)).status).toBe(404);
    expect((await sopApi.remove(w.cookies.publisher, sop.id)).status).toBe(204);
    expect((await sopApi.get(w.cookies.publisher, sop.id)).status).toBe(404);
  });

  it('moves to another workspace the caller authors in, not to one they only see', async () => {
    const sop = await makeSop(w.cookies.publisher, w.ws.a.id);
    const move = (cookie: string, workspaceId: string) => hit(moveRoute, `/api/v1/multimodal-sop/${sop.id}/workspace`, { cookie, method: 'PUT', body: { workspaceId }, params: { id: sop.id } });
    const moved = await move(w.cookies.publisher, w.ws.b.id);
    expect(moved.body.item).toMatchObject({ workspaceId: w.ws.b.id, workspaceName: 'Bottling' });
    expect((await move(w.cookies.publisher, w.ws.p.id)).status).toBe(404);
    expect((await move(w.cookies.publisherB, w.ws.a.id)).status).toBe(403);
    expect((await move(w.cookies.publisher, w.ws.other.id)).status).toBe(404);
  });
});
