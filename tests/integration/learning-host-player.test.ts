import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getPlayerWorkflow } from '@/app/api/v1/player/workflow/route';
import { GET as getHostWorkflow } from '@/app/api/v1/learning-host/workflow/route';
import { GET as getHostPlaylist } from '@/app/api/v1/learning-host/media/workflows/[id]/steps/[stepId]/[file]/route';
import { POST as postProgress } from '@/app/api/v1/learning-host/progress/route';
import { authSessions, learningHostProgress, users, workflowSteps } from '@/db/schema';
import { getStorage } from '@/lib/storage';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import { getRequestSession } from '@/lib/auth/session';
import { sessionCookieName } from '@/lib/auth/session-cookie';
import { upsertHostProgress } from '@/lib/learning-host/queries';
import { apiRequest, db, routeParams } from '../helpers/factories';
import { hostWorld, launch } from './learning-host-fixtures';

type World = Awaited<ReturnType<typeof hostWorld>>;
let w: World;

/** The open workflow's first step packaged in storage (a master and a 360 rung), as the pipeline leaves it. */
async function packageFirstStep() {
  const step = w.openFlow.steps[0];
  const folder = `${workflowMediaKeys(w.org.id, w.openFlow.workflow.id).hls(1)}${step.id}/`;
  await getStorage().put(`${folder}master.m3u8`, Buffer.from('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360\n360.m3u8\n'), { contentType: 'application/vnd.apple.mpegurl' });
  await getStorage().put(`${folder}360.m3u8`, Buffer.from('#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\n360/00000.ts\n#EXT-X-ENDLIST\n'), { contentType: 'application/vnd.apple.mpegurl' });
  await (await db()).update(workflowSteps).set({ hlsKey: `${folder}master.m3u8`, renditions: { '360': `${folder}360.m3u8` } }).where(eq(workflowSteps.id, step.id));
}

beforeAll(async () => {
  w = await hostWorld();
  await packageFirstStep();
});

const hostWorkflow = (workflowId: string, headers: Record<string, string>) =>
  getHostWorkflow(apiRequest(`/api/v1/learning-host/workflow?workflowId=${workflowId}`, { headers }), routeParams({}));
// Each record with its own id, as the host player makes them.
const progress = (body: Record<string, unknown>, headers: Record<string, string>) =>
  postProgress(apiRequest('/api/v1/learning-host/progress', { method: 'POST', body: { eventId: randomUUID(), ...body }, headers }), routeParams({}));

describe('the learning-host session', () => {
  it('plays the package’s workflows, private workspace included, and nothing else; no comments, reactions or Q&A', async () => {
    const { bearer } = await launch(w.pkg, w.privateFlow.workflow.id);
    const res = await hostWorkflow(w.privateFlow.workflow.id, bearer);
    expect(res.status).toBe(200);
    const { item } = await res.json();
    expect(item.workflow).toMatchObject({ id: w.privateFlow.workflow.id, title: 'Private procedure', canEdit: false });
    expect(item.workflow.permissions).toMatchObject({ comments: false, reactions: false, aiQa: false, downloads: false });
    expect(item.progress).toEqual({ stepId: null, time: 0, watchedRatio: 0, status: 'incomplete', completed: false });
    expect(item.workflow.steps[0].hlsUrl).toMatch(/^\/api\/v1\/learning-host\/media\/workflows\/.+\/master\.m3u8\?g=/);

    expect((await hostWorkflow(w.outsideFlow.workflow.id, bearer)).status).toBe(404);
    expect((await hostWorkflow(w.foreignFlow.workflow.id, bearer)).status).toBe(404);
    // Without the bearer, or with an ordinary member's cookie, the host routes answer 401.
    expect((await hostWorkflow(w.openFlow.workflow.id, {})).status).toBe(401);
    expect((await hostWorkflow(w.openFlow.workflow.id, { cookie: w.cookies.viewer })).status).toBe(401);
  });

  it('is worth nothing to the app’s own pages and routes, even in the session cookie', async () => {
    const { accessToken } = await launch(w.pkg, w.openFlow.workflow.id);
    const cookie = `${sessionCookieName()}=${accessToken}`;
    expect(await getRequestSession(apiRequest('/', { cookie }))).toBeNull();
    const res = await getPlayerWorkflow(apiRequest(`/api/v1/player/workflow?workflowId=${w.openFlow.workflow.id}`, { cookie }), routeParams({}));
    expect(res.status).toBe(401);
  });

  it('serves media through the session’s grant, and stops at once when the learner is disabled or the session revoked', async () => {
    const { bearer } = await launch(w.pkg, w.openFlow.workflow.id, { id: 'lms-media', name: 'Media Learner' });
    const { item } = await (await hostWorkflow(w.openFlow.workflow.id, bearer)).json();
    const url = new URL(item.workflow.steps[0].hlsUrl, 'http://localhost:3000');
    const [id, , stepId, file] = url.pathname.split('/').slice(-4);
    const playlist = (search = url.search, f = file) => getHostPlaylist(apiRequest(url.pathname + search), routeParams({ id, stepId, file: f }));
    const master = await playlist();
    expect(master.status).toBe(200);
    // The master names the rung through the same route and grant; the rung lists signed segments.
    const rung = (await master.text()).split('\n').find((l) => l.endsWith(url.search))!;
    expect(rung).toBe(url.pathname.replace('master.m3u8', '360.m3u8') + url.search);
    const rungRes = await playlist(url.search, '360.m3u8');
    expect(await rungRes.text()).toMatch(/360\/00000\.ts\?/);
    // A changed grant, or none, is an unknown playlist.
    expect((await playlist(`${url.search}x`)).status).toBe(404);
    expect((await playlist('')).status).toBe(404);

    const d = await db();
    const learner = await d.query.users.findFirst({ where: eq(users.displayName, 'Media Learner') });
    await d.update(users).set({ disabled: true }).where(eq(users.id, learner!.id));
    expect((await hostWorkflow(w.openFlow.workflow.id, bearer)).status).toBe(401);
    expect((await playlist()).status).toBe(404);
    await d.update(users).set({ disabled: false }).where(eq(users.id, learner!.id));
    expect((await playlist()).status).toBe(200);
    await d.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.userId, learner!.id));
    expect((await hostWorkflow(w.openFlow.workflow.id, bearer)).status).toBe(401);
    expect((await playlist()).status).toBe(404);
  });
});

