import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as getNames } from '@/app/api/v1/advanced-report/column-display-names/route';
import { GET as getContent } from '@/app/api/v1/advanced-report/content-analysis/route';
import { POST as postExport } from '@/app/api/v1/advanced-report/export/route';
import { GET as storageRoute } from '@/app/api/v1/storage/[...key]/route';
import { rebuildAllDirtyDays } from '@/lib/analytics/rollup';
import { apiRequest, db, routeParams } from '../helpers/factories';
import { D1, D2, D3 } from './analytics-fixtures';
import { createContentSopsWorld, setSmartInstructions } from './analytics-content-sops-fixtures';

type World = Awaited<ReturnType<typeof createContentSopsWorld>>;
let w: World;
type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type Row = Record<string, string | number | null>;

async function call(handler: Handler, path: string, cookie: string, init: { method?: string; body?: unknown } = {}) {
  const res = await handler(apiRequest(path, { ...init, cookie }), routeParams({}));
  return { status: res.status, body: await res.json() };
}
const q = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries({ from: D1, to: D3, ...params }).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
const content = (cookie: string, params: Record<string, unknown> = {}) => call(getContent as Handler, `/api/v1/advanced-report/content-analysis?${q(params)}`, cookie);
const byTitle = { sort: [{ id: 'title', desc: false }] };
const titles = (body: { items: Row[] }) => body.items.map((r) => r.title);

/** A CSV export of the content analysis, as lines (written in the request: the export is small). */
async function exportCsv(cookie: string, params: Record<string, unknown>) {
  const started = await call(postExport as Handler, '/api/v1/advanced-report/export', cookie, {
    method: 'POST',
    body: { source: 'content-analysis', format: 'csv', params: { report: 'content-analysis', from: D1, to: D3, workspaceId: 'All', filters: [], groupBy: null, ...byTitle, ...params }, locale: 'en', timeZone: 'UTC' },
  });
  expect(started.body.item.status).toBe('finished');
  const { pathname } = new URL(started.body.item.downloadUrl, 'http://localhost:3000');
  const key = decodeURIComponent(pathname.replace('/api/v1/storage/', '')).split('/');
  const res = await (storageRoute as unknown as Handler)(new Request(`http://localhost:3000${started.body.item.downloadUrl}`), routeParams({ key }));
  return Buffer.from(await res.arrayBuffer()).toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
}

beforeAll(async () => {
  w = await createContentSopsWorld();
  await rebuildAllDirtyDays(await db());
}, 60_000);

afterEach(() => setSmartInstructions(w.org.id, true));

