import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getDetails } from '@/app/api/v1/analytics/workflows-details/list/route';
import { GET as getList } from '@/app/api/v1/analytics/workflows/list/route';
import { trackingEvents } from '@/db/schema';
import { rowsOf } from '@/db/rows';
import { rebuildAllDirtyDays } from '@/lib/analytics/rollup';
import { apiRequest, createOrg, createUser, createWorkspace, db, routeParams, sessionCookie } from '../helpers/factories';
import { createWorkflow } from '../helpers/workflow-factory';
import { at } from './analytics-fixtures';

// The workflow lists read a range's first days as one quarter tail (a day to its quarter's end)
// and its end as quarters, months, weeks and days (migration 0042). Tails are kept only for
// quarters that ended before the last rolled-up day: a range starting in the current quarter reads
// months, weeks and days. Whatever the range, open or closed, across quarter ends or inside one,
// their figures must be those of the raw events; rebuilding a day of the current quarter must
// rewrite no tail, the first day of a new quarter must build the ended one's, and a late event in
// an ended quarter must correct its tails.
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Row = { title: string; views: number; users: number; watchSeconds: number };
let orgId: string;
let admin: string;
let u: { id: string }[];
let wf: Awaited<ReturnType<typeof createWorkflow>>[];

const play = (user: number, w: number, day: string, seconds: number) => ({
  organizationId: orgId, clientEventId: randomUUID(), trackerId: randomUUID(), userId: u[user]!.id, workflowId: wf[w]!.workflow.id,
  stepId: wf[w]!.steps[0]!.id, type: 'interval', position: null, playedSeconds: seconds, data: {}, occurredAt: at(day, '12:00:00'),
});

const listed = async (handler: Handler, from: string, to: string) => {
  const body = await (await handler(apiRequest(`/x?from=${from}&to=${to}`, { cookie: admin }), routeParams({}))).json();
  return (body.item ?? body).items.map((r: Row) => [r.title, r.views, r.users, r.watchSeconds]);
};
// Each event is its own viewing session, so views are events; people the distinct users.
const raw = async (from: string, to: string) =>
  rowsOf<Record<string, unknown>>(
    await (await db()).execute(sql`select w.title, count(*)::int as views, count(distinct e.user_id)::int as users, sum(e.played_seconds)::float8 as seconds
      from tracking_events e join workflows w on w.id = e.workflow_id
      where e.organization_id = ${orgId} and e.occurred_at >= (${from}::date::timestamp at time zone 'UTC')
        and e.occurred_at < ((${to}::date + 1)::timestamp at time zone 'UTC')
      group by w.title order by count(*) desc, w.title asc`),
  ).map((r) => [r.title, r.views, r.users, r.seconds]);

beforeAll(async () => {
  const org = await createOrg();
  orgId = org.id;
  const ws = await createWorkspace(orgId, { name: 'Line 1' });
  admin = (await sessionCookie(await createUser(orgId, 'admin-organization'))).cookie;
  u = [];
  for (let i = 0; i < 4; i++) u.push(await createUser(orgId, 'viewer'));
  wf = [await createWorkflow(orgId, ws.id, { title: 'Alpha', videoDuration: 100, steps: [100] }), await createWorkflow(orgId, ws.id, { title: 'Beta', videoDuration: 100, steps: [100] })];
  await (await db()).insert(trackingEvents).values([
    play(0, 0, '2026-02-27', 10), play(1, 0, '2026-03-15', 20), play(1, 1, '2026-03-31', 5), play(2, 0, '2026-04-01', 7),
    play(0, 1, '2026-04-02', 9), play(3, 1, '2026-05-20', 11), play(0, 0, '2026-06-30', 3), play(2, 1, '2026-07-01', 4),
    play(1, 0, '2026-08-10', 12), play(3, 0, '2026-09-15', 2),
  ]);
  await rebuildAllDirtyDays(await db());
}, 60_000);

const FROM = ['2026-02-01', '2026-02-28', '2026-03-16', '2026-04-01', '2026-04-02', '2026-05-21', '2026-07-02', '2026-08-10'];
const TO = ['2026-03-31', '2026-04-01', '2026-05-19', '2026-06-30', '2026-07-01', '2026-08-31', '2026-09-15', '2026-09-30'];

/** The organisation's tail rows with the transaction that wrote each (xmin). */
const tailRows = async () =>
  rowsOf<{ quarter: string; start: string; workflow_id: string; xmin: string }>(
    await (await db()).execute(sql`select date_trunc('quarter', r.start::timestamp)::date::text as quarter, r.start::text as start, r.workflow_id, r.xmin::text as xmin
      from analytics_period_workflows r where r.organization_id = ${orgId} and r.grain = 'tail' order by r.start, r.workflow_id`),
  );
