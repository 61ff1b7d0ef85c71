import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as sopDetails } from '@/app/api/v1/analytics/multimodal-sops-details/list/route';
import { GET as sopTrend } from '@/app/api/v1/analytics/multimodal-sops-trend/list/route';
import { GET as skillPerformance } from '@/app/api/v1/analytics/skill-performance/list/route';
import { GET as usersList } from '@/app/api/v1/analytics/users/list/route';
import { GET as usersOverview } from '@/app/api/v1/analytics/users/overview/route';
import { GET as workflowDetails } from '@/app/api/v1/analytics/workflows-details/list/route';
import { GET as workflowTrend } from '@/app/api/v1/analytics/workflows-trend/list/route';
import { rebuildAllDirtyDays } from '@/lib/analytics/rollup';
import { apiRequest, db, routeParams } from '../helpers/factories';
import { D1, D2, D3 } from './analytics-fixtures';
import { createListsWorld } from './analytics-lists-fixtures';

type World = Awaited<ReturnType<typeof createListsWorld>>;
let w: World;
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const range = `from=${D1}&to=${D3}`;

async function get(handler: Handler, query: string, cookie: string) {
  const res = await handler(apiRequest(`/x?${query}`, { cookie }), routeParams({}));
  return { status: res.status, body: await res.json() };
}
const ids = (body: { columns: { id: string }[] }) => body.columns.map((c) => c.id);

beforeAll(async () => {
  w = await createListsWorld();
  await rebuildAllDirtyDays(await db());
}, 60_000);

describe('people', () => {
  it('users/list: per person, most views first, with the columns it shows', async () => {
    const { status, body } = await get(usersList, range, w.orgAdmin.cookie);
    expect(status).toBe(200);
    expect(ids(body)).toEqual(['displayName', 'email', 'views', 'workflowsViewed', 'completions', 'watchSeconds', 'lastViewedAt']);
    expect(body.columns[0]).toEqual({ id: 'displayName', kind: 'text', link: '/analytics/user/{userId}' });
    expect(body.total).toBe(3);
    expect(body.items.map((r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'email')))).toEqual([
      { userId: w.v1.id, displayName: 'Victor Viewer', views: 2, workflowsViewed: 1, completions: 1, watchSeconds: 112, lastViewedAt: `${D2}T00:00:20.000Z` },
      { userId: w.v2.id, displayName: 'Wendy Watcher', views: 2, workflowsViewed: 1, completions: 0, watchSeconds: 40, lastViewedAt: `${D1}T23:59:59.000Z` },
      { userId: w.v3.id, displayName: 'Xavier Xu', views: 1, workflowsViewed: 1, completions: 1, watchSeconds: 30, lastViewedAt: `${D2}T10:00:51.000Z` },
    ]);
    const page2 = await get(usersList, `${range}&page=2&size=2`, w.orgAdmin.cookie);
    expect(page2.body.items.map((r: { userId: string }) => r.userId)).toEqual([w.v3.id]);
    expect(page2.body.total).toBe(3);
  });

  it('users/overview: people in scope, who watched, who did not', async () => {
    // Six people in the organisation; three watched.
    expect((await get(usersOverview, range, w.orgAdmin.cookie)).body.item).toEqual({ users: 6, activeUsers: 3, inactiveUsers: 3, views: 5, completions: 2, watchSeconds: 182 });
    // The workspace admin's workspace: themself and three viewers; two of them watched its workflow.
    expect((await get(usersOverview, range, w.wsAdmin.cookie)).body.item).toEqual({ users: 4, activeUsers: 2, inactiveUsers: 2, views: 4, completions: 1, watchSeconds: 152 });
  });
});

describe('workflows', () => {
  it('workflows-details/list: length, completion rate and watch time per view', async () => {
    const { body } = await get(workflowDetails, range, w.orgAdmin.cookie);
    expect(body.items).toEqual([
      { workflowId: w.a.workflow.id, title: 'Torque check', workspaceName: 'Assembly', duration: 100, views: 4, users: 2, completions: 1, completionRate: 0.25, watchSeconds: 152, averageWatchSeconds: 38, lastViewedAt: `${D2}T00:00:20.000Z` },
      { workflowId: w.b.workflow.id, title: 'Spray gun', workspaceName: 'Paint shop', duration: 30, views: 1, users: 1, completions: 1, completionRate: 1, watchSeconds: 30, averageWatchSeconds: 30, lastViewedAt: `${D2}T10:00:51.000Z` },
    ]);
    expect((await get(workflowDetails, range, w.wsAdmin.cookie)).body.items.map((r: { workflowId: string }) => r.workflowId)).toEqual([w.a.workflow.id]);
  });

  it('workflows-trend/list: per day and workflow, oldest day first', async () => {
    const { body } = await get(workflowTrend, range, w.orgAdmin.cookie);
    expect(body.items.map((r: Record<string, unknown>) => [r.period, r.title, r.views, r.users, r.completions, r.watchSeconds])).toEqual([
      [D1, 'Torque check', 3, 2, 1, 132],
      [D2, 'Spray gun', 1, 1, 1, 30],
      [D2, 'Torque check', 1, 1, 0, 20],
    ]);
    // A year's range groups by week: both days fall in the week starting Monday D1.
    const weekly = await get(workflowTrend, `from=2025-06-01&to=${D3}`, w.orgAdmin.cookie);
    expect(weekly.body.items.map((r: Record<string, unknown>) => [r.period, r.title, r.views])).toEqual([
      [D1, 'Torque check', 4],
      [D1, 'Spray gun', 1],
    ]);
  });
});