describe('content analysis: smart instructions beside workflows', () => {
  it('lists both content types with the hand-computed figures; columns a workflow has no figure for stay empty', async () => {
    const { status, body } = await content(w.orgAdmin.cookie, byTitle);
    expect(status).toBe(200);
    expect(body.total).toBe(4);
    expect(body.items).toEqual([
      {
        id: w.lockout.id, title: 'Lockout steps', contentType: 'sop', workspace: 'Assembly', creator: 'Gina Groupadmin', status: 'published',
        views: 3, users: 3, completions: 2, executions: 3, watchSeconds: 180,
        createdAt: `${D1}T07:00:00.000Z`, publishedAt: `${D1}T07:30:00.000Z`, lastViewedAt: `${D3}T00:10:00.000Z`,
      },
      expect.objectContaining({ title: 'Mixing paint', contentType: 'sop', workspace: 'Paint shop', creator: '', status: 'draft', views: 1, users: 1, completions: 0, executions: 0, watchSeconds: 45, publishedAt: null, lastViewedAt: `${D2}T11:00:00.000Z` }),
      expect.objectContaining({ title: 'Spray gun', contentType: 'workflow', views: 1, users: 1, completions: 1, executions: null, watchSeconds: 30 }),
      expect.objectContaining({ id: w.a.workflow.id, title: 'Torque check', contentType: 'workflow', views: 4, users: 2, completions: 1, executions: null, watchSeconds: 152, lastViewedAt: `${D2}T00:00:20.000Z` }),
    ]);
  });

  it('counts a completion on the day it was confirmed, and whoever completed it as a user', async () => {
    const { body } = await content(w.orgAdmin.cookie, { from: D3, to: D3, filters: [{ id: 'title', op: 'contains', value: 'lockout' }] });
    expect(body.items).toEqual([expect.objectContaining({ views: 0, users: 1, completions: 1, executions: 0, watchSeconds: 0, lastViewedAt: `${D3}T00:10:00.000Z` })]);
  });

  it('filters, sorts and groups by content type', async () => {
    expect(titles((await content(w.orgAdmin.cookie, { ...byTitle, filters: [{ id: 'contentType', op: 'eq', value: 'sop' }] })).body)).toEqual(['Lockout steps', 'Mixing paint']);
    const sorted = await content(w.orgAdmin.cookie, { sort: [{ id: 'contentType', desc: true }, { id: 'title', desc: false }] });
    expect(titles(sorted.body)).toEqual(['Spray gun', 'Torque check', 'Lockout steps', 'Mixing paint']);
    const grouped = await content(w.orgAdmin.cookie, { groupBy: 'contentType', sort: [{ id: 'contentType', desc: false }] });
    expect(grouped.body.items).toEqual([
      expect.objectContaining({ contentType: 'sop', count: 2, views: 4, users: 4, completions: 2, executions: 3, watchSeconds: 225, lastViewedAt: `${D3}T00:10:00.000Z` }),
      expect.objectContaining({ contentType: 'workflow', count: 2, views: 5, users: 3, completions: 2, executions: null, watchSeconds: 182 }),
    ]);
  });

  it('workspace admins see their workspaces’ smart instructions only; another organisation’s never show', async () => {
    expect(titles((await content(w.wsAdmin.cookie, byTitle)).body)).toEqual(['Lockout steps', 'Torque check']);
    expect(titles((await content(w.otherWsAdmin.cookie, byTitle)).body)).toEqual(['Mixing paint', 'Spray gun']);
    expect(titles((await content(w.orgAdmin.cookie, { ...byTitle, workspaceId: w.otherWs.id })).body)).toEqual(['Mixing paint', 'Spray gun']);
  });

  it('lists no smart instructions while the organisation has them off', async () => {
    await setSmartInstructions(w.org.id, false);
    const { body } = await content(w.orgAdmin.cookie, byTitle);
    expect(body.items.map((r: Row) => [r.title, r.contentType])).toEqual([
      ['Spray gun', 'workflow'],
      ['Torque check', 'workflow'],
    ]);
    expect((await content(w.orgAdmin.cookie, { filters: [{ id: 'contentType', op: 'eq', value: 'sop' }] })).body.total).toBe(0);
    expect(await exportCsv(w.orgAdmin.cookie, { columns: ['title'] })).toEqual(['Title', 'Spray gun', 'Torque check']);
  });

  it('names the column and its values in every language asked for', async () => {
    const de = await call(getNames as Handler, '/api/v1/advanced-report/column-display-names?report=content-analysis&locale=de-de', w.orgAdmin.cookie);
    expect(de.body.item.columns).toMatchObject({ contentType: 'Inhaltstyp' });
    expect(de.body.item.statuses).toMatchObject({ workflow: 'Workflow', sop: 'Smarte Anleitung' });
  });
});

describe('content analysis export with smart instructions', () => {
  it('holds the same rows as the screen, the content type as its label and empty cells where a workflow has no figure', async () => {
    const columns = ['title', 'contentType', 'views', 'users', 'completions', 'executions', 'watchSeconds', 'lastViewedAt'];
    const screen = await content(w.orgAdmin.cookie, byTitle);
    const lines = await exportCsv(w.orgAdmin.cookie, { columns });
    expect(lines).toEqual([
      'Title,Content type,Views,Users,Completions,Executions started,Watch time (min:s),Last viewed',
      `Lockout steps,Smart instruction,3,3,2,3,3:00,${D3} 00:10`,
      `Mixing paint,Smart instruction,1,1,0,0,0:45,${D2} 11:00`,
      `Spray gun,Workflow,1,1,1,,0:30,${D2} 10:00`,
      `Torque check,Workflow,4,2,1,,2:32,${D2} 00:00`,
    ]);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(titles(screen.body));
  });

  it('a workspace admin’s export holds only their workspaces’ rows', async () => {
    expect(await exportCsv(w.wsAdmin.cookie, { columns: ['title', 'contentType'] })).toEqual(['Title,Content type', 'Lockout steps,Smart instruction', 'Torque check,Workflow']);
  });
});
