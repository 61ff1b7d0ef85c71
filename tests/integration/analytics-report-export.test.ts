import ExcelJS from 'exceljs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteState, GET as listStates, POST as postState, PUT as putState } from '@/app/api/v1/advanced-report/ag-grid-state/route';
import { GET as getContent } from '@/app/api/v1/advanced-report/content-analysis/route';
import { GET as getExport } from '@/app/api/v1/advanced-report/export/[id]/route';
import { POST as postExport } from '@/app/api/v1/advanced-report/export/route';
import { rebuildAllDirtyDays } from '@/lib/analytics/rollup';
import { defaultGridState } from '@/lib/analytics/reports/schema';
import { createOrg, createUser, db, sessionCookie } from '../helpers/factories';
import { call, download, setDownloads as setOrgDownloads } from './analytics-export-helpers';
import { D1, D2, D3 } from './analytics-fixtures';
import { createReportsWorld } from './analytics-reports-fixtures';

type World = Awaited<ReturnType<typeof createReportsWorld>>;
let w: World;
let foreignAdmin: string;
const STATES = '/api/v1/advanced-report/ag-grid-state';
const COLUMNS = ['title', 'workspace', 'views', 'users', 'completions', 'watchSeconds', 'lastViewedAt'];
const QUERY = { report: 'content-analysis', from: D1, to: D3, workspaceId: 'All', sort: [{ id: 'views', desc: true }], filters: [], groupBy: null };
const setDownloads = (allowDownloads: boolean) => setOrgDownloads(w.org.id, allowDownloads);

beforeAll(async () => {
  w = await createReportsWorld();
  await rebuildAllDirtyDays(await db());
  const other = await createOrg();
  foreignAdmin = (await sessionCookie(await createUser(other.id, 'admin-organization'))).cookie;
}, 60_000);

afterEach(async () => {
  delete process.env.ANALYTICS_EXPORT_INLINE_ROWS;
  await setDownloads(true);
});

describe('saved grid states (ag-grid-state)', () => {
  it('creates, lists, renames, overwrites and deletes the caller’s own named layouts', async () => {
    const state = { ...defaultGridState('content-analysis'), sort: [{ id: 'views', desc: true }] };
    const created = await call(postState, STATES, w.orgAdmin.cookie, { method: 'POST', body: { report: 'content-analysis', name: 'Most watched', state } });
    expect(created.status).toBe(201);
    const id = created.body.item.id;
    await call(postState, STATES, w.orgAdmin.cookie, { method: 'POST', body: { report: 'skills-analysis', name: 'Overdue', state: defaultGridState('skills-analysis') } });
    const list = await call(listStates, `${STATES}?report=content-analysis`, w.orgAdmin.cookie);
    expect(list.body.items.map((s: { name: string }) => s.name)).toEqual(['Most watched']);
    expect(list.body.items[0].state).toEqual(state);
    const renamed = await call(putState, `${STATES}?id=${id}`, w.orgAdmin.cookie, { method: 'PUT', body: { name: 'Top content', state: { ...state, pageSize: 50 } } });
    expect(renamed.body.item).toMatchObject({ name: 'Top content', state: { pageSize: 50 } });
    expect((await call(deleteState, `${STATES}?id=${id}`, w.orgAdmin.cookie, { method: 'DELETE' })).status).toBe(204);
    expect((await call(listStates, `${STATES}?report=content-analysis`, w.orgAdmin.cookie)).body.items).toEqual([]);
  });

  it('another person’s or organisation’s layout answers like an unknown id (404)', async () => {
    const created = await call(postState, STATES, w.orgAdmin.cookie, { method: 'POST', body: { report: 'content-analysis', name: 'Mine', state: defaultGridState('content-analysis') } });
    const id = created.body.item.id;
    for (const cookie of [w.wsAdmin.cookie, foreignAdmin]) {
      expect((await call(putState, `${STATES}?id=${id}`, cookie, { method: 'PUT', body: { name: 'Stolen' } })).status).toBe(404);
      expect((await call(deleteState, `${STATES}?id=${id}`, cookie, { method: 'DELETE' })).status).toBe(404);
      expect((await call(listStates, `${STATES}?report=content-analysis`, cookie)).body.items).toEqual([]);
    }
    expect((await call(putState, `${STATES}?id=not-a-uuid`, w.orgAdmin.cookie, { method: 'PUT', body: { name: 'x' } })).status).toBe(404);
  });

  it('refuses an empty name, unknown columns and people without analytics access', async () => {
    const bad = { ...defaultGridState('content-analysis'), columns: [{ id: 'password', visible: true }] };
    expect((await call(postState, STATES, w.orgAdmin.cookie, { method: 'POST', body: { report: 'content-analysis', name: ' ', state: defaultGridState('content-analysis') } })).status).toBe(422);
    expect((await call(postState, STATES, w.orgAdmin.cookie, { method: 'POST', body: { report: 'content-analysis', name: 'Bad', state: bad } })).status).toBe(422);
    expect((await call(postState, STATES, w.v1.cookie, { method: 'POST', body: { report: 'content-analysis', name: 'Mine', state: defaultGridState('content-analysis') } })).status).toBe(403);
  });
});

