import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getEngagement } from '@/app/api/v1/analytics/organizations/engagement/route';
import { GET as getOverview } from '@/app/api/v1/analytics/organizations/overview/route';
import { GET as getList } from '@/app/api/v1/analytics/workflows/list/route';
import { trackingEvents } from '@/db/schema';
import { rebuildAllDirtyDays } from '@/lib/analytics/rollup';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, db, routeParams, sessionCookie } from '../helpers/factories';
import { createWorkflow } from '../helpers/workflow-factory';
import { at } from './analytics-fixtures';

// The week and month rollups: a range is read as whole months + whole weeks + edge days, so the
// figures must match the days exactly at every boundary, and a late event must correct its day,
// its week and its month once. The ISO week of Monday 30 March 2026 spans March and April.
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const call = async (handler: Handler, path: string, cookie: string) => {
  const body = await (await handler(apiRequest(path, { cookie }), routeParams({}))).json();
  return body.item ?? body;
};
type Point = { period: string; views: number; activeUsers: number; watchSeconds: number };

let orgId: string;
let admin: string;
let wsAdmin: string;
let u: { id: string }[];
let wfA: Awaited<ReturnType<typeof createWorkflow>>;
let wfB: Awaited<ReturnType<typeof createWorkflow>>;

const play = (userId: string, wf: typeof wfA, when: Date, seconds = 10) => ({
  organizationId: orgId, clientEventId: randomUUID(), trackerId: randomUUID(), userId, workflowId: wf.workflow.id,
  stepId: wf.steps[0]!.id, type: 'interval', position: null, playedSeconds: seconds, data: {}, occurredAt: when,
});
const overview = (from: string, to: string, cookie = admin) => call(getOverview, `/x?from=${from}&to=${to}`, cookie);
const point = async (from: string, to: string, period: string, cookie = admin) =>
  ((await call(getEngagement, `/x?from=${from}&to=${to}`, cookie)).points as Point[]).find((p) => p.period === period);

beforeAll(async () => {
  const org = await createOrg();
  orgId = org.id;
  const ws = await createWorkspace(orgId, { name: 'Line 1' });
  const other = await createWorkspace(orgId, { name: 'Line 2' });
  admin = (await sessionCookie(await createUser(orgId, 'admin-organization'))).cookie;
  const groupAdmin = await createUser(orgId, 'admin-group');
  await addMember(orgId, ws.id, groupAdmin.id, 'admin-group');
  wsAdmin = (await sessionCookie(groupAdmin)).cookie;
  u = [];
  for (let i = 0; i < 4; i++) u.push(await createUser(orgId, 'viewer'));
  wfA = await createWorkflow(orgId, ws.id, { title: 'Alpha', videoDuration: 100, steps: [100] });
  wfB = await createWorkflow(orgId, other.id, { title: 'Beta', videoDuration: 100, steps: [100] });
  await (await db()).insert(trackingEvents).values([
    play(u[0]!.id, wfA, at('2026-03-31', '23:59:59')),
    play(u[0]!.id, wfA, at('2026-04-01', '00:00:00')),
    play(u[1]!.id, wfA, at('2026-04-01', '12:00:00')),
    play(u[1]!.id, wfB, at('2026-04-02', '12:00:00')),
  ]);
  await rebuildAllDirtyDays(await db());
}, 60_000);

