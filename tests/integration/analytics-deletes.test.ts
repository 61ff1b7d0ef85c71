import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getEngagement } from '@/app/api/v1/analytics/organizations/engagement/route';
import { GET as getOverview } from '@/app/api/v1/analytics/organizations/overview/route';
import { GET as getList } from '@/app/api/v1/analytics/workflows/list/route';
import { DELETE as deleteWorkflowRoute } from '@/app/api/v1/workflows/[id]/route';
import { PUT as moveRoute } from '@/app/api/v1/workflows/[id]/workspace/route';
import { organizations, trackingEvents, users } from '@/db/schema';
import { rebuildAllDirtyDays } from '@/lib/analytics/rollup';
import { rowsOf } from '@/db/rows';
import { stopBoss } from '@/lib/jobs';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, db, routeParams, sessionCookie } from '../helpers/factories';
import { createWorkflow } from '../helpers/workflow-factory';
import { at } from './analytics-fixtures';

// What the rollups count can change without a new event: a workflow deleted (its events go by
// cascade), moved to another workspace, a person deleted (their events keep no user). Each marks
// the days it touches stale in its own transaction, so the next rebuild corrects the day, week and
// month figures. Days: Tuesday 3 and Wednesday 4 March 2026 (one ISO week, one month).
// The delete sends its media purge job; no worker runs here (the purge is not what is tested).
process.env.JOBS_IN_PROCESS = 'false';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const call = async (handler: Handler, path: string, cookie: string, init: { method?: string; body?: unknown; params?: Record<string, string> } = {}) => {
  const res = await handler(apiRequest(path, { cookie, method: init.method, body: init.body }), routeParams(init.params ?? {}));
  const body = await res.json();
  return { status: res.status, item: body.item ?? body };
};
type Row = { title: string; views: number; users: number };

let orgId: string;
let admin: string;
let ws1Admin: string;
let ws2Id: string;
let viewers: { id: string }[];
let wf: Record<'a' | 'b' | 'c', Awaited<ReturnType<typeof createWorkflow>>>;

const play = (userId: string, w: typeof wf.a, when: Date, seconds = 10) => ({
  organizationId: orgId, clientEventId: randomUUID(), trackerId: randomUUID(), userId, workflowId: w.workflow.id,
  stepId: w.steps[0]!.id, type: 'interval', position: null, playedSeconds: seconds, data: {}, occurredAt: when,
});
const overview = async (from: string, to: string, cookie = admin) => (await call(getOverview, `/x?from=${from}&to=${to}`, cookie)).item;
const list = async (from: string, to: string, cookie = admin) =>
  ((await call(getList, `/x?from=${from}&to=${to}`, cookie)).item.items as Row[]).map((r) => [r.title, r.views, r.users]);
const week = async (cookie = admin) =>
  ((await call(getEngagement, `/x?from=2026-01-01&to=2026-06-30`, cookie)).item.points as { period: string; views: number; activeUsers: number }[]).find(
    (p) => p.period === '2026-03-02',
  );
const staleDays = async () =>
  rowsOf<{ day: string }>(await (await db()).execute(sql`select day::text as day from analytics_dirty_days where organization_id = ${orgId} order by day`)).map((r) => r.day);

beforeAll(async () => {
  const org = await createOrg();
  orgId = org.id;
  const ws1 = await createWorkspace(orgId, { name: 'Line 1' });
  ws2Id = (await createWorkspace(orgId, { name: 'Line 2' })).id;
  admin = (await sessionCookie(await createUser(orgId, 'admin-organization'))).cookie;
  const groupAdmin = await createUser(orgId, 'admin-group');
  await addMember(orgId, ws1.id, groupAdmin.id, 'admin-group');
  ws1Admin = (await sessionCookie(groupAdmin)).cookie;
  viewers = [];
  for (let i = 0; i < 3; i++) viewers.push(await createUser(orgId, 'viewer'));
  wf = {
    a: await createWorkflow(orgId, ws1.id, { title: 'Alpha', videoDuration: 100, steps: [100] }),
    b: await createWorkflow(orgId, ws1.id, { title: 'Beta', videoDuration: 100, steps: [100] }),
    c: await createWorkflow(orgId, ws2Id, { title: 'Gamma', videoDuration: 100, steps: [100] }),
  };
  const [v0, v1, v2] = viewers as [{ id: string }, { id: string }, { id: string }];
  await (await db()).insert(trackingEvents).values([
    play(v0.id, wf.a, at('2026-03-03', '08:00:00')),
    play(v1.id, wf.a, at('2026-03-03', '09:00:00')),
    play(v2.id, wf.a, at('2026-03-04', '09:00:00')),
    play(v0.id, wf.b, at('2026-03-04', '10:00:00')),
    play(v1.id, wf.c, at('2026-03-04', '11:00:00')),
  ]);
  await rebuildAllDirtyDays(await db());
}, 60_000);

