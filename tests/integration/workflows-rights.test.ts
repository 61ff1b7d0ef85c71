import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as initializeRoute } from '@/app/api/v1/workflows/initialize/route';
import { DELETE as deleteRoute, GET as getRoute } from '@/app/api/v1/workflows/[id]/route';
import { POST as publishRoute } from '@/app/api/v1/workflows/[id]/publish/route';
import { PUT as titleRoute } from '@/app/api/v1/workflows/[id]/title/route';
import { PUT as moveRoute } from '@/app/api/v1/workflows/[id]/workspace/route';
import { GET as workspacesRoute } from '@/app/api/v1/workspaces/route';
import { workflows } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { addMember, createUser, createWorkspace, db, sessionCookie } from '@/tests/helpers/factories';
import { api } from './uploads-helpers';
import { call, createCompletedUpload, createWorkflow, workflowWorld, type WorkflowWorld } from './workflows-fixtures';

// Authoring rights come from the role in the workspace (spec 01 §6), not the organisation-level role.
process.env.JOBS_IN_PROCESS = 'false';

let w: WorkflowWorld;
let ws: { c: { id: string } };
let pub: { id: string; cookie: string };
let admin: { id: string; cookie: string };

beforeAll(async () => {
  w = await workflowWorld();
  ws = { c: await createWorkspace(w.org.id, { name: 'Casting' }) };
  // Viewers at organisation level: publisher in A and C (viewer in B); workspace admin in A.
  const p = await createUser(w.org.id, 'viewer', { displayName: 'Wanda Workspace-Publisher' });
  await addMember(w.org.id, w.ws.a.id, p.id, 'publisher');
  await addMember(w.org.id, ws.c.id, p.id, 'publisher');
  await addMember(w.org.id, w.ws.b.id, p.id, 'viewer');
  const a = await createUser(w.org.id, 'viewer', { displayName: 'Arne Workspace-Admin' });
  await addMember(w.org.id, w.ws.a.id, a.id, 'admin-group');
  pub = { id: p.id, cookie: (await sessionCookie(p)).cookie };
  admin = { id: a.id, cookie: (await sessionCookie(a)).cookie };
}, 60_000);
afterAll(async () => {
  await stopBoss({ graceful: false });
});

const initialize = (cookie: string, uploadId: string, workspaceId: string) =>
  call(initializeRoute, '/api/v1/workflows/initialize', { cookie, method: 'POST', body: { uploadId, title: 'Line setup', workspaceId, languageCode: 'en-us' } });
const rename = (cookie: string, id: string) =>
  call(titleRoute, `/api/v1/workflows/${id}/title`, { cookie, method: 'PUT', body: { title: 'Renamed', languageCode: 'en-us' }, params: { id } });
const publish = (cookie: string, id: string) => call(publishRoute, `/api/v1/workflows/${id}/publish`, { cookie, method: 'POST', params: { id } });
const move = (cookie: string, id: string, workspaceId: string) =>
  call(moveRoute, `/api/v1/workflows/${id}/workspace`, { cookie, method: 'PUT', body: { workspaceId }, params: { id } });
const remove = (cookie: string, id: string) => call(deleteRoute, `/api/v1/workflows/${id}`, { cookie, method: 'DELETE', params: { id } });

