import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as playerRoute } from '@/app/api/v1/player/workflow/route';
import { GET as storageRoute } from '@/app/api/v1/storage/[...key]/route';
import { GET as originalRoute } from '@/app/api/v1/workflows/[id]/download/route';
import { GET as stepRoute } from '@/app/api/v1/workflows/[id]/steps/[stepId]/download/route';
import { organizations, workflowSteps, workflows } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { parseOrgSettings } from '@/lib/orgs/settings';
import { downloadsAllowed } from '@/lib/workflows/downloads';
import { getStorage } from '@/lib/storage';
import { apiRequest, db, routeParams } from '@/tests/helpers/factories';
import { call, createWorkflow, workflowWorld, type WorkflowWorld } from './workflows-fixtures';

// Downloads of the original video (authors) and a step's video (anyone who may watch), as signed
// storage URLs that answer Content-Disposition: attachment; both obey allowDownloads and disableDownloads.
process.env.JOBS_IN_PROCESS = 'false';

let w: WorkflowWorld;
beforeAll(async () => {
  w = await workflowWorld();
}, 60_000);
afterAll(async () => {
  await stopBoss({ graceful: false });
});

const original = (cookie: string, id: string) => originalRoute(apiRequest(`/api/v1/workflows/${id}/download`, { cookie }), routeParams({ id }));
const stepVideo = (cookie: string, id: string, stepId: string) =>
  stepRoute(apiRequest(`/api/v1/workflows/${id}/steps/${stepId}/download`, { cookie }), routeParams({ id, stepId }));

async function follow(res: Response) {
  expect(res.status).toBe(302);
  const location = res.headers.get('location')!;
  const { pathname } = new URL(location, 'http://localhost:3000');
  const key = decodeURIComponent(pathname.replace('/api/v1/storage/', '')).split('/');
  return storageRoute(new Request(`http://localhost:3000${location}`), routeParams({ key }) as never);
}

async function setPermissions(patch: { allowDownloads?: boolean; disableDownloads?: boolean }) {
  const [org] = await (await db()).select().from(organizations).where(eq(organizations.id, w.org.id));
  const settings = (org.settings ?? {}) as Record<string, Record<string, unknown>>;
  const next = {
    ...settings,
    permissions: { ...(settings.permissions ?? {}), ...(patch.disableDownloads !== undefined ? { disableDownloads: patch.disableDownloads } : {}) },
    features: { ...(settings.features ?? {}), ...(patch.allowDownloads !== undefined ? { allowDownloads: { featureEnabled: true, enabled: patch.allowDownloads } } : {}) },
  };
  await (await db()).update(organizations).set({ settings: next }).where(eq(organizations.id, w.org.id));
}

async function publishedWithFiles() {
  const wf = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, state: 'published', authorId: w.users.publisher.id, title: 'Line setup: shift A' });
  await getStorage().put(wf.originalVideoKey!, Buffer.from('original video bytes'), { contentType: 'video/mp4' });
  const [step] = await (await db()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, wf.id)).orderBy(workflowSteps.position);
  const startVideoKey = `orgs/${w.org.id}/videos/${wf.id}/hls/1/${step.id}/start.mp4`;
  await getStorage().put(startVideoKey, Buffer.from('step video bytes'), { contentType: 'video/mp4' });
  await (await db()).update(workflowSteps).set({ startVideoKey }).where(eq(workflowSteps.id, step.id));
  return { wf, step };
}

describe('downloadsAllowed', () => {
  it('needs the allowDownloads feature on and disableDownloads off, and never on a public player', () => {
    expect(downloadsAllowed(parseOrgSettings({}))).toBe(true);
    expect(downloadsAllowed(parseOrgSettings({}), { isPublic: true })).toBe(false);
    expect(downloadsAllowed(parseOrgSettings({ permissions: { disableDownloads: true } }))).toBe(false);
    expect(downloadsAllowed(parseOrgSettings({ features: { allowDownloads: { enabled: false } } }))).toBe(false);
    expect(downloadsAllowed(parseOrgSettings({ features: { allowDownloads: { featureEnabled: false, enabled: true } } }))).toBe(false);
  });
});

describe('video downloads', () => {
  it('serves the step video to a viewer and the original to an author, as attachments', async () => {
    await setPermissions({ allowDownloads: true, disableDownloads: false });
    const { wf, step } = await publishedWithFiles();

    const stepFile = await follow(await stepVideo(w.cookies.viewer, wf.id, step.id));
    expect(stepFile.status).toBe(200);
    expect(stepFile.headers.get('content-disposition')).toContain(`attachment; filename="Line setup shift A - 01 Step 1.mp4"`);
    expect(Buffer.from(await stepFile.arrayBuffer()).toString()).toBe('step video bytes');

    const originalFile = await follow(await original(w.cookies.publisher, wf.id));
    expect(originalFile.headers.get('content-disposition')).toContain('attachment; filename="Line setup shift A.mp4"');
    expect(Buffer.from(await originalFile.arrayBuffer()).toString()).toBe('original video bytes');

    // The original holds what editing cut away: authors only.
    expect((await original(w.cookies.viewer, wf.id)).status).toBe(403);

    // The player offers downloads to signed-in viewers.
    const player = await call(playerRoute, `/api/v1/player/workflow?workflowId=${wf.id}`, { cookie: w.cookies.viewer });
    expect(player.body.item.permissions.downloads).toBe(true);
  });

  it('refuses when the organisation turned downloads off, either way', async () => {
    const { wf, step } = await publishedWithFiles();
    await setPermissions({ allowDownloads: true, disableDownloads: true });
    expect(await (await stepVideo(w.cookies.viewer, wf.id, step.id)).json()).toMatchObject({ error: { code: 'forbidden', message: 'downloads.disabled' } });
    expect((await original(w.cookies.publisher, wf.id)).status).toBe(403);
    const player = await call(playerRoute, `/api/v1/player/workflow?workflowId=${wf.id}`, { cookie: w.cookies.viewer });
    expect(player.body.item.permissions.downloads).toBe(false);

    await setPermissions({ allowDownloads: false, disableDownloads: false });
    expect((await stepVideo(w.cookies.viewer, wf.id, step.id)).status).toBe(403);
    await setPermissions({ allowDownloads: true, disableDownloads: false });
  });

  it('answers like an unknown id outside what the caller may see, and 409 before a step video exists', async () => {
    const { wf, step } = await publishedWithFiles();
    expect((await stepVideo(w.cookies.outsider, wf.id, step.id)).status).toBe(404);
    expect((await original(w.cookies.outsider, wf.id)).status).toBe(404);
    const unpublished = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, state: 'unpublished' });
    const [draftStep] = await (await db()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, unpublished.id));
    expect((await stepVideo(w.cookies.viewer, unpublished.id, draftStep.id)).status).toBe(404);
    expect(await (await stepVideo(w.cookies.publisher, unpublished.id, draftStep.id)).json()).toMatchObject({ error: { message: 'downloads.notReady' } });
    expect((await stepVideo(w.cookies.viewer, wf.id, draftStep.id)).status).toBe(404);
    await (await db()).update(workflows).set({ originalVideoKey: null }).where(eq(workflows.id, unpublished.id));
    expect((await original(w.cookies.publisher, unpublished.id)).status).toBe(409);
  });
});
