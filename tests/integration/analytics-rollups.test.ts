import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getEngagement } from '@/app/api/v1/analytics/organizations/engagement/route';
import { GET as getOverview } from '@/app/api/v1/analytics/organizations/overview/route';
import { GET as getList } from '@/app/api/v1/analytics/workflows/list/route';
import { trackingEvents } from '@/db/schema';
import { rowsOf } from '@/db/rows';
import { rebuildAllDirtyDays } from '@/lib/analytics/rollup';
import { addMember, apiRequest, createUser, db, routeParams, sessionCookie } from '../helpers/factories';
import { at, createAnalyticsWorld, D1, D2, D3 } from './analytics-fixtures';

// The period rollups (totals and workflow sums with member bitmaps) count people and
// workflows exactly once however a range or a scope slices them.
type World = Awaited<ReturnType<typeof createAnalyticsWorld>>;
let w: World;
let bothAdmin: string;
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const call = async (handler: Handler, path: string, cookie: string) => (await (await handler(apiRequest(path, { cookie }), routeParams({}))).json()).item ?? {};

beforeAll(async () => {
  w = await createAnalyticsWorld();
  // v1 also plays B (the other workspace) on D2: one person active in two workspaces that day.
  await (await db()).insert(trackingEvents).values({
    organizationId: w.org.id, clientEventId: randomUUID(), trackerId: 't6', userId: w.v1.id, workflowId: w.b.workflow.id,
    stepId: w.b.steps[0]!.id, type: 'interval', position: null, playedSeconds: 10, data: {}, occurredAt: at(D2, '11:00:00'),
  });
  await rebuildAllDirtyDays(await db());
  const admin = await createUser(w.org.id, 'admin-group', { displayName: 'Bea Both' });
  await addMember(w.org.id, w.ws.id, admin.id, 'admin-group');
  await addMember(w.org.id, w.otherWs.id, admin.id, 'admin-group');
  bothAdmin = (await sessionCookie(admin)).cookie;
}, 60_000);

describe('distinct people across workspaces', () => {
  it('an admin of two workspaces counts a person active in both once, per range and per day', async () => {
    const overview = await call(getOverview, `/x?from=${D1}&to=${D3}`, bothAdmin);
    expect(overview).toEqual({ activeUsers: 3, views: 6, completions: 2, watchSeconds: 192, workflowsViewed: 2 });
    // Per workspace D2 has v1 (A) and v1, v3 (B): two people, not three.
    const trend = await call(getEngagement, `/x?from=${D1}&to=${D3}`, bothAdmin);
    expect(trend.points.map((p: { activeUsers: number }) => p.activeUsers)).toEqual([2, 2, 0]);
    // The organisation's own rows say the same.
    expect(await call(getEngagement, `/x?from=${D1}&to=${D3}`, w.orgAdmin.cookie)).toEqual(trend);
    expect(await call(getOverview, `/x?from=${D1}&to=${D3}`, w.orgAdmin.cookie)).toEqual(overview);
  });

  it('one day of the range counts only that day', async () => {
    expect(await call(getOverview, `/x?from=${D2}&to=${D2}`, w.orgAdmin.cookie)).toEqual({ activeUsers: 2, views: 3, completions: 1, watchSeconds: 60, workflowsViewed: 2 });
    expect(await call(getOverview, `/x?from=${D3}&to=${D3}`, bothAdmin)).toEqual({ activeUsers: 0, views: 0, completions: 0, watchSeconds: 0, workflowsViewed: 0 });
  });

  it('weekly points over a range across a new year count each person once per week', async () => {
    for (const cookie of [w.orgAdmin.cookie, bothAdmin, w.wsAdmin.cookie]) {
      const trend = await call(getEngagement, `/x?from=2025-11-01&to=${D3}`, cookie);
      expect(trend.granularity).toBe('week');
      const week = trend.points.find((p: { period: string }) => p.period === D1);
      expect(week).toEqual(
        cookie === w.wsAdmin.cookie
          ? { period: D1, views: 4, activeUsers: 2, completions: 1, watchSeconds: 152 }
          : { period: D1, views: 6, activeUsers: 3, completions: 2, watchSeconds: 192 },
      );
      expect(trend.points.filter((p: { views: number }) => p.views > 0)).toHaveLength(1);
    }
  });
});

describe('workflow list', () => {
  it('counts distinct viewers per workflow from the per-user rows of the page', async () => {
    const body = await (await getList(apiRequest(`/x?from=${D1}&to=${D3}`, { cookie: bothAdmin }), routeParams({}))).json();
    expect(body.total).toBe(2);
    expect(body.items.map((r: { title: string; views: number; users: number; watchSeconds: number }) => [r.title, r.views, r.users, r.watchSeconds])).toEqual([
      ['Torque check', 4, 2, 152],
      ['Spray gun', 2, 2, 40],
    ]);
    // Page 2 of size 1: the second workflow, the same total.
    const page2 = await (await getList(apiRequest(`/x?from=${D1}&to=${D3}&page=2&size=1`, { cookie: bothAdmin }), routeParams({}))).json();
    expect(page2.total).toBe(2);
    expect(page2.items.map((r: { title: string; users: number }) => [r.title, r.users])).toEqual([['Spray gun', 2]]);
  });
});