describe('authoring with a per-workspace role (organisation role: viewer)', () => {
  it('starts an upload and creates a workflow in the workspace where they publish, not in another', async () => {
    const created = await api.create(pub.cookie, { fileName: 'line.mp4', contentType: 'video/mp4', size: 1000, purpose: 'workflow-video' });
    expect(created.status).toBe(201);
    const upload = await createCompletedUpload(w.org.id, pub.id);
    const made = await initialize(pub.cookie, upload.id, w.ws.a.id);
    expect(made.status).toBe(201);
    expect(made.body.item).toMatchObject({ workspaceId: w.ws.a.id, canEdit: true, author: { uid: pub.id } });
    // workflows.source: where the video came from; the pipeline's probe adds width, height … later.
    expect(made.body.item.source).toEqual({
      origin: 'upload', fileName: 'line-setup.mp4', contentType: 'video/mp4', size: 1000,
      width: null, height: null, fps: null, hasAudio: null, codec: null,
    });
    // B is open to them (they view it) but they do not author there.
    const other = await createCompletedUpload(w.org.id, pub.id);
    expect(await initialize(pub.cookie, other.id, w.ws.b.id)).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    // The same holds for a workspace admin of A.
    const forAdmin = await createCompletedUpload(w.org.id, admin.id);
    expect((await initialize(admin.cookie, forAdmin.id, w.ws.b.id)).status).toBe(403);
    expect((await initialize(admin.cookie, forAdmin.id, w.ws.a.id)).status).toBe(201);
  });

  it('records a screen recording as such in workflows.source', async () => {
    const upload = await createCompletedUpload(w.org.id, pub.id, { fileName: 'screen.webm', contentType: 'video/webm', size: 4321 });
    const body = { uploadId: upload.id, title: 'Recorded', workspaceId: ws.c.id, languageCode: 'en-us', origin: 'recording' };
    const made = await call(initializeRoute, '/api/v1/workflows/initialize', { cookie: pub.cookie, method: 'POST', body });
    expect(made.status).toBe(201);
    const row = await (await db()).query.workflows.findFirst({ where: eq(workflows.id, made.body.item.id) });
    expect(row?.source).toEqual({ origin: 'recording', fileName: 'screen.webm', contentType: 'video/webm', size: 4321 });
    const bad = await call(initializeRoute, '/api/v1/workflows/initialize', { cookie: pub.cookie, method: 'POST', body: { ...body, origin: 'fax' } });
    expect(bad.status).toBe(422);
  });

  it('offers only the workspaces they author in to the create dialog', async () => {
    const { status, body } = await call(workspacesRoute, '/api/v1/workspaces?type=edit', { cookie: pub.cookie });
    expect(status).toBe(200);
    expect(body.items!.map((i: { id: string }) => i.id).sort()).toEqual([w.ws.a.id, ws.c.id].sort());
  });

  it('renames, publishes, moves and deletes in their workspace; only views elsewhere', async () => {
    const mine = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, state: 'unpublished' });
    expect((await rename(pub.cookie, mine.id)).body.item).toMatchObject({ title: 'Renamed' });
    expect((await publish(pub.cookie, mine.id)).body.item).toMatchObject({ published: true });
    // Move needs rights in both workspaces: C yes, B no.
    expect(await move(pub.cookie, mine.id, w.ws.b.id)).toMatchObject({ status: 403 });
    expect((await move(pub.cookie, mine.id, ws.c.id)).body.item).toMatchObject({ workspaceId: ws.c.id });
    expect((await remove(pub.cookie, mine.id)).status).toBe(200);
    expect(await (await db()).query.workflows.findFirst({ where: eq(workflows.id, mine.id) })).toBeUndefined();

    const inB = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.b.id, state: 'published' });
    expect((await call(getRoute, `/api/v1/workflows/${inB.id}`, { cookie: pub.cookie, params: { id: inB.id } })).body.item).toMatchObject({ canEdit: false });
    for (const attempt of [rename(pub.cookie, inB.id), remove(pub.cookie, inB.id), move(pub.cookie, inB.id, w.ws.a.id)]) {
      expect((await attempt).status).toBe(403);
    }
    // Unpublished work in B is not theirs to see at all.
    const draftB = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.b.id, state: 'unpublished' });
    expect((await rename(pub.cookie, draftB.id)).status).toBe(404);
  });

  it('answers another organisation’s workflow and workspace exactly like unknown ids', async () => {
    const foreign = await createWorkflow({ orgId: w.ws.other.organizationId, workspaceId: w.ws.other.id, state: 'unpublished' });
    const unknown = randomUUID();
    for (const attempt of [rename, remove, publish]) {
      const [a, b] = [await attempt(pub.cookie, foreign.id), await attempt(pub.cookie, unknown)];
      expect(a).toEqual(b);
      expect(a).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    }
    const mine = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, state: 'unpublished' });
    const toForeign = await move(pub.cookie, mine.id, w.ws.other.id);
    const toUnknown = await move(pub.cookie, mine.id, unknown);
    expect(toForeign).toEqual(toUnknown);
    expect(toForeign.status).toBe(404);
    const upload = await createCompletedUpload(w.org.id, pub.id);
    expect(await initialize(pub.cookie, upload.id, w.ws.other.id)).toEqual(await initialize(pub.cookie, upload.id, unknown));
  });

  it('still refuses someone who authors nowhere', async () => {
    const created = await api.create(w.cookies.viewer, { fileName: 'line.mp4', contentType: 'video/mp4', size: 1000, purpose: 'workflow-video' });
    expect(created.status).toBe(403);
  });
});