describe('analytics export (one module, CSV and XLSX)', () => {
  it('writes an XLSX holding the same numbers as the screen, headers in the caller’s language, dates in their time zone', async () => {
    const screen = await call(getContent, `/api/v1/advanced-report/content-analysis?from=${D1}&to=${D3}&sort=${encodeURIComponent(JSON.stringify(QUERY.sort))}`, w.orgAdmin.cookie);
    const started = await call(postExport, '/api/v1/advanced-report/export', w.orgAdmin.cookie, {
      method: 'POST',
      body: { source: 'content-analysis', format: 'xlsx', params: { ...QUERY, columns: COLUMNS }, locale: 'de-de', timeZone: 'Europe/Berlin' },
    });
    expect(started.status).toBe(202);
    expect(started.body.item).toMatchObject({ status: 'finished', progress: 100, rowCount: 2 });
    expect(started.body.item.fileName).toBe(`content-analysis-${D1}-${D3}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(started.body.item.downloadUrl)) as never);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Titel', 'Arbeitsbereich', 'Aufrufe', 'Benutzer', 'Abschlüsse', 'Wiedergabezeit (min:s)', 'Zuletzt angesehen']);
    for (const [i, row] of screen.body.items.entries()) {
      const cells = sheet.getRow(i + 2);
      expect([cells.getCell(1).value, cells.getCell(2).value, cells.getCell(3).value, cells.getCell(4).value, cells.getCell(5).value]).toEqual([row.title, row.workspace, row.views, row.users, row.completions]);
      // A spreadsheet duration ([m]:ss), which exceljs reads back as a time of the day-zero 1899-12-30.
      expect(Math.round(((cells.getCell(6).value as Date).getTime() - Date.UTC(1899, 11, 30)) / 1000)).toBe(row.watchSeconds);
      expect(cells.getCell(6).numFmt).toBe('[m]:ss');
    }
    // A's last view, D2 00:00:20 UTC, is 01:00:20 on the wall clock in Berlin.
    expect((sheet.getRow(2).getCell(7).value as Date).toISOString()).toBe(`${D2}T01:00:20.000Z`);
    expect(sheet.rowCount).toBe(3);
  });

  it('writes a CSV with the same rows, durations as minutes:seconds', async () => {
    const started = await call(postExport, '/api/v1/advanced-report/export', w.orgAdmin.cookie, {
      method: 'POST',
      body: { source: 'content-analysis', format: 'csv', params: { ...QUERY, columns: COLUMNS }, locale: 'en', timeZone: 'UTC' },
    });
    const text = (await download(started.body.item.downloadUrl)).toString('utf8');
    expect(text.replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual([
      'Title,Workspace,Views,Users,Completions,Watch time (min:s),Last viewed',
      `Torque check,Assembly,4,2,1,2:32,${D2} 00:00`,
      `Spray gun,Paint shop,1,1,1,0:30,${D2} 10:00`,
    ]);
  });

  it('runs a big export as a job with progress, and serves it to its owner only', async () => {
    process.env.ANALYTICS_EXPORT_INLINE_ROWS = '0';
    const started = await call(postExport, '/api/v1/advanced-report/export', w.orgAdmin.cookie, {
      method: 'POST',
      body: { source: 'skills-analysis', format: 'xlsx', params: { ...QUERY, report: 'skills-analysis', sort: [], columns: ['skill', 'person', 'status', 'progress'] } },
    });
    expect(started.status).toBe(202);
    const id = started.body.item.id;
    let item = started.body.item;
    for (let i = 0; i < 120 && item.status !== 'finished' && item.status !== 'error'; i++) {
      await new Promise((r) => setTimeout(r, 500));
      item = (await call(getExport, `/api/v1/advanced-report/export/${id}`, w.orgAdmin.cookie, { params: { id } })).body.item;
    }
    expect(item).toMatchObject({ status: 'finished', progress: 100, rowCount: 4 });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(item.downloadUrl)) as never);
    expect(book.worksheets[0].rowCount).toBe(5);
    expect((await call(getExport, `/api/v1/advanced-report/export/${id}`, w.wsAdmin.cookie, { params: { id } })).status).toBe(404);
    expect((await call(getExport, `/api/v1/advanced-report/export/${id}`, foreignAdmin, { params: { id } })).status).toBe(404);
  }, 90_000);

  it('is refused when downloads are off, and for a workspace admin asking for another workspace', async () => {
    await setDownloads(false);
    const refused = await call(postExport, '/api/v1/advanced-report/export', w.orgAdmin.cookie, { method: 'POST', body: { source: 'content-analysis', format: 'csv', params: { ...QUERY, columns: COLUMNS } } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('downloads.disabled');
    await setDownloads(true);
    const scoped = await call(postExport, '/api/v1/advanced-report/export', w.wsAdmin.cookie, {
      method: 'POST',
      body: { source: 'content-analysis', format: 'csv', params: { ...QUERY, workspaceId: w.otherWs.id, columns: COLUMNS } },
    });
    expect(scoped.status).toBe(404);
    const unknownSource = await call(postExport, '/api/v1/advanced-report/export', w.orgAdmin.cookie, { method: 'POST', body: { source: 'nope', format: 'csv', params: {} } });
    expect(unknownSource.status).toBe(404);
  });

  it('a workspace admin’s export holds only their workspaces’ rows', async () => {
    const started = await call(postExport, '/api/v1/advanced-report/export', w.wsAdmin.cookie, {
      method: 'POST',
      body: { source: 'content-analysis', format: 'csv', params: { ...QUERY, columns: ['title'] }, locale: 'en' },
    });
    expect((await download(started.body.item.downloadUrl)).toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual(['Title', 'Torque check']);
  });
});