describe('a late event', () => {
  it('changes the distinct counts of exactly its day, and a rebuild with fewer events clears its bits', async () => {
    const before = await call(getEngagement, `/x?from=${D1}&to=${D3}`, w.orgAdmin.cookie);
    // v2 (a viewer of ws) played B on D3, stored days after (the trigger marks D3 stale).
    const d = await db();
    await d.insert(trackingEvents).values({
      organizationId: w.org.id, clientEventId: randomUUID(), trackerId: 'late-d3', userId: w.v2.id, workflowId: w.b.workflow.id,
      stepId: w.b.steps[0]!.id, type: 'interval', position: 1, playedSeconds: 4, data: {}, occurredAt: at(D3, '06:00:00'),
    });
    await rebuildAllDirtyDays(d);
    const after = await call(getEngagement, `/x?from=${D1}&to=${D3}`, w.orgAdmin.cookie);
    expect(after.points.slice(0, 2)).toEqual(before.points.slice(0, 2));
    expect(after.points[2]).toEqual({ period: D3, views: 1, activeUsers: 1, completions: 0, watchSeconds: 4 });
    expect(await call(getOverview, `/x?from=${D3}&to=${D3}`, bothAdmin)).toEqual({ activeUsers: 1, views: 1, completions: 0, watchSeconds: 4, workflowsViewed: 1 });
    // Workspace ws (workflow A only) saw nothing on D3.
    expect(await call(getOverview, `/x?from=${D3}&to=${D3}`, w.wsAdmin.cookie)).toMatchObject({ activeUsers: 0, workflowsViewed: 0 });

    // Rebuilding D3 without its event (as after an erasure) leaves nobody active that day; the
    // delete itself marks D3 stale.
    await d.execute(sql`delete from tracking_events where organization_id = ${w.org.id} and tracker_id = 'late-d3'`);
    await rebuildAllDirtyDays(d);
    expect(await call(getOverview, `/x?from=${D3}&to=${D3}`, bothAdmin)).toEqual({ activeUsers: 0, views: 0, completions: 0, watchSeconds: 0, workflowsViewed: 0 });
    expect(await call(getEngagement, `/x?from=${D1}&to=${D3}`, w.orgAdmin.cookie)).toEqual(before);
  });
});

describe('member widths', () => {
  const widths = async () =>
    Object.fromEntries(
      rowsOf<{ kind: string; width: number; members: number }>(
        await (await db()).execute(sql`select w.kind, w.width, (select max(m.n) + 1 from analytics_members m
            where m.organization_id = w.organization_id and m.kind = w.kind) as members
          from analytics_member_widths w where w.organization_id = ${w.org.id} order by w.kind`),
      ).map((r) => [r.kind, [Number(r.width), Number(r.members)]]),
    );

  it('follow new members, and wider bitmaps OR with those written before them', async () => {
    expect(await widths()).toEqual({ user: [3, 3], workflow: [2, 2] });
    const before = await call(getOverview, `/x?from=${D1}&to=${D3}`, w.orgAdmin.cookie);
    // A person seen for the first time on D3, after D1's and D2's bitmaps were written three bits wide.
    const late = await createUser(w.org.id, 'viewer', { displayName: 'Lena Late' });
    const d = await db();
    await d.insert(trackingEvents).values({
      organizationId: w.org.id, clientEventId: randomUUID(), trackerId: 'new-member', userId: late.id, workflowId: w.a.workflow.id,
      stepId: w.s1!.id, type: 'interval', position: 1, playedSeconds: 5, data: {}, occurredAt: at(D3, '08:00:00'),
    });
    await rebuildAllDirtyDays(d);
    expect(await widths()).toEqual({ user: [4, 4], workflow: [2, 2] });
    expect(await call(getOverview, `/x?from=${D1}&to=${D3}`, w.orgAdmin.cookie)).toEqual({
      ...before,
      activeUsers: before.activeUsers + 1,
      views: before.views + 1,
      watchSeconds: before.watchSeconds + 5,
    });
    const list = await (await getList(apiRequest(`/x?from=${D1}&to=${D3}`, { cookie: w.orgAdmin.cookie }), routeParams({}))).json();
    expect(list.items.find((r: { title: string }) => r.title === 'Torque check')).toMatchObject({ views: 5, users: 3 });

    // Numbers are never reused: without the event the width stays and the figures are those before.
    await d.execute(sql`delete from tracking_events where organization_id = ${w.org.id} and tracker_id = 'new-member'`);
    await rebuildAllDirtyDays(d);
    expect(await widths()).toEqual({ user: [4, 4], workflow: [2, 2] });
    expect(await call(getOverview, `/x?from=${D1}&to=${D3}`, w.orgAdmin.cookie)).toEqual(before);
  });

  it('a width left behind (members numbered by older code) is raised by the next rebuild', async () => {
    const d = await db();
    await d.execute(sql`update analytics_member_widths set width = 1 where organization_id = ${w.org.id} and kind = 'user'`);
    await d.execute(sql`delete from analytics_member_widths where organization_id = ${w.org.id} and kind = 'workflow'`);
    await d.execute(sql`insert into analytics_dirty_days (organization_id, day) values (${w.org.id}, ${D1}) on conflict do nothing`);
    await rebuildAllDirtyDays(d);
    expect(await widths()).toEqual({ user: [4, 4], workflow: [2, 2] });
  });
});
