import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getContent } from '@/app/api/v1/advanced-report/content-analysis/route';
import { GET as getNames } from '@/app/api/v1/advanced-report/column-display-names/route';
import { GET as getSkills } from '@/app/api/v1/advanced-report/skill-analysis/route';
import { rebuildAllDirtyDays } from '@/lib/analytics/rollup';
import { apiRequest, createUser, db, routeParams, sessionCookie } from '../helpers/factories';
import { D1, D2, D3 } from './analytics-fixtures';
import { createReportsWorld } from './analytics-reports-fixtures';

type World = Awaited<ReturnType<typeof createReportsWorld>>;
let w: World;
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function call(handler: Handler, path: string, cookie: string) {
  const res = await handler(apiRequest(path, { cookie }), routeParams({}));
  return { status: res.status, body: await res.json() };
}
const q = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries({ from: D1, to: D3, ...params }).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
const content = (cookie: string, params: Record<string, unknown> = {}) => call(getContent, `/api/v1/advanced-report/content-analysis?${q(params)}`, cookie);
const skills = (cookie: string, params: Record<string, unknown> = {}) => call(getSkills, `/api/v1/advanced-report/skill-analysis?${q(params)}`, cookie);

beforeAll(async () => {
  w = await createReportsWorld();
  await rebuildAllDirtyDays(await db());
}, 60_000);

