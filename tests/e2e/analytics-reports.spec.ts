import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ANALYTICS_E2E as A } from './analytics-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * The configurable reports (issue 22): an org admin builds a content-analysis report (filter, sort,
 * hide a column from the keyboard), saves it under a name, reloads the page into it and exports it
 * as XLSX holding the screen's numbers. Rows: tests/e2e/analytics-seed.ts (Machining: 2 views,
 * 1 person, 1 completion, 72 s; Safety: 1 view, 30 s; a smart instruction in Machining: 1 view,
 * 1 person, 1 completed execution, 90 s).
 */
test('an org admin builds, saves, reloads and exports a configurable report', async ({ page }) => {
  await signInQuickly(page, DEMO.admin);
  await page.goto('/analytics/content-analysis');
  await expect(page.getByRole('heading', { level: 1, name: 'Content analysis' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Analytics report menu' });
  await expect(menu.getByRole('link', { name: 'Content analysis' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Skills analysis' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Organization' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Content analysis' });
  await table.getByRole('searchbox', { name: 'Filter Title' }).fill('E2E Analytics');
  const dataRows = table.locator('tbody tr');
  await expect(dataRows).toHaveCount(2);
  const views = table.getByRole('columnheader', { name: 'Views' });
  // Numbers sort largest first on the first click, then smallest first.
  await views.getByRole('button').click();
  await expect(views).toHaveAttribute('aria-sort', 'descending');
  await expect(dataRows.first().getByRole('cell').first()).toHaveText(A.machining);
  await expect(dataRows.first().getByRole('cell').nth(1)).toHaveText('Workflow');
  await expect(dataRows.first().getByRole('cell').nth(4)).toHaveText('2');
  await expect(dataRows.first().getByRole('cell').nth(7)).toHaveText('1:12');
  await expectAccessible(page);

  // Hide "Creator" from the keyboard: the column menu opens on Enter and Escape hands focus back.
  const columns = page.getByRole('button', { name: 'Columns' });
  await columns.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('group', { name: 'Choose columns' });
  await expect(panel.getByRole('checkbox', { name: 'Title' })).toBeFocused();
  await panel.getByRole('checkbox', { name: 'Creator' }).press('Space');
  await expect(panel.getByRole('checkbox', { name: 'Creator' })).not.toBeChecked();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(columns).toBeFocused();
  await expect(table.getByRole('columnheader', { name: 'Creator' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Save as new report' }).click();
  await page.getByRole('textbox', { name: 'Report name' }).fill('Spindle report');
  await page.getByRole('button', { name: 'Save report', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Report “Spindle report” saved.' })).toBeVisible();
  await expect(page).toHaveURL(/\?layout=[0-9a-f-]{36}$/);

  await page.reload();
  const saved = page.getByRole('combobox', { name: 'Saved report' });
  await expect(saved.locator('option:checked')).toHaveText('Spindle report');
  await expect(table.getByRole('searchbox', { name: 'Filter Title' })).toHaveValue('E2E Analytics');
  await expect(table.getByRole('columnheader', { name: 'Creator' })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Views' })).toHaveAttribute('aria-sort', 'descending');
  await expect(dataRows).toHaveCount(2);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Export Excel (XLSX)' }).click();
  const link = page.getByRole('link', { name: /^Download content-analysis-.*\.xlsx$/ });
  await expect(link).toBeFocused();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await download.path())) as never);
  const sheet = book.worksheets[0];
  expect(sheet.getRow(1).values).toEqual([undefined, 'Title', 'Content type', 'Workspace', 'Views', 'Users', 'Completions', 'Watch time (min:s)', 'Created', 'Last viewed']);
  expect([1, 2, 4, 5, 6].map((i) => sheet.getRow(2).getCell(i).value)).toEqual([A.machining, 'Workflow', 2, 1, 1]);
  expect(sheet.rowCount).toBe(3);
});

test('content analysis lists a smart instruction beside the workflows, filtered by its content type', async ({ page }) => {
  await signInQuickly(page, DEMO.admin);
  await page.goto('/analytics/content-analysis');
  const table = page.getByRole('table', { name: 'Content analysis' });
  await table.getByRole('combobox', { name: 'Filter Content type' }).selectOption({ label: 'Smart instruction' });
  const row = table.locator('tbody tr').filter({ hasText: A.sop });
  // Title, content type, workspace, creator (none), views, users, completions (confirmed executions), time.
  await expect(row.getByRole('cell').nth(1)).toHaveText('Smart instruction');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Machining');
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  await expect(row.getByRole('cell').nth(6)).toHaveText('1');
  await expect(row.getByRole('cell').nth(7)).toHaveText('1:30');
  await expect(table.locator('tbody tr').filter({ hasText: A.machining })).toHaveCount(0);
  await expectAccessible(page);
});

test('skills analysis opens as a configurable report without a date range', async ({ page }) => {
  await signInQuickly(page, DEMO.admin);
  await page.goto('/analytics/skills-analysis');
  await expect(page.getByRole('heading', { level: 1, name: 'Skills analysis' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Skills analysis' })).toBeVisible();
  await expect(page.getByLabel('From', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Analytics report menu' }).getByRole('link', { name: 'Skills analysis' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
});
