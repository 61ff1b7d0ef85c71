import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getEngagement } from '@/app/api/v1/analytics/organizations/engagement/route';
import { GET as getOverview } from '@/app/api/v1/analytics/organizations/overview/route';
import { GET as getWorkflowOverview } from '@/app/api/v1/analytics/workflows/[id]/overview/route';
import { GET as getViewHistory } from '@/app/api/v1/analytics/workflows/[id]/users/view-history/route';
import { GET as getList } from '@/app/api/v1/analytics/workflows/list/route';
import { POST as postTracking } from '@/app/api/v1/tracking/route';
import { analyticsDirtyDays } from '@/db/schema';
import { rebuildAllDirtyDays, rebuildDirtyDays } from '@/lib/analytics/rollup';
import { apiRequest, db, routeParams } from '../helpers/factories';
import { createAnalyticsWorld, D1, D2, D3 } from './analytics-fixtures';

type World = Awaited<ReturnType<typeof createAnalyticsWorld>>;
let w: World;
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function call(handler: Handler, path: string, cookie: string, params: Record<string, string> = {}) {
  const res = await handler(apiRequest(path, { cookie }), routeParams(params));
  return { status: res.status, body: await res.json() };
}
const range = `from=${D1}&to=${D3}`;
const dirtyDaysOf = async (orgId: string) =>
  (await (await db()).select({ day: analyticsDirtyDays.day }).from(analyticsDirtyDays).where(eq(analyticsDirtyDays.organizationId, orgId))).map((r) => r.day).sort();

beforeAll(async () => {
  w = await createAnalyticsWorld();
  // The insert marked exactly the two days with events; one rebuild clears them.
  expect(await dirtyDaysOf(w.org.id)).toEqual([D1, D2]);
  await rebuildAllDirtyDays(await db());
  expect(await dirtyDaysOf(w.org.id)).toEqual([]);
}, 60_000);

describe('analytics figures on a hand-computed event set', () => {
  it('counts only played gaps under 2 s (the seek in B is left out)', () => {
    expect(w.bPlayed).toBe(30);
  });

  it('overview: views are viewing sessions, completions reach 90 % in a day, watch time sums played seconds', async () => {
    const { status, body } = await call(getOverview, `/api/v1/analytics/organizations/overview?${range}`, w.orgAdmin.cookie);
    expect(status).toBe(200);
    // views t1 t2 t3 t4 t5; completions v1/A on D1 (92 ≥ 90) and v3/B on D2 (30 ≥ 27); 92+30+10+20+30 s.
    expect(body.item).toEqual({ activeUsers: 3, views: 5, completions: 2, watchSeconds: 182, workflowsViewed: 2 });
  });

  it('engagement: one point per day of the range, empty days included', async () => {
    const { body } = await call(getEngagement, `/api/v1/analytics/organizations/engagement?${range}`, w.orgAdmin.cookie);
    expect(body.item).toEqual({
      granularity: 'day',
      points: [
        { period: D1, views: 3, activeUsers: 2, completions: 1, watchSeconds: 132 },
        { period: D2, views: 2, activeUsers: 2, completions: 1, watchSeconds: 50 },
        { period: D3, views: 0, activeUsers: 0, completions: 0, watchSeconds: 0 },
      ],
    });
  });

  it('workflow list: views, users, completions and watch time per workflow, most viewed first', async () => {
    const { body } = await call(getList, `/api/v1/analytics/workflows/list?${range}`, w.orgAdmin.cookie);
    expect(body.total).toBe(2);
    expect(body.items).toEqual([
      { workflowId: w.a.workflow.id, title: 'Torque check', workspaceId: w.ws.id, workspaceName: 'Assembly', views: 4, users: 2, completions: 1, watchSeconds: 152 },
      { workflowId: w.b.workflow.id, title: 'Spray gun', workspaceId: w.otherWs.id, workspaceName: 'Paint shop', views: 1, users: 1, completions: 1, watchSeconds: 30 },
    ]);
  });

  it('workflow overview: drop-off per step counts the sessions that played it', async () => {
    const { body } = await call(getWorkflowOverview, `/api/v1/analytics/workflows/${w.a.workflow.id}/overview?${range}`, w.orgAdmin.cookie, { id: w.a.workflow.id });
    expect(body.item).toMatchObject({ title: 'Torque check', views: 4, users: 2, completions: 1, watchSeconds: 152 });
    expect(body.item.steps.map((s: { stepId: string; views: number }) => [s.stepId, s.views])).toEqual([[w.s1.id, 3], [w.s2.id, 2]]);
    // A day without the second session of v1: only D1.
    const d1 = await call(getWorkflowOverview, `/api/v1/analytics/workflows/${w.a.workflow.id}/overview?from=${D1}&to=${D1}`, w.orgAdmin.cookie, { id: w.a.workflow.id });
    expect(d1.body.item.steps.map((s: { views: number }) => s.views)).toEqual([3, 1]);
  });

  it('view history: the people who watched, most recent first', async () => {
    const { body } = await call(getViewHistory, `/api/v1/analytics/workflows/${w.a.workflow.id}/users/view-history?${range}`, w.orgAdmin.cookie, { id: w.a.workflow.id });
    expect(body.items).toEqual([
      { userId: w.v1.id, displayName: 'Victor Viewer', email: expect.any(String), views: 2, completions: 1, watchSeconds: 112, lastViewedAt: `${D2}T00:00:20.000Z` },
      { userId: w.v2.id, displayName: 'Wendy Watcher', email: expect.any(String), views: 2, completions: 0, watchSeconds: 40, lastViewedAt: `${D1}T23:59:59.000Z` },
    ]);
  });
});

