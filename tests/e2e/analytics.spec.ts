import { expect, test, type Page } from '@playwright/test';
import { ANALYTICS_E2E as A, analyticsFixtures } from './analytics-seed';
import { alertWith, DEMO, expectAccessible, openUserMenu, signInQuickly } from './support';

/**
 * Analytics (issue 22): an org admin opens every installed analytics route — the redirect to
 * content analysis, the organisation overview with its trend (chart and table view), the workflow
 * list and one workflow's drop-off and viewers; a workspace admin sees only their workspaces'
 * workflows, and another workspace's workflow is a 404. Rows: tests/e2e/analytics-seed.ts.
 */
const reports = (page: Page) => page.getByRole('navigation', { name: 'Analytics reports' });

test('an org admin opens the overview, the workflow list and a workflow', async ({ page }) => {
  await signInQuickly(page, DEMO.admin);
  await page.goto('/home/overview');
  await page.getByRole('navigation').getByRole('link', { name: 'Analytics', exact: true }).first().click();
  await expect(page).toHaveURL(/\/analytics\/content-analysis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Content analysis' })).toBeVisible();
  await expectAccessible(page);

  await reports(page).getByRole('link', { name: 'Organization' }).click();
  await expect(page).toHaveURL(/\/analytics\/main$/);
  const cards = page.getByRole('list', { name: 'Overview' });
  await expect(cards.getByText('Views')).toBeVisible();
  await expect(cards.getByText('Watch time (min:s)')).toBeVisible();
  const workspace = page.getByRole('combobox', { name: 'Workspace' });
  await expect(workspace).toHaveValue('All');
  await expect(workspace.getByRole('option', { name: 'All Workspaces' })).toHaveCount(1);
  await expect(workspace.getByRole('option', { name: 'Safety Procedures' })).toHaveCount(1);
  await expect(page.getByRole('img', { name: /Line chart of views/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Show as table' }).click();
  const trend = page.getByRole('table', { name: 'Engagement trend' });
  await expect(trend).toBeVisible();
  await expectAccessible(page);

  // A start after the end: the spec's message, and the figures stay as they were.
  await page.getByLabel('From').fill('2030-01-02');
  await page.getByLabel('To').fill('2030-01-01');
  await expect(alertWith(page, 'Date range validation failed')).toBeVisible();
  await expect(trend).toBeVisible();

  await reports(page).getByRole('link', { name: 'Workflows' }).click();
  await expect(page).toHaveURL(/\/analytics\/workflows$/);
  const list = page.getByRole('table', { name: 'Workflows by views' });
  await expect(list.getByRole('link', { name: A.safety })).toBeVisible();
  const row = list.getByRole('row').filter({ has: page.getByRole('link', { name: A.machining }) });
  // Two sessions, one person, one completion (60 s of 60 s), 72 s watched.
  await expect(row.getByRole('cell')).toHaveText(['Machining', '2', '1', '1', '1:12']);
  await expectAccessible(page);

  await row.getByRole('link', { name: A.machining }).click();
  await expect(page).toHaveURL(/\/analytics\/workflow\/[0-9a-f-]{36}\?from=/);
  await expect(page.getByRole('heading', { level: 1, name: A.machining })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Analytics reports' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /Bar chart of the viewing sessions/ })).toBeVisible();
  const viewers = page.getByRole('table', { name: 'Who watched' });
  await expect(viewers.getByRole('row', { name: /Vic Viewer/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Show as table' }).click();
  const dropOff = page.getByRole('table', { name: 'Drop-off per step' });
  await expect(dropOff.getByRole('row')).toHaveCount(3);
  await expect(dropOff.getByRole('row').nth(1).getByRole('cell')).toHaveText(['2', '100%']);
  await expect(dropOff.getByRole('row').nth(2).getByRole('cell')).toHaveText(['1', '50%']);
  await expectAccessible(page);
});

test('a workspace admin sees only their workspaces, in the light theme too', async ({ page }) => {
  await signInQuickly(page, DEMO.wsadmin);
  await page.goto('/analytics/workflows');
  const list = page.getByRole('table', { name: 'Workflows by views' });
  await expect(list.getByRole('link', { name: A.machining })).toBeVisible();
  await expect(list.getByRole('link', { name: A.safety })).toHaveCount(0);
  const workspace = page.getByRole('combobox', { name: 'Workspace' });
  await expect(workspace.getByRole('option', { name: 'Machining' })).toHaveCount(1);
  await expect(workspace.getByRole('option', { name: 'Safety Procedures' })).toHaveCount(0);
  await expectAccessible(page);

  const menu = await openUserMenu(page);
  await menu.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.keyboard.press('Escape');
  await page.goto('/analytics/main');
  await expect(page.getByRole('img', { name: /Line chart of views/ })).toBeVisible();
  await expectAccessible(page);
  const back = await openUserMenu(page);
  await back.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  // Another workspace's workflow reads as unknown.
  await page.goto(`/analytics/workflow/${analyticsFixtures().safetyId}`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