describe('host progress and completion', () => {
  it('records place and played time every few seconds, completes once at 90 % and resumes there', async () => {
    const { bearer } = await launch(w.pkg, w.openFlow.workflow.id);
    const [s1, s2] = w.openFlow.steps; // 10 s + 8 s
    const first = await progress({ workflowId: w.openFlow.workflow.id, stepId: s1.id, time: 3, watchedSeconds: 3 }, bearer);
    expect(first.status).toBe(200);
    expect((await first.json()).item).toMatchObject({ stepId: s1.id, time: 3, status: 'incomplete', completed: false, justCompleted: false });

    // Played seconds are bounded by the wall clock since the last record: a burst claiming 1000 s adds little.
    const burst = await (await progress({ workflowId: w.openFlow.workflow.id, stepId: s1.id, time: 4, watchedSeconds: 1000 }, bearer)).json();
    expect(burst.item.watchedRatio).toBeLessThan(0.9);

    // Later records (as if 3 s apart) reach 16.2 s of 18 s: completed, reported once.
    const d = await db();
    const row = await d.query.learningHostProgress.findFirst({ where: eq(learningHostProgress.workflowId, w.openFlow.workflow.id) });
    await d.update(learningHostProgress).set({ watchedSeconds: 15, updatedAt: new Date(Date.now() - 3000) }).where(eq(learningHostProgress.id, row!.id));
    const done = await (await progress({ workflowId: w.openFlow.workflow.id, stepId: s2.id, time: 5.5, watchedSeconds: 3 }, bearer)).json();
    expect(done.item).toMatchObject({ stepId: s2.id, time: 5.5, status: 'completed', completed: true, justCompleted: true });
    expect(done.item.watchedRatio).toBeGreaterThanOrEqual(0.9);
    const after = await (await progress({ workflowId: w.openFlow.workflow.id, stepId: s2.id, time: 7, watchedSeconds: 1 }, bearer)).json();
    expect(after.item).toMatchObject({ status: 'completed', justCompleted: false });

    const resumed = await (await hostWorkflow(w.openFlow.workflow.id, bearer)).json();
    expect(resumed.item.progress).toMatchObject({ stepId: s2.id, time: 7, status: 'completed', completed: true });
  });

  it('never reports completion over a passed or failed result', async () => {
    const { bearer } = await launch(w.pkg, w.privateFlow.workflow.id);
    const [s1] = w.privateFlow.steps;
    await progress({ workflowId: w.privateFlow.workflow.id, stepId: s1.id, time: 1, watchedSeconds: 1 }, bearer);
    const d = await db();
    const row = (await d.select().from(learningHostProgress).where(eq(learningHostProgress.workflowId, w.privateFlow.workflow.id))).at(-1)!;
    await d.update(learningHostProgress).set({ status: 'failed', watchedSeconds: 17, updatedAt: new Date(Date.now() - 3000) }).where(eq(learningHostProgress.id, row.id));
    const res = await (await progress({ workflowId: w.privateFlow.workflow.id, stepId: s1.id, time: 2, watchedSeconds: 2 }, bearer)).json();
    expect(res.item).toMatchObject({ status: 'failed', completed: true, justCompleted: false });
  });

  it('refuses a step of another workflow, a workflow outside the package and another organisation’s', async () => {
    const { bearer } = await launch(w.pkg, w.openFlow.workflow.id);
    expect((await progress({ workflowId: w.openFlow.workflow.id, stepId: w.privateFlow.steps[0].id, time: 1, watchedSeconds: 1 }, bearer)).status).toBe(404);
    expect((await progress({ workflowId: w.outsideFlow.workflow.id, stepId: w.outsideFlow.steps[0].id, time: 1, watchedSeconds: 1 }, bearer)).status).toBe(404);
    expect((await progress({ workflowId: w.foreignFlow.workflow.id, stepId: w.foreignFlow.steps[0].id, time: 1, watchedSeconds: 1 }, bearer)).status).toBe(404);
    expect((await progress({ workflowId: w.openFlow.workflow.id, stepId: w.openFlow.steps[0].id, time: 1, watchedSeconds: 1 }, {})).status).toBe(401);
  });

  it('a first record adds at most a few seconds', async () => {
    const d = await db();
    const learner = await d.query.users.findFirst({ where: eq(users.organizationId, w.org.id) });
    const row = await upsertHostProgress(d, { orgId: w.org.id, userId: learner!.id, workflowId: w.outsideFlow.workflow.id, stepId: w.outsideFlow.steps[0].id, time: 1, addSeconds: 500, now: new Date() });
    expect(row.watchedSeconds).toBe(5);
  });
});