describe('who may read what', () => {
  it('a workspace admin sees only their workspaces', async () => {
    const overview = await call(getOverview, `/api/v1/analytics/organizations/overview?${range}`, w.wsAdmin.cookie);
    expect(overview.body.item).toEqual({ activeUsers: 2, views: 4, completions: 1, watchSeconds: 152, workflowsViewed: 1 });
    const list = await call(getList, `/api/v1/analytics/workflows/list?${range}`, w.otherWsAdmin.cookie);
    expect(list.body.items.map((r: { workflowId: string }) => r.workflowId)).toEqual([w.b.workflow.id]);
    // Another workspace's filter or workflow reads as unknown.
    expect((await call(getOverview, `/api/v1/analytics/organizations/overview?${range}&workspaceId=${w.otherWs.id}`, w.wsAdmin.cookie)).status).toBe(404);
    expect((await call(getWorkflowOverview, `/x?${range}`, w.wsAdmin.cookie, { id: w.b.workflow.id })).status).toBe(404);
    expect((await call(getViewHistory, `/x?${range}`, w.wsAdmin.cookie, { id: w.b.workflow.id })).status).toBe(404);
  });

  it('an org admin can filter by one workspace', async () => {
    const { body } = await call(getOverview, `/api/v1/analytics/organizations/overview?${range}&workspaceId=${w.otherWs.id}`, w.orgAdmin.cookie);
    expect(body.item).toEqual({ activeUsers: 1, views: 1, completions: 1, watchSeconds: 30, workflowsViewed: 1 });
  });

  it("another organisation's ids answer exactly like unknown ones", async () => {
    for (const id of [w.foreignWf.workflow.id, randomUUID(), 'not-an-id']) {
      const res = await call(getViewHistory, `/x?${range}`, w.orgAdmin.cookie, { id });
      expect(res).toEqual({ status: 404, body: { error: { code: 'not_found', message: 'errors.not_found' } } });
    }
    for (const ws of [w.foreignWs.id, randomUUID()]) {
      expect((await call(getOverview, `/x?${range}&workspaceId=${ws}`, w.orgAdmin.cookie)).status).toBe(404);
    }
  });

  it('refuses viewers and gen2 accounts', async () => {
    expect((await call(getOverview, `/x?${range}`, w.v1.cookie)).status).toBe(403);
    const gen2 = await call(getOverview, `/x?${range}`, w.gen2Admin.cookie);
    expect(gen2).toEqual({ status: 403, body: { error: { code: 'forbidden', message: 'analytics.errors.gen2' } } });
  });

  it('rejects a bad date range with the translated message key', async () => {
    for (const q of [`from=${D3}&to=${D1}`, 'from=2026-02-30&to=2026-03-04', 'from=2020-01-01&to=2026-03-04', 'from=yesterday&to=2026-03-04']) {
      const res = await call(getOverview, `/x?${q}`, w.orgAdmin.cookie);
      expect(res).toEqual({ status: 422, body: { error: { code: 'invalid_input', message: 'analytics.errors.dateRange' } } });
    }
  });
});

describe('late and resent events', () => {
  it('a late event marks and corrects exactly its day; resending it changes nothing', async () => {
    const late = { id: randomUUID(), trackerId: 'late-tracker', workflowId: w.a.workflow.id, stepId: w.s1.id, type: 'interval', at: `${D1}T12:00:00Z`, position: 5, playedSeconds: 5, data: {} };
    const send = () => postTracking(apiRequest('/api/v1/tracking', { method: 'POST', cookie: w.v3.cookie, body: { events: [late] } }), routeParams({}));
    expect((await (await send()).json()).item).toMatchObject({ accepted: 1, duplicates: 0 });
    expect(await dirtyDaysOf(w.org.id)).toEqual([D1]);
    const before = await call(getEngagement, `/x?${range}`, w.orgAdmin.cookie);
    await rebuildAllDirtyDays(await db());
    const after = await call(getEngagement, `/x?${range}`, w.orgAdmin.cookie);
    expect(after.body.item.points[0]).toEqual({ period: D1, views: 4, activeUsers: 3, completions: 1, watchSeconds: 137 });
    expect(after.body.item.points.slice(1)).toEqual(before.body.item.points.slice(1));

    // The player's offline queue resends the batch: stored once, no day marked, figures unchanged.
    expect((await (await send()).json()).item).toMatchObject({ accepted: 0, duplicates: 1 });
    expect(await dirtyDaysOf(w.org.id)).toEqual([]);
    await rebuildAllDirtyDays(await db());
    expect((await call(getEngagement, `/x?${range}`, w.orgAdmin.cookie)).body).toEqual(after.body);
  });

  it('rebuilding a day again leaves the same rows (idempotent)', async () => {
    const d = await db();
    const snapshot = async () => (await call(getList, `/x?${range}`, w.orgAdmin.cookie)).body;
    const first = await snapshot();
    await d.insert(analyticsDirtyDays).values([{ organizationId: w.org.id, day: D1 }, { organizationId: w.org.id, day: D2 }]);
    expect(await rebuildDirtyDays(d)).toBeGreaterThanOrEqual(2);
    expect(await snapshot()).toEqual(first);
    expect(await (await db()).select().from(analyticsDirtyDays).where(and(eq(analyticsDirtyDays.organizationId, w.org.id)))).toEqual([]);
  });
});