const quartersWithTails = async () => [...new Set((await tailRows()).map((r) => r.quarter))];
const expectExact = async (ranges: (readonly [string, string])[]) => {
  for (const [from, to] of ranges) {
    const expected = await raw(from, to);
    expect([from, to, await listed(getList, from, to)]).toEqual([from, to, expected]);
    expect([from, to, await listed(getDetails, from, to)]).toEqual([from, to, expected]);
  }
};

describe('quarter tails', () => {
  it('the list and the drill-down equal the raw events for ranges open and closed, across quarter ends and inside one', async () => {
    for (const from of FROM) {
      for (const to of TO.filter((t) => t >= from)) {
        const expected = await raw(from, to);
        expect([from, to, await listed(getList, from, to)]).toEqual([from, to, expected]);
        expect([from, to, await listed(getDetails, from, to)]).toEqual([from, to, expected]);
      }
    }
  });

  it('pages of the list and the drill-down follow the whole list’s order (views, then title), each with the total', async () => {
    // 2026-03-31 – 2026-04-01: one view each (a tie broken by title); the others across quarter ends.
    for (const [from, to] of [['2026-03-31', '2026-04-01'], ['2026-02-01', '2026-09-30'], ['2026-04-02', '2026-07-01']] as const) {
      for (const handler of [getList, getDetails]) {
        const whole = await listed(handler, from, to);
        const pages = [];
        for (let page = 1; page <= whole.length + 1; page++) {
          const body = await (await handler(apiRequest(`/x?from=${from}&to=${to}&page=${page}&size=1`, { cookie: admin }), routeParams({}))).json();
          const { items, total } = body.item ?? body;
          if (page <= whole.length) expect([from, to, page, total]).toEqual([from, to, page, whole.length]);
          pages.push(...items.map((r: Row) => [r.title, r.views, r.users, r.watchSeconds]));
        }
        expect([from, to, pages]).toEqual([from, to, whole]);
      }
    }
    expect((await listed(getList, '2026-03-31', '2026-04-01')).map((r: unknown[]) => r[0])).toEqual(['Alpha', 'Beta']);
  });

  it('keeps tails only for the quarters that ended before the last rolled-up day', async () => {
    expect(await quartersWithTails()).toEqual(['2026-01-01', '2026-04-01']);
  });

  it('rebuilding a day of the current quarter rewrites no tail', async () => {
    const before = await tailRows();
    const d = await db();
    await d.insert(trackingEvents).values([play(2, 1, '2026-09-15', 5), play(0, 0, '2026-07-02', 1)]);
    await rebuildAllDirtyDays(d);
    expect(await tailRows()).toEqual(before);
    await expectExact([
      ['2026-06-20', '2026-09-30'],
      ['2026-07-02', '2026-09-15'],
      ['2026-07-02', '2026-09-30'],
      ['2026-07-03', '2026-09-14'],
    ]);
  });

  it('the first rolled-up day of a new quarter builds the tails of the quarter that ended, once', async () => {
    const earlier = (await tailRows()).filter((r) => r.quarter < '2026-07-01');
    const d = await db();
    await d.insert(trackingEvents).values([play(1, 1, '2026-10-01', 3)]);
    await rebuildAllDirtyDays(d);
    expect(await quartersWithTails()).toEqual(['2026-01-01', '2026-04-01', '2026-07-01']);
    expect((await tailRows()).filter((r) => r.quarter < '2026-07-01')).toEqual(earlier);
    await expectExact([
      ['2026-07-02', '2026-10-01'],
      ['2026-07-02', '2026-12-31'],
      ['2026-08-10', '2026-09-30'],
      ['2026-09-15', '2026-10-01'],
      ['2026-06-30', '2026-10-01'],
      ['2026-10-01', '2026-12-31'],
    ]);
    // Another day of the new quarter leaves the tails just built alone.
    const built = await tailRows();
    await d.insert(trackingEvents).values([play(2, 0, '2026-10-01', 2)]);
    await rebuildAllDirtyDays(d);
    expect(await tailRows()).toEqual(built);
  });

  it('a late event in an ended quarter corrects every tail before it', async () => {
    const d = await db();
    await d.insert(trackingEvents).values([play(3, 0, '2026-04-03', 6), play(0, 0, '2026-01-02', 8), play(3, 1, '2026-07-03', 7)]);
    await rebuildAllDirtyDays(d);
    expect(await quartersWithTails()).toEqual(['2026-01-01', '2026-04-01', '2026-07-01']);
    await expectExact([
      ['2026-01-01', '2026-07-01'],
      ['2026-01-02', '2026-09-30'],
      ['2026-03-16', '2026-06-30'],
      ['2026-04-02', '2026-04-03'],
      ['2026-04-03', '2026-07-01'],
      ['2026-07-02', '2026-10-01'],
      ['2026-07-03', '2026-12-31'],
    ]);
  });
});