describe('content analysis: one row per workflow, figures from the rollups', () => {
  it('matches the hand-computed figures of the fixed event set (see analytics-api.test.ts), most viewed first', async () => {
    const { status, body } = await content(w.orgAdmin.cookie, { sort: [{ id: 'views', desc: true }] });
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.grouped).toBe(false);
    expect(body.items).toEqual([
      expect.objectContaining({ id: w.a.workflow.id, title: 'Torque check', workspace: 'Assembly', status: 'published', views: 4, users: 2, completions: 1, watchSeconds: 152, lastViewedAt: `${D2}T00:00:20.000Z` }),
      expect.objectContaining({ id: w.b.workflow.id, title: 'Spray gun', workspace: 'Paint shop', views: 1, users: 1, completions: 1, watchSeconds: 30, lastViewedAt: `${D2}T10:00:51.000Z` }),
    ]);
  });

  it('a day without views still lists the workflow, with zeros and no last view', async () => {
    const { body } = await content(w.orgAdmin.cookie, { from: D3, to: D3, sort: [{ id: 'title', desc: false }] });
    expect(body.items.map((r: Record<string, unknown>) => [r.title, r.views, r.watchSeconds, r.lastViewedAt])).toEqual([
      ['Spray gun', 0, 0, null],
      ['Torque check', 0, 0, null],
    ]);
  });

  it('filters per column (number ranges, text, dates in the caller’s time zone) on the server', async () => {
    const byViews = await content(w.orgAdmin.cookie, { filters: [{ id: 'views', op: 'gte', value: '2' }] });
    expect(byViews.body.items.map((r: { title: string }) => r.title)).toEqual(['Torque check']);
    const byText = await content(w.orgAdmin.cookie, { filters: [{ id: 'workspace', op: 'contains', value: 'paint' }] });
    expect(byText.body.items.map((r: { title: string }) => r.title)).toEqual(['Spray gun']);
    // A's last view is D2 00:00:20 UTC: still D1 in New York, D2 in Berlin.
    const lastOnD1 = { filters: [{ id: 'lastViewedAt', op: 'lte', value: D1 }] };
    expect((await content(w.orgAdmin.cookie, { ...lastOnD1, timeZone: 'America/New_York' })).body.items.map((r: { title: string }) => r.title)).toEqual(['Torque check']);
    expect((await content(w.orgAdmin.cookie, { ...lastOnD1, timeZone: 'Europe/Berlin' })).body.total).toBe(0);
  });

  it('groups by a column: a row per value with the row count and the sums', async () => {
    const { body } = await content(w.orgAdmin.cookie, { groupBy: 'status' });
    expect(body.grouped).toBe(true);
    expect(body.items).toEqual([expect.objectContaining({ status: 'published', count: 2, views: 5, users: 3, completions: 2, watchSeconds: 182 })]);
  });

  it('pages 20/50/100 rows and refuses other sizes and unknown columns', async () => {
    expect((await content(w.orgAdmin.cookie, { size: '50' })).status).toBe(200);
    expect((await content(w.orgAdmin.cookie, { size: '7' })).status).toBe(422);
    const unknown = await content(w.orgAdmin.cookie, { sort: [{ id: 'password', desc: false }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.message).toBe('analyticsReports.errors.column');
    expect((await content(w.orgAdmin.cookie, { from: D3, to: D1 })).status).toBe(422);
  });

  it('workspace admins read only their workspaces; another organisation’s workspace is unknown', async () => {
    expect((await content(w.wsAdmin.cookie)).body.items.map((r: { title: string }) => r.title)).toEqual(['Torque check']);
    expect((await content(w.otherWsAdmin.cookie)).body.items.map((r: { title: string }) => r.title)).toEqual(['Spray gun']);
    expect((await content(w.wsAdmin.cookie, { workspaceId: w.otherWs.id })).status).toBe(404);
    expect((await content(w.orgAdmin.cookie, { workspaceId: w.foreignWs.id })).status).toBe(404);
    expect((await content(w.v1.cookie)).status).toBe(403);
    expect((await content(w.gen2Admin.cookie)).status).toBe(403);
  });
});

describe('skills analysis: one row per skill and assigned person', () => {
  it('lists status, progress, dates and the latest certificate not revoked', async () => {
    const { body } = await skills(w.orgAdmin.cookie, { sort: [{ id: 'skill', desc: false }, { id: 'person', desc: false }] });
    expect(body.items.map((r: Record<string, unknown>) => [r.skill, r.person, r.workspace, r.status, r.progress, r.dueAt, r.completedAt, r.certificateIssuedAt])).toEqual([
      ['Code of conduct', 'Victor Viewer', '', 'in_progress', 20, null, null, null],
      ['Lockout', 'Victor Viewer', 'Assembly', 'completed', 100, null, `${D2}T09:30:00.000Z`, `${D2}T09:30:00.000Z`],
      ['Lockout', 'Wendy Watcher', 'Assembly', 'in_progress', 50, `${D3}T23:00:00.000Z`, null, null],
      ['Paint safety', 'Xavier Xu', 'Paint shop', 'not_started', 0, null, null, null],
    ]);
  });

  it('workspace admins see their workspaces’ skills only (organisation-wide skills are for org admins)', async () => {
    const { body } = await skills(w.wsAdmin.cookie);
    expect(body.items.map((r: { skill: string; person: string }) => `${r.skill}/${r.person}`).sort()).toEqual(['Lockout/Victor Viewer', 'Lockout/Wendy Watcher']);
  });

  it('groups by status with the average progress', async () => {
    const { body } = await skills(w.orgAdmin.cookie, { groupBy: 'status', sort: [{ id: 'count', desc: true }] });
    expect(body.items.map((r: Record<string, unknown>) => [r.status, r.count, r.progress])).toEqual([
      ['in_progress', 2, 35],
      ['completed', 1, 100],
      ['not_started', 1, 0],
    ]);
  });
});

describe('column display names', () => {
  it('answers the column names and status labels in the asked language', async () => {
    const de = await call(getNames, '/api/v1/advanced-report/column-display-names?report=content-analysis&locale=de-de', w.orgAdmin.cookie);
    expect(de.body.item.columns).toMatchObject({ title: 'Titel', views: 'Aufrufe' });
    expect(de.body.item.statuses).toMatchObject({ published: 'Veröffentlicht' });
    const bad = await call(getNames, '/api/v1/advanced-report/column-display-names?report=nope', w.orgAdmin.cookie);
    expect(bad.status).toBe(422);
  });

  it('refuses people without analytics access', async () => {
    const viewer = await createUser(w.org.id, 'viewer');
    const { cookie } = await sessionCookie(viewer);
    expect((await call(getNames, '/api/v1/advanced-report/column-display-names?report=content-analysis', cookie)).status).toBe(403);
  });
});