describe('week and month boundaries', () => {
  it('counts each person once per month, per week across the month end, and over both months', async () => {
    expect(await overview('2026-03-01', '2026-03-31')).toEqual({ activeUsers: 1, views: 1, completions: 0, watchSeconds: 10, workflowsViewed: 1 });
    expect(await overview('2026-04-01', '2026-04-30')).toEqual({ activeUsers: 2, views: 3, completions: 0, watchSeconds: 30, workflowsViewed: 2 });
    expect(await overview('2026-03-30', '2026-04-05')).toEqual({ activeUsers: 2, views: 4, completions: 0, watchSeconds: 40, workflowsViewed: 2 });
    expect(await overview('2026-03-01', '2026-04-30')).toEqual({ activeUsers: 2, views: 4, completions: 0, watchSeconds: 40, workflowsViewed: 2 });
    // Edge days only: 31 March and 1 April.
    expect(await overview('2026-03-31', '2026-04-01')).toMatchObject({ activeUsers: 2, views: 3 });
  });

  it('weekly and monthly trend points, and a workspace admin sees only their workspace', async () => {
    expect(await point('2026-03-01', '2026-06-30', '2026-03-30')).toEqual({ period: '2026-03-30', views: 4, activeUsers: 2, completions: 0, watchSeconds: 40 });
    // A week clipped by the range's start reads its days in the range only.
    expect(await point('2026-04-01', '2026-07-31', '2026-03-30')).toMatchObject({ views: 3, activeUsers: 2 });
    expect(await point('2025-01-01', '2027-01-31', '2026-03-01')).toMatchObject({ views: 1, activeUsers: 1 });
    expect(await point('2025-01-01', '2027-01-31', '2026-04-01')).toMatchObject({ views: 3, activeUsers: 2 });
    expect(await overview('2026-03-01', '2026-04-30', wsAdmin)).toMatchObject({ activeUsers: 2, views: 3, workflowsViewed: 1 });
    expect(await point('2025-01-01', '2027-01-31', '2026-04-01', wsAdmin)).toMatchObject({ views: 2, activeUsers: 2 });
  });

  it('the workflow list sums the months and weeks and counts viewers once', async () => {
    const list = await call(getList, `/x?from=2026-03-01&to=2026-04-30`, admin);
    expect(list.items.map((r: { title: string; views: number; users: number }) => [r.title, r.views, r.users])).toEqual([
      ['Alpha', 3, 2],
      ['Beta', 1, 1],
    ]);
  });

  it('pages the list: each page counts its own viewers, the total stays', async () => {
    const page = async (n: number) => {
      const list = await call(getList, `/x?from=2026-03-01&to=2026-04-30&page=${n}&size=1`, admin);
      return [list.total, list.items.map((r: { title: string; views: number; users: number }) => [r.title, r.views, r.users])];
    };
    expect(await page(1)).toEqual([2, [['Alpha', 3, 2]]]);
    expect(await page(2)).toEqual([2, [['Beta', 1, 1]]]);
    expect(await page(3)).toEqual([0, []]);
  });

  it('reads the month of a range ending on the last day with events whole, and never past a later day', async () => {
    const rows = async (to: string) =>
      (await call(getList, `/x?from=2026-03-01&to=${to}`, admin)).items.map((r: { title: string; views: number; users: number }) => [r.title, r.views, r.users]);
    // Nothing happened after 2 April: April is read as its month row.
    expect(await rows('2026-04-02')).toEqual([
      ['Alpha', 3, 2],
      ['Beta', 1, 1],
    ]);
    // Beta's view of 2 April lies after this range: April's days are read, not its month.
    expect(await rows('2026-04-01')).toEqual([['Alpha', 3, 2]]);
  });
});

describe('a late event', () => {
  it('corrects its day, its week and its month exactly once', async () => {
    const d = await db();
    // u2 watched on Sunday 5 April (week of 30 March, April), stored days later.
    await d.insert(trackingEvents).values(play(u[2]!.id, wfA, at('2026-04-05', '18:00:00')));
    await rebuildAllDirtyDays(d);
    expect(await overview('2026-04-01', '2026-04-30')).toMatchObject({ activeUsers: 3, views: 4 });
    expect(await overview('2026-03-30', '2026-04-05')).toMatchObject({ activeUsers: 3, views: 5 });
    expect(await overview('2026-03-01', '2026-03-31')).toMatchObject({ activeUsers: 1, views: 1 });
    expect(await point('2025-01-01', '2027-01-31', '2026-04-01')).toMatchObject({ views: 4, activeUsers: 3 });
    expect(await point('2026-03-01', '2026-06-30', '2026-03-30')).toMatchObject({ views: 5, activeUsers: 3 });

    // u0 again on Sunday 29 March (the week before, March): a person already counted in March.
    await d.insert(trackingEvents).values(play(u[0]!.id, wfA, at('2026-03-29', '08:00:00')));
    await rebuildAllDirtyDays(d);
    expect(await overview('2026-03-01', '2026-03-31')).toMatchObject({ activeUsers: 1, views: 2, watchSeconds: 20 });
    expect(await point('2026-03-01', '2026-06-30', '2026-03-23')).toMatchObject({ views: 1, activeUsers: 1 });
    expect(await overview('2026-03-01', '2026-04-30')).toMatchObject({ activeUsers: 3, views: 6 });
    const list = await call(getList, `/x?from=2026-03-01&to=2026-04-30`, admin);
    expect(list.items.map((r: { title: string; views: number; users: number }) => [r.title, r.views, r.users])).toEqual([
      ['Alpha', 5, 3],
      ['Beta', 1, 1],
    ]);

    // Rebuilding the same days again (as a resent batch would) changes nothing.
    const before = await call(getEngagement, `/x?from=2025-01-01&to=2027-01-31`, admin);
    await d.execute(sql`insert into analytics_dirty_days (organization_id, day) values (${orgId}, '2026-03-29'), (${orgId}, '2026-04-05')`);
    await rebuildAllDirtyDays(d);
    expect(await call(getEngagement, `/x?from=2025-01-01&to=2027-01-31`, admin)).toEqual(before);
  });
});
