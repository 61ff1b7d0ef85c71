import { randomUUID } from 'node:crypto';
import type { Worksheet } from 'exceljs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as getExport } from '@/app/api/v1/advanced-report/export/[id]/route';
import { POST as workspacesList } from '@/app/api/v1/analytics-service/workspaces/list/route';
import { POST as sopDetailsFile } from '@/app/api/v1/analytics/multimodal-sops-details/file/route';
import { GET as sopDetailsList } from '@/app/api/v1/analytics/multimodal-sops-details/list/route';
import { POST as sopTrendFile } from '@/app/api/v1/analytics/multimodal-sops-trend/file/route';
import { GET as sopTrendList } from '@/app/api/v1/analytics/multimodal-sops-trend/list/route';
import { POST as quizFile } from '@/app/api/v1/analytics/quizzes/quiz-performance-reports/file/route';
import { GET as quizList } from '@/app/api/v1/analytics/quizzes/quiz-performance-reports/list/route';
import { POST as skillFile } from '@/app/api/v1/analytics/skill-performance/file/route';
import { GET as skillList } from '@/app/api/v1/analytics/skill-performance/list/route';
import { POST as usersFile } from '@/app/api/v1/analytics/users/file/route';
import { GET as usersList } from '@/app/api/v1/analytics/users/list/route';
import { POST as detailsFile } from '@/app/api/v1/analytics/workflows-details/file/route';
import { GET as detailsList } from '@/app/api/v1/analytics/workflows-details/list/route';
import { POST as trendFile } from '@/app/api/v1/analytics/workflows-trend/file/route';
import { GET as trendList } from '@/app/api/v1/analytics/workflows-trend/list/route';
import { POST as workflowsFile } from '@/app/api/v1/analytics/workflows/file/route';
import { GET as workflowsList } from '@/app/api/v1/analytics/workflows/list/route';
import { POST as workspacesFile } from '@/app/api/v1/analytics/workspaces/file/route';
import { col, type ListColumn, type ListRow } from '@/lib/analytics/lists/shared';
import { rebuildAllDirtyDays } from '@/lib/analytics/rollup';
import { db } from '../helpers/factories';
import { call, download, setDownloads, setFeature, sheetOf, type Handler } from './analytics-export-helpers';
import { D1, D2, D3 } from './analytics-fixtures';
import { createListsWorld } from './analytics-lists-fixtures';

type World = Awaited<ReturnType<typeof createListsWorld>>;
let w: World;
const RANGE = { from: D1, to: D3 };
const DAY_ZERO = Date.UTC(1899, 11, 30);
const STATUS: Record<string, string> = { passed: 'Passed', failed: 'Did not pass', completed: 'Completed', in_progress: 'In progress', not_started: 'Not started' };

beforeAll(async () => {
  w = await createListsWorld();
  await rebuildAllDirtyDays(await db());
}, 60_000);

afterEach(async () => {
  delete process.env.ANALYTICS_EXPORT_INLINE_ROWS;
  await setDownloads(w.org.id, true);
  await setFeature(w.org.id, 'enableQuiz', true);
});

const startExport = (file: Handler, cookie: string, body: Record<string, unknown>) =>
  call(file, '/api/v1/analytics/x/file', cookie, { method: 'POST', body: { format: 'xlsx', locale: 'en', timeZone: 'UTC', ...body } });

/** A list cell as the XLSX holds it: durations as spreadsheet durations, percents 0–100, dates on the (UTC) wall clock, exact counts. */
function expected(c: ListColumn, v: ListRow[string]) {
  if (v === null) return null;
  if (c.kind === 'percent') return Math.round(Number(v) * 10_000) / 100;
  if (c.kind === 'date') return new Date(String(v)).toISOString();
  if (c.kind === 'day') return `${v}T00:00:00.000Z`;
  if (c.kind === 'status') return STATUS[String(v)];
  return v;
}
function actual(c: ListColumn, v: unknown) {
  if (v instanceof Date) return c.kind === 'duration' ? Math.round((v.getTime() - DAY_ZERO) / 1000) : v.toISOString();
  return v ?? null;
}
function expectSameRows(sheet: Worksheet, columns: ListColumn[], items: ListRow[]) {
  expect(sheet.rowCount).toBe(items.length + 1);
  items.forEach((row, i) => {
    const cells = sheet.getRow(i + 2);
    expect(columns.map((c, j) => actual(c, cells.getCell(j + 1).value))).toEqual(columns.map((c) => (c.kind === 'duration' ? Math.round(Number(row[c.id])) : expected(c, row[c.id]))));
  });
}

