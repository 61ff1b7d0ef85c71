import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ANALYTICS_E2E as A, analyticsFixtures } from './analytics-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * The analytics reports beyond the overview (issue 22): every remaining /analytics route and the
 * workspace insights tab, opened by an org admin and by a workspace admin, with axe on each.
 * Rows: tests/e2e/analytics-seed.ts (the viewer watched both workflows and took the spindle quiz).
 */
const reports = (page: Page) => page.getByRole('navigation', { name: 'Analytics reports' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(heading(page, title)).toBeVisible();
  await expect(reports(page)).toBeVisible();
  await expectAccessible(page);
}

test('an org admin opens every analytics report and drills down', async ({ page }) => {
  // A long journey (a dozen screens, each checked with axe) on a shared 2-core machine.
  test.setTimeout(150_000);
  const f = analyticsFixtures();
  await signInQuickly(page, DEMO.admin);

  await open(page, '/analytics/workspaces', 'Workspaces');
  await expect(page.getByRole('img', { name: /Chart of Top workspaces by views/ })).toBeVisible();
  const all = page.getByRole('table', { name: 'All workspaces' });
  await expect(all.getByRole('link', { name: 'Safety Procedures' })).toBeVisible();
  await all.getByRole('link', { name: 'Machining' }).click();
  await expect(page).toHaveURL(/\/analytics\/workspaces\?workspace=[0-9a-f-]{36}$/);
  await expect(page.getByRole('table', { name: 'People in Machining' }).getByRole('link', { name: 'Vic Viewer' })).toBeVisible();
  await page.getByRole('button', { name: 'Show as table' }).click();
  await expect(page.getByRole('table', { name: 'Top workspaces by views' })).toBeVisible();
  await expectAccessible(page);

  await reports(page).getByRole('link', { name: 'Users', exact: true }).click();
  await expect(heading(page, 'Users')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Overview' }).getByText('Inactive users')).toBeVisible();
  const people = page.getByRole('table', { name: 'All users' });
  await expectAccessible(page);
  await people.getByRole('link', { name: 'Vic Viewer' }).click();
  await expect(page).toHaveURL(new RegExp(`/analytics/user/${f.viewerId}$`));
  await expect(heading(page, 'Vic Viewer')).toBeVisible();
  await expect(reports(page)).toHaveCount(0);
  const history = page.getByRole('table', { name: 'View history' });
  // Two sessions of the spindle check, one completion, 72 s.
  await expect(history.getByRole('row').filter({ hasText: A.machining }).getByRole('cell')).toHaveText(['Machining', '2', '1', '1:12', /\d/]);
  await expectAccessible(page);

  await open(page, '/analytics/workflows/detail', 'Workflow details');
  await expect(page.getByRole('table', { name: 'Workflow details' }).getByRole('link', { name: A.machining })).toBeVisible();
  await open(page, '/analytics/workflows/trend', 'Workflow trend');
  await expect(page.getByRole('img', { name: /Chart of Views and completions over time/ })).toBeVisible();
  await page.getByRole('button', { name: 'Show as table' }).click();
  await expect(page.getByRole('table', { name: 'Views and completions over time' })).toBeVisible();
  await expectAccessible(page);
  await open(page, '/analytics/mm-sops/detail', 'Smart instruction details');
  await open(page, '/analytics/mm-sops/trend', 'Smart instruction trend');
  await open(page, '/analytics/skills/performance', 'Skill performance');
  await expect(page.getByLabel('From')).toHaveCount(0);

  // Quiz analytics: workspace filter, no date filter; the detail route hides the header.
  await open(page, '/analytics/quiz', 'Quiz');
  await expect(page.getByLabel('From')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Workspace' })).toHaveValue('All');
  await page.getByRole('table', { name: 'Quizzes taken' }).getByRole('link', { name: A.machining }).click();
  await expect(heading(page, `Quiz results: ${A.machining}`)).toBeVisible();
  await expect(reports(page)).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('table', { name: 'Who took this quiz' }).getByRole('link', { name: 'Vic Viewer' }).click();
  await expect(page).toHaveURL(new RegExp(`/analytics/quiz/${f.quizId}/workflow/${f.machiningId}/user/${f.viewerId}$`));
  await expect(page.getByText('Did not pass')).toBeVisible();
  const answers = page.getByRole('table', { name: 'Answers of attempt 1' });
  await expect(answers.getByRole('row', { name: /Wear gloves near the chuck/ }).getByRole('cell')).toHaveText(['B. False', 'A. True', 'Incorrect']);
  await expectAccessible(page);
  await open(page, '/analytics/quiz/performance', 'Quiz performance');
  await expect(page.getByRole('table', { name: 'Quiz results per person' }).getByRole('link', { name: 'Vic Viewer' })).toBeVisible();

  // The side menu's Quiz entry leads to quiz analytics.
  await page.getByRole('navigation').getByRole('link', { name: 'Quiz', exact: true }).first().click();
  await expect(page).toHaveURL(/\/analytics\/quiz$/);

  await page.goto(`/workspace/${f.machiningWorkspaceId}/insights`);
  await expect(page.getByRole('heading', { level: 2, name: 'Insights' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Workflow details' }).getByRole('link', { name: A.machining })).toBeVisible();
  await expectAccessible(page);
});

test('a workspace admin sees only their workspaces and people', async ({ page }) => {
  // A long journey (a dozen screens, each checked with axe) on a shared 2-core machine.
  test.setTimeout(150_000);
  const f = analyticsFixtures();
  await signInQuickly(page, DEMO.wsadmin);
  await open(page, '/analytics/workspaces', 'Workspaces');
  const all = page.getByRole('table', { name: 'All workspaces' });
  await expect(all.getByRole('link', { name: 'Machining' })).toBeVisible();
  await expect(all.getByRole('link', { name: 'Safety Procedures' })).toHaveCount(0);
  await open(page, '/analytics/users', 'Users');
  await open(page, `/analytics/workflows/detail`, 'Workflow details');
  await expect(page.getByRole('link', { name: A.safety })).toHaveCount(0);
  await open(page, '/analytics/workflows/trend', 'Workflow trend');
  await open(page, '/analytics/mm-sops/detail', 'Smart instruction details');
  await open(page, '/analytics/mm-sops/trend', 'Smart instruction trend');
  await open(page, '/analytics/skills/performance', 'Skill performance');
  await open(page, '/analytics/quiz', 'Quiz');
  await open(page, '/analytics/quiz/performance', 'Quiz performance');

  await page.goto(`/analytics/user/${f.viewerId}`);
  await expect(heading(page, 'Vic Viewer')).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/analytics/quiz/workflow/${f.machiningId}`);
  await expect(heading(page, `Quiz results: ${A.machining}`)).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/workspace/${f.machiningWorkspaceId}/insights`);
  await expect(page.getByRole('heading', { level: 2, name: 'Insights' })).toBeVisible();
  await expectAccessible(page);

  // Outside their workspaces: the same 404 as an unknown id.
  for (const path of [`/analytics/user/${f.outsiderId}`, `/analytics/quiz/workflow/${f.safetyId}`, `/analytics/workspaces?workspace=${f.outsiderId}`]) {
    await page.goto(path);
    if (path.includes('?')) await expect(page.getByRole('table', { name: /People in/ })).toHaveCount(0);
    else await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
});

test('an org admin exports the workflow trend as XLSX with the header’s Export', async ({ page }) => {
  await signInQuickly(page, DEMO.admin);
  await open(page, '/analytics/workflows/trend', 'Workflow trend');
  // The header's Export fires the global trigger; the screen's export control exports its view (XLSX unless CSV was chosen).
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const fileName = /^workflows-trend-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/;
  const link = page.getByRole('link', { name: /^Download workflows-trend-.*\.xlsx$/ });
  await expect(link).toBeFocused();
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(fileName);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await download.path())) as never);
  const sheet = book.worksheets[0];
  expect(sheet.getRow(1).values).toEqual([undefined, 'Period', 'Title', 'Workspace', 'Views', 'Users', 'Completions', 'Watch time (min:s)']);
  expect(sheet.getColumn(2).values).toContain(A.machining);

  // Quiz analytics has no export (spec 02 §2); quiz performance reports have one.
  await open(page, '/analytics/quiz', 'Quiz');
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toHaveCount(0);
  await open(page, '/analytics/quiz/performance', 'Quiz performance');
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeVisible();
});
