import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectAccessible, signInQuickly } from './support';

/** Spec §2, §3, §6: workspace groups and workspaces administration, and the workspace pages. */
const dialog = (page: Page) => page.getByRole('dialog');
const status = (page: Page, text: string | RegExp) => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

test('an org admin creates a group and a workspace in it, manages members, then deletes both', async ({ page }) => {
  await signInQuickly(page, DEMO.admin);
  await page.goto('/admin/workspace-groups');
  await expect(page.getByRole('heading', { level: 1, name: 'Workspace groups' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Production/ })).toContainText('Default');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New group' }).click();
  await expect(dialog(page).getByRole('textbox', { name: 'Name' })).toBeFocused();
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Line <3>');
  await dialog(page).getByRole('button', { name: 'Create group' }).click();
  await expect(dialog(page).getByText('These characters are not allowed')).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill('E2E Lines');
  await dialog(page).getByRole('button', { name: 'Create group' }).click();
  await status(page, 'Group E2E Lines created.');
  await expect(page.getByRole('button', { name: 'New group' })).toBeFocused();

  await page.getByRole('link', { name: 'E2E Lines' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Lines' })).toBeVisible();
  await page.getByRole('button', { name: 'New workspace' }).click();
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill('E2E Press');
  await dialog(page).getByRole('radio', { name: 'Purple' }).check();
  await expect(dialog(page).getByRole('combobox', { name: 'Workspace group' })).toHaveValue(/.+/);
  await dialog(page).getByRole('button', { name: 'Create workspace' }).click();
  await status(page, 'Workspace E2E Press created.');
  await expect(page.getByRole('row', { name: /E2E Press/ })).toBeVisible();
  // A refresh re-renders the head; check once the page has its title back.
  await expect(page).toHaveTitle(/Workspace group/);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Members of E2E Press' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Members of E2E Press' })).toBeVisible();
  await dialog(page).getByRole('searchbox', { name: 'Find people by name, email or employee ID' }).fill('viewer@demo');
  await dialog(page).getByRole('checkbox', { name: /viewer@demo.example.com/ }).check();
  await dialog(page).getByRole('combobox', { name: 'Role for the new members' }).selectOption('publisher');
  await dialog(page).getByRole('button', { name: 'Add 1 person' }).click();
  await status(page, '1 person added.');
  const role = dialog(page).getByRole('combobox', { name: /^Role of / });
  await expect(role).toHaveValue('publisher');
  await expect(page).toHaveTitle(/Workspace group/);
  await expectAccessible(page);
  await role.selectOption('viewer');
  await dialog(page).getByRole('button', { name: /^Save role of/ }).click();
  await status(page, /is now Viewer/);
  await dialog(page).getByRole('button', { name: /^Remove / }).click();
  await page.getByRole('alertdialog').or(page.getByRole('dialog', { name: /Remove .* from E2E Press/ })).getByRole('button', { name: 'Remove' }).click();
  await status(page, /removed\./);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Delete E2E Press' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete E2E Press?' });
  await expect(confirm).toContainText('It has no members');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete workspace' }).click();
  await status(page, 'Workspace E2E Press deleted.');

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete E2E Lines?' }).getByRole('button', { name: 'Delete group' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/workspace-groups');
  await expect(page.getByRole('link', { name: 'E2E Lines' })).toHaveCount(0);
});

test('the default group explains why it cannot be deleted', async ({ page }) => {
  await signInQuickly(page, DEMO.admin);
  await page.goto('/admin/workspace-groups');
  await page.getByRole('button', { name: 'Delete Production' }).click();
  await expect(page.getByRole('dialog', { name: 'Production cannot be deleted' })).toContainText('default group');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Delete Production' })).toBeFocused();
});

test('a workspace admin sees only their workspaces and cannot create or delete', async ({ page }) => {
  await signInQuickly(page, DEMO.wsadmin);
  await page.goto('/admin/workspaces');
  await expect(page.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();
  const names = page.getByRole('table').getByRole('row');
  await expect(names).toHaveCount(4); // header + Assembly Line A, Machining, Management Review
  await expect(page.getByRole('button', { name: 'New workspace' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit Machining' }).click();
  await expect(dialog(page).getByRole('combobox', { name: 'Workspace group' })).toHaveCount(0);
  await dialog(page).getByRole('radio', { name: 'Green' }).check();
  await dialog(page).getByRole('button', { name: 'Save changes' }).click();
  await status(page, 'Changes to Machining saved.');
  await expect(page.getByRole('button', { name: 'Edit Machining' })).toBeFocused();
  await page.goto('/admin/workspace-groups');
  await expect(page).toHaveURL((url) => url.pathname === '/403');
});

test('the workspace page opens on its workflows; private workspaces stay hidden from others', async ({ page }) => {
  await signInQuickly(page, DEMO.wsadmin);
  await page.goto('/home/overview');
  await page.getByRole('complementary', { name: 'Side menu' }).getByRole('link', { name: /Management Review/ }).first().click();
  await expect(page).toHaveURL(/\/workspace\/[^/]+\/workflow$/);
  await expect(page.getByRole('heading', { level: 1, name: /Management Review/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Workflows' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Workflows' })).toBeVisible();
  await expectAccessible(page);
  const privateUrl = page.url();
  await page.getByRole('link', { name: 'Quality & Safety' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quality & Safety' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Management Review/ }).last()).toBeVisible();
  await expectAccessible(page);

  // Leave the signed-in page first: it would notice the lost session and navigate to the login.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signInQuickly(page, DEMO.viewer);
  const res = await page.goto(privateUrl);
  expect(res?.status()).toBe(404);
});

test('groups reorder with the arrow buttons, focus following the moved group; duplicate names are refused', async ({ page }) => {
  await signInQuickly(page, DEMO.admin);
  await page.goto('/admin/workspace-groups');
  for (const name of ['E2E Alpha', 'E2E Beta']) {
    await page.getByRole('button', { name: 'New group' }).click();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog(page).getByRole('button', { name: 'Create group' }).click();
    await status(page, `Group ${name} created.`);
  }
  await page.getByRole('button', { name: 'New group' }).click();
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill('e2e alpha');
  await dialog(page).getByRole('button', { name: 'Create group' }).click();
  await expect(dialog(page).getByText('A group with this name already exists.')).toBeVisible();
  await expect(dialog(page).getByRole('textbox', { name: 'Name' })).toHaveValue('e2e alpha');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  const order = () => page.getByRole('table').getByRole('row').locator('td:first-child a').allTextContents();
  expect((await order()).slice(-2)).toEqual(['E2E Alpha', 'E2E Beta']);
  await page.getByRole('button', { name: 'Move up: E2E Beta' }).click();
  await status(page, 'E2E Beta moved.');
  await expect.poll(async () => (await order()).slice(-2)).toEqual(['E2E Beta', 'E2E Alpha']);
  await expect(page.getByRole('button', { name: 'Move up: E2E Beta' })).toBeFocused();

  for (const name of ['E2E Alpha', 'E2E Beta']) {
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: `Delete ${name}?` }).getByRole('button', { name: 'Delete group' }).click();
    await status(page, `Group ${name} deleted.`);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Workspace groups' })).toBeFocused();
});