describe('POST /api/v1/analytics/<list>/file: the same rows as the list, every list', () => {
  const lists: [string, Handler, Handler, 'GET' | 'POST', boolean][] = [
    ['workflows-trend', trendFile, trendList, 'GET', true],
    ['workflows-details', detailsFile, detailsList, 'GET', true],
    ['multimodal-sops-trend', sopTrendFile, sopTrendList, 'GET', true],
    ['multimodal-sops-details', sopDetailsFile, sopDetailsList, 'GET', true],
    ['skill-performance', skillFile, skillList, 'GET', false],
    ['quiz-performance-reports', quizFile, quizList, 'GET', false],
    ['users', usersFile, usersList, 'GET', true],
    ['workspaces', workspacesFile, workspacesList, 'POST', true],
  ];
  for (const [id, file, list, method, dated] of lists) {
    it(`${id}: the XLSX holds the list's numbers, headers in the caller's language`, async () => {
      const shown = method === 'GET' ? await call(list, `/x?from=${D1}&to=${D3}`, w.orgAdmin.cookie) : await call(list, '/x', w.orgAdmin.cookie, { method, body: RANGE });
      expect(shown.body.items.length).toBeGreaterThan(0);
      const started = await startExport(file, w.orgAdmin.cookie, RANGE);
      expect(started.status).toBe(202);
      expect(started.body.item).toMatchObject({ status: 'finished', progress: 100, rowCount: shown.body.total, fileName: dated ? `${id}-${D1}-${D3}.xlsx` : `${id}.xlsx` });
      const sheet = await sheetOf(started.body.item.downloadUrl);
      expect(sheet.getRow(1).values).toHaveLength(shown.body.columns.length + 1);
      expectSameRows(sheet, shown.body.columns, shown.body.items);
    });
  }

  it('workflows: the table’s own headers and numbers', async () => {
    const shown = await call(workflowsList, `/x?from=${D1}&to=${D3}`, w.orgAdmin.cookie);
    const sheet = await sheetOf((await startExport(workflowsFile, w.orgAdmin.cookie, RANGE)).body.item.downloadUrl);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Workflow', 'Workspace', 'Views', 'Users', 'Completions', 'Watch time (min:s)']);
    const columns: ListColumn[] = [col('title'), col('workspaceName'), col('views', 'count'), col('users', 'count'), col('completions', 'count'), col('watchSeconds', 'duration')];
    expectSameRows(sheet, columns, shown.body.items);
  });

  it('writes a trend as CSV: the periods as days, headers in German', async () => {
    const started = await startExport(trendFile, w.orgAdmin.cookie, { ...RANGE, format: 'csv', locale: 'de-de' });
    expect(started.body.item.fileName).toBe(`workflows-trend-${D1}-${D3}.csv`);
    expect((await download(started.body.item.downloadUrl)).toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual([
      'Zeitraum,Titel,Arbeitsbereich,Aufrufe,Nutzer,Abschlüsse,Wiedergabezeit (Min:Sek)',
      `${D1},Torque check,Assembly,3,2,1,2:12`,
      `${D2},Spray gun,Paint shop,1,1,1,0:30`,
      `${D2},Torque check,Assembly,1,1,0,0:20`,
    ]);
  });

  it('the workspace filter narrows the file as it narrows the list', async () => {
    const started = await startExport(detailsFile, w.orgAdmin.cookie, { ...RANGE, workspaceId: w.otherWs.id });
    const sheet = await sheetOf(started.body.item.downloadUrl);
    expect(sheet.getColumn(1).values.slice(2)).toEqual(['Spray gun']);
  });

  it('runs a big export as a job with progress', async () => {
    process.env.ANALYTICS_EXPORT_INLINE_ROWS = '0';
    const started = await startExport(usersFile, w.orgAdmin.cookie, RANGE);
    const id = started.body.item.id;
    let item = started.body.item;
    for (let i = 0; i < 120 && item.status !== 'finished' && item.status !== 'error'; i++) {
      await new Promise((r) => setTimeout(r, 500));
      item = (await call(getExport, `/api/v1/advanced-report/export/${id}`, w.orgAdmin.cookie, { params: { id } })).body.item;
    }
    expect(item).toMatchObject({ status: 'finished', progress: 100, rowCount: 3 });
    expect((await sheetOf(item.downloadUrl)).rowCount).toBe(4);
  }, 90_000);
});

describe('who may export what', () => {
  it('a workspace admin’s file holds only their workspaces’ rows; another workspace is 404', async () => {
    for (const [file, titles] of [
      [detailsFile, ['Torque check']],
      [sopDetailsFile, ['Lockout']],
      [workspacesFile, ['Assembly']],
      [skillFile, ['Safety basics']],
    ] as const) {
      const sheet = await sheetOf((await startExport(file, w.wsAdmin.cookie, RANGE)).body.item.downloadUrl);
      expect(sheet.getColumn(1).values.slice(2)).toEqual(titles);
    }
    const quiz = await sheetOf((await startExport(quizFile, w.wsAdmin.cookie, {})).body.item.downloadUrl);
    expect(new Set(quiz.getColumn(2).values.slice(2))).toEqual(new Set(['Torque check']));
    expect((await startExport(detailsFile, w.wsAdmin.cookie, { ...RANGE, workspaceId: w.otherWs.id })).status).toBe(404);
  });

  it('another organisation’s or person’s export id answers like an unknown id (404)', async () => {
    const id = (await startExport(trendFile, w.orgAdmin.cookie, RANGE)).body.item.id;
    expect((await call(getExport, `/api/v1/advanced-report/export/${id}`, w.orgAdmin.cookie, { params: { id } })).status).toBe(200);
    const foreign = await createListsWorld();
    for (const cookie of [foreign.orgAdmin.cookie, w.wsAdmin.cookie]) expect((await call(getExport, `/api/v1/advanced-report/export/${id}`, cookie, { params: { id } })).status).toBe(404);
    const unknown = randomUUID();
    expect((await call(getExport, `/api/v1/advanced-report/export/${unknown}`, w.orgAdmin.cookie, { params: { id: unknown } })).status).toBe(404);
    expect((await startExport(trendFile, w.orgAdmin.cookie, { ...RANGE, workspaceId: foreign.ws.id })).status).toBe(404);
  }, 60_000);

  it('is refused with downloads off, without the analytics role, for quizzes while quizzes are off, and for a bad range or format', async () => {
    await setDownloads(w.org.id, false);
    const off = await startExport(trendFile, w.orgAdmin.cookie, RANGE);
    expect(off.status).toBe(403);
    expect(off.body.error.message).toBe('downloads.disabled');
    await setDownloads(w.org.id, true);
    expect((await startExport(trendFile, w.v1.cookie, RANGE)).status).toBe(403);
    expect((await startExport(trendFile, w.gen2Admin.cookie, RANGE)).status).toBe(403);
    await setFeature(w.org.id, 'enableQuiz', false);
    expect((await startExport(quizFile, w.orgAdmin.cookie, {})).status).toBe(403);
    expect((await startExport(trendFile, w.orgAdmin.cookie, { from: D3, to: D1 })).status).toBe(422);
    expect((await startExport(trendFile, w.orgAdmin.cookie, { ...RANGE, format: 'pdf' })).status).toBe(422);
  });
});