afterAll(async () => {
  await stopBoss();
});

describe('rollups after a delete or a move', () => {
  it('start from the events as stored', async () => {
    expect(await staleDays()).toEqual([]);
    expect(await overview('2026-03-01', '2026-03-31')).toEqual({ activeUsers: 3, views: 5, completions: 0, watchSeconds: 50, workflowsViewed: 3 });
    expect(await list('2026-03-01', '2026-03-31')).toEqual([
      ['Alpha', 3, 3],
      ['Beta', 1, 1],
      ['Gamma', 1, 1],
    ]);
  });

  it('a deleted workflow marks the days it was watched stale in its transaction, and the rebuild drops it from every figure', async () => {
    const res = await call(deleteWorkflowRoute, `/api/v1/workflows/${wf.a.workflow.id}`, admin, { method: 'DELETE', params: { id: wf.a.workflow.id } });
    expect(res.status).toBe(200);
    expect(await staleDays()).toEqual(['2026-03-03', '2026-03-04']);
    await rebuildAllDirtyDays(await db());
    expect(await staleDays()).toEqual([]);
    // Alpha's three people and views are gone from the month, the week, the day and the workspace.
    expect(await overview('2026-03-01', '2026-03-31')).toEqual({ activeUsers: 2, views: 2, completions: 0, watchSeconds: 20, workflowsViewed: 2 });
    expect(await overview('2026-03-03', '2026-03-03')).toEqual({ activeUsers: 0, views: 0, completions: 0, watchSeconds: 0, workflowsViewed: 0 });
    expect(await week()).toMatchObject({ views: 2, activeUsers: 2 });
    expect(await overview('2026-03-01', '2026-03-31', ws1Admin)).toMatchObject({ activeUsers: 1, views: 1, workflowsViewed: 1 });
    expect(await list('2026-03-01', '2026-03-31')).toEqual([
      ['Beta', 1, 1],
      ['Gamma', 1, 1],
    ]);
  });

  it('a workflow moved to another workspace counts there after the rebuild', async () => {
    const res = await call(moveRoute, `/api/v1/workflows/${wf.b.workflow.id}/workspace`, admin, { method: 'PUT', body: { workspaceId: ws2Id }, params: { id: wf.b.workflow.id } });
    expect(res.status).toBe(200);
    expect(await staleDays()).toEqual(['2026-03-04']);
    await rebuildAllDirtyDays(await db());
    expect(await overview('2026-03-01', '2026-03-31', ws1Admin)).toMatchObject({ activeUsers: 0, views: 0, workflowsViewed: 0 });
    expect(await overview('2026-03-01', '2026-03-31')).toMatchObject({ activeUsers: 2, views: 2, workflowsViewed: 2 });
  });

  it('a deleted person (their events kept without a user) still adds views but no longer counts as a person', async () => {
    // No screen deletes people yet; the row goes as an organisation's cleanup would remove it.
    await (await db()).delete(users).where(and(eq(users.organizationId, orgId), eq(users.id, viewers[1]!.id)));
    expect(await staleDays()).toEqual(['2026-03-04']);
    await rebuildAllDirtyDays(await db());
    expect(await overview('2026-03-01', '2026-03-31')).toEqual({ activeUsers: 1, views: 2, completions: 0, watchSeconds: 20, workflowsViewed: 2 });
    expect(await list('2026-03-01', '2026-03-31')).toEqual([
      ['Beta', 1, 1],
      ['Gamma', 1, 0],
    ]);
  });

  it('an organisation deleted with its events marks nothing (and is not refused)', async () => {
    const gone = await createOrg();
    const ws = await createWorkspace(gone.id);
    const w = await createWorkflow(gone.id, ws.id);
    const d = await db();
    await d.insert(trackingEvents).values({ ...play((await createUser(gone.id, 'viewer')).id, w, at('2026-03-05', '08:00:00')), organizationId: gone.id });
    await d.delete(organizations).where(eq(organizations.id, gone.id));
    expect(rowsOf(await d.execute(sql`select count(*)::int as n from analytics_dirty_days where organization_id = ${gone.id}`))).toEqual([{ n: 0 }]);
  });
});