describe('smart instructions', () => {
  it('multimodal-sops-details/list: sessions, people, time and executions per smart instruction', async () => {
    const { body } = await get(sopDetails, range, w.orgAdmin.cookie);
    expect(body.items).toEqual([
      { sopId: w.lockout.id, title: 'Lockout', workspaceName: 'Assembly', sessions: 3, users: 2, usageSeconds: 180, averageSeconds: 60, executionsStarted: 2, executionsCompleted: 1 },
      { sopId: w.forklift.id, title: 'Forklift', workspaceName: 'Paint shop', sessions: 1, users: 1, usageSeconds: 45, averageSeconds: 45, executionsStarted: 0, executionsCompleted: 0 },
    ]);
    expect((await get(sopDetails, range, w.wsAdmin.cookie)).body.items.map((r: { sopId: string }) => r.sopId)).toEqual([w.lockout.id]);
  });

  it('multimodal-sops-trend/list: per day and smart instruction', async () => {
    const { body } = await get(sopTrend, range, w.orgAdmin.cookie);
    expect(body.items.map((r: Record<string, unknown>) => [r.period, r.title, r.sessions, r.users, r.usageSeconds])).toEqual([
      [D1, 'Forklift', 1, 1, 45],
      [D1, 'Lockout', 1, 1, 60],
      [D2, 'Lockout', 2, 2, 120],
    ]);
  });
});

describe('skills', () => {
  it('skill-performance/list: the standing of each skill; organisation-wide skills only for org admins', async () => {
    const { body } = await get(skillPerformance, '', w.orgAdmin.cookie);
    expect(body.items.map((r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'skillId')))).toEqual([
      { skillTitle: 'Safety basics', workspaceName: 'Assembly', assigned: 3, notStarted: 1, inProgress: 1, completed: 1, completionRate: 1 / 3, overdue: 1 },
      { skillTitle: 'Onboarding', workspaceName: null, assigned: 1, notStarted: 0, inProgress: 1, completed: 0, completionRate: 0, overdue: 0 },
    ]);
    expect((await get(skillPerformance, '', w.wsAdmin.cookie)).body.items.map((r: { skillId: string }) => r.skillId)).toEqual([w.safety.id]);
    expect((await get(skillPerformance, '', w.otherWsAdmin.cookie)).body.items).toEqual([]);
  });
});

describe('scope and validation of every list', () => {
  const lists: Handler[] = [usersList, usersOverview, workflowDetails, workflowTrend, sopDetails, sopTrend, skillPerformance];

  it("another organisation's workspace or an unknown one answers 404; a bad range 422; viewers and gen2 403", async () => {
    for (const handler of lists) {
      expect((await get(handler, `${range}&workspaceId=${w.foreignWs.id}`, w.orgAdmin.cookie)).status).toBe(404);
      expect((await get(handler, `${range}&workspaceId=${randomUUID()}`, w.orgAdmin.cookie)).status).toBe(404);
      expect((await get(handler, `${range}&workspaceId=${w.otherWs.id}`, w.wsAdmin.cookie)).status).toBe(404);
      expect(await get(handler, `from=${D3}&to=${D1}`, w.orgAdmin.cookie)).toEqual({ status: 422, body: { error: { code: 'invalid_input', message: 'analytics.errors.dateRange' } } });
      expect((await get(handler, range, w.v1.cookie)).status).toBe(403);
      expect((await get(handler, range, w.gen2Admin.cookie)).body).toEqual({ error: { code: 'forbidden', message: 'analytics.errors.gen2' } });
    }
  });

  it('an org admin filtering by one workspace gets exactly that workspace', async () => {
    const { body } = await get(usersList, `${range}&workspaceId=${w.otherWs.id}`, w.orgAdmin.cookie);
    expect(body.items.map((r: { userId: string }) => r.userId)).toEqual([w.v3.id]);
  });
});
