import { expect, test, type Page } from '@playwright/test';
import { E2E } from './fixtures';
import { DEMO, expectAccessible, expectShell, openUserMenu, signInQuickly } from './support';

/** The signed-in frame (spec §2): side menu, header search, bell, user menu and theme. */
const sideMenu = (page: Page) => page.getByRole('complementary', { name: 'Side menu' });
const section = (page: Page, name: 'My workspaces' | 'All workspaces') => sideMenu(page).getByRole('button', { name });

test('the home shell is accessible and its workspace menu filters, folds and favourites', async ({ page }) => {
  await signInQuickly(page, E2E.shellUser);
  await page.goto('/home/overview');
  await expectShell(page);
  await expectAccessible(page);

  // One section open at a time; "My workspaces" first because the user is assigned to one.
  await expect(section(page, 'My workspaces')).toHaveAttribute('aria-expanded', 'true');
  await expect(section(page, 'All workspaces')).toHaveAttribute('aria-expanded', 'false');
  await expect(sideMenu(page).getByRole('link', { name: 'Assembly Line A' })).toBeVisible();
  await section(page, 'All workspaces').click();
  await expect(section(page, 'All workspaces')).toHaveAttribute('aria-expanded', 'true');
  await expect(section(page, 'My workspaces')).toHaveAttribute('aria-expanded', 'false');
  await expect(sideMenu(page).getByRole('group', { name: 'Quality & Safety' })).toBeVisible();

  const search = sideMenu(page).getByRole('searchbox', { name: 'Search workspaces' });
  await search.fill('mach');
  await expect(sideMenu(page).getByRole('link', { name: 'Machining' })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Assembly Line A' })).toHaveCount(0);
  await search.fill('zzz');
  await expect(sideMenu(page).getByText('No workspace matches “zzz”.').filter({ visible: true })).toBeVisible();
  await search.fill('');

  const star = sideMenu(page).getByRole('button', { name: 'Favourite Machining' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  // A favourite counts as "mine", and stays one after a reload.
  await page.reload();
  await expect(section(page, 'My workspaces')).toHaveAttribute('aria-expanded', 'true');
  await expect(sideMenu(page).getByRole('link', { name: 'Machining' })).toBeVisible();
  await expect(sideMenu(page).getByRole('button', { name: 'Favourite Machining' })).toHaveAttribute('aria-pressed', 'true');
});

test('the header search opens explorer search with the keyword', async ({ page }) => {
  await signInQuickly(page, DEMO.viewer);
  await page.goto('/home/overview');
  const search = page.getByRole('search').getByRole('textbox', { name: 'Search workflows and smart instructions' });
  await search.fill('torque wrench');
  await search.press('Enter');
  await page.waitForURL((url) => url.pathname === '/explorer-search' && url.searchParams.get('keyword') === 'torque wrench');
  await expect(page.getByRole('heading', { name: 'Results for “torque wrench”' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
});

test('the notification bell opens its panel and closes back to the bell', async ({ page }) => {
  await signInQuickly(page, DEMO.viewer);
  await page.goto('/home/overview');
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('No notifications yet.')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
});

test('the bell shows the new count, clears it on opening, and a click marks the share read and opens the workflow', async ({ page }) => {
  await signInQuickly(page, E2E.bellUser);
  await page.goto('/home/overview');
  const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 new' });
  await expect(bell).toBeVisible();
  const opened = page.waitForResponse((r) => r.url().endsWith('/api/v1/notifications/open') && r.ok());
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const entry = panel.getByRole('button', { name: /Ada Admin shared the workflow “E2E Torque wrench basics” with you/ });
  await expect(entry).toBeVisible();
  await expect(entry.getByRole('img', { name: 'Unread' })).toBeVisible();
  await expect(entry).toContainText('“Please watch before Monday”');
  // Opening the bell cleared the new flag: the badge is gone, and stays gone after a reload.
  await page.keyboard.press('Escape');
  const quietBell = page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true });
  await expect(quietBell).toBeVisible();
  await opened;
  await page.reload();
  await quietBell.click();
  await expect(entry.getByRole('img', { name: 'Unread' })).toBeVisible();

  await entry.click();
  await page.waitForURL('**/playermain/**');
  await expect(panel).toBeHidden();
  const list = await page.request.get('/api/v1/notifications?page=1&size=10');
  const body = (await list.json()) as { newCount: number; items: { read: boolean; isNew: boolean }[] };
  expect(body.newCount).toBe(0);
  expect(body.items).toMatchObject([{ read: true, isNew: false }]);
});

test('the user menu opens the profile and switches the theme', async ({ page }) => {
  await signInQuickly(page, DEMO.publisher);
  await page.goto('/home/overview');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  let menu = await openUserMenu(page);
  await menu.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectAccessible(page);

  menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  await page.waitForURL('**/UserProfile');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
});

test('on a phone the side menu opens from the header and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInQuickly(page, DEMO.viewer);
  await page.goto('/home/overview');
  const side = sideMenu(page);
  await expect(side).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(side).toBeVisible();
  await expect(side).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(side).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('idle auto-logout warns before the timeout, "stay signed in" keeps the session, and waiting signs out', async ({ page }) => {
  // The organisation's timeout is one minute, so the warning comes after 30 s of no activity.
  await page.clock.install();
  await signInQuickly(page, E2E.idleUser);
  // The timer starts once the shell has hydrated, which reports opening the page as activity:
  // time moved on before that would not count (a loaded machine hydrates late).
  const started = page.waitForRequest((r) => r.url().endsWith('/api/v1/admin/user/last-interaction') && r.method() === 'PATCH');
  await page.goto('/home/overview');
  await expectShell(page);
  await started;
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(warning).toHaveCount(0);

  await page.clock.fastForward(31_000);
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/you will be signed out in \d+ s\./);
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await expectAccessible(page);
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await expectShell(page);

  await page.clock.fastForward(31_000);
  await expect(warning).toBeVisible();
  await page.clock.fastForward(31_000);
  await expect(page.getByRole('heading', { name: 'You have signed out' })).toBeVisible();
  await page.goto('/home/overview');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
