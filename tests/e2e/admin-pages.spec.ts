import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * The admin list screens other specs do not open (teams, business units, categories and a
 * category, users, workspaces): each one's everyday path, with axe on the page and its dialogs.
 */
const run = Date.now().toString(36);
const status = (page: Page, text: string | RegExp) => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

test.beforeEach(async ({ page }) => {
  await signInQuickly(page, DEMO.admin);
});

test('users and workspaces pages pass axe', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('searchbox', { name: /Search by name, email or employee ID/ }).fill('Vic');
  await expect(page.getByRole('row', { name: /Vic Viewer/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByRole('dialog', { name: 'Add user' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.goto('/admin/workspaces');
  await expect(page.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Safety Procedures/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'New workspace' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expectAccessible(page);
});

test('teams: create, rename, see what a delete affects, delete', async ({ page }) => {
  const name = `Crew ${run}`;
  await page.goto('/admin/teams');
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'New team' }).click();
  const create = page.getByRole('dialog', { name: 'New team' });
  await expect(create.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expect(create.getByText('0 of 90 characters')).toBeVisible();
  await expectAccessible(page);
  await create.getByRole('textbox', { name: 'Name' }).fill('Shift A');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('A team with this name already exists.')).toBeVisible();
  await create.getByRole('textbox', { name: 'Name' }).fill(name);
  await create.getByRole('button', { name: 'Create' }).click();
  await status(page, `Team “${name}” was created.`);

  await page.getByRole('button', { name: `Rename ${name}` }).click();
  const rename = page.getByRole('dialog', { name: `Rename “${name}”` });
  await expect(rename.getByRole('button', { name: 'Save' })).toBeDisabled();
  await rename.getByRole('textbox', { name: 'Name' }).fill(`${name} B`);
  await rename.getByRole('button', { name: 'Save' }).click();
  await status(page, `The team is now called “${name} B”.`);
  await expect(page.getByRole('button', { name: `Rename ${name} B` })).toBeFocused();

  await page.getByRole('button', { name: `Edit the members of ${name} B` }).click();
  await expect(page.getByRole('dialog', { name: `Members of “${name} B”` })).toContainText('Nobody is in this team yet.');
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: `Delete ${name} B` }).click();
  const remove = page.getByRole('dialog', { name: `Delete “${name} B”?` });
  await expect(remove).toContainText('Nobody is in this team.');
  await expect(remove.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await remove.getByRole('button', { name: 'Delete team' }).click();
  await status(page, `Team “${name} B” was deleted.`);
  await expect(page.getByRole('button', { name: 'New team' })).toBeFocused();
});

test('business units: create, refuse a duplicate, rename, delete', async ({ page }) => {
  const name = `Plant ${run}`;
  await page.goto('/admin/business');
  await expect(page.getByRole('heading', { level: 1, name: 'Business units' })).toBeVisible();
  await expectAccessible(page);
  for (const attempt of [name, name.toUpperCase()]) {
    await page.getByRole('button', { name: 'New business unit' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(attempt);
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  }
  await expect(page.getByRole('dialog').getByText('A business unit with this name already exists.')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await status(page, `Business unit “${name}” was created.`);

  await page.getByRole('button', { name: `Rename ${name}` }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(`${name} <b>`);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(`${name} South`);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await status(page, `The business unit is now called “${name} South”.`);

  await page.getByRole('button', { name: `Delete ${name} South` }).click();
  const remove = page.getByRole('dialog', { name: `Delete “${name} South”?` });
  await expect(remove).toContainText('The business unit will be removed for everyone.');
  await remove.getByRole('button', { name: 'Delete business unit' }).click();
  await status(page, `Business unit “${name} South” was deleted.`);
  await expect(page.getByRole('row', { name: new RegExp(`${name} South`) })).toHaveCount(0);
});

test('categories: a category with sub-categories, its page, and a delete that names what goes with it', async ({ page }) => {
  const name = `Safety ${run}`;
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'New category' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await status(page, `“${name}” was created.`);

  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('This category has no sub-categories yet.')).toBeVisible();
  await expectAccessible(page);
  for (const sub of ['Gloves', 'Goggles']) {
    await page.getByRole('button', { name: 'New sub-category' }).click();
    const dialog = page.getByRole('dialog', { name: `New sub-category in “${name}”` });
    await dialog.getByRole('textbox', { name: 'Sub-category name' }).fill(sub);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await status(page, `“${sub}” was created.`);
  }
  await expect(page.getByRole('heading', { name: '2 sub-categories' })).toBeVisible();
  await page.getByRole('button', { name: /^Move up\s+Goggles$/ }).click();
  await status(page, '“Goggles” is now at position 1.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Delete Gloves' }).click();
  const removeSub = page.getByRole('dialog', { name: 'Delete the sub-category “Gloves”?' });
  await expect(removeSub).toContainText(`It will be removed from “${name}”.`);
  await removeSub.getByRole('button', { name: 'Delete' }).click();
  await status(page, '“Gloves” was deleted.');

  // Each change refreshes the category list before it reports done, even while the list is not on
  // screen: back on the list, its counts must be current without another request (which is held
  // here), so a quick Delete never names a stale count.
  let listRequests = 0;
  const categoryList = (url: URL) => url.pathname === '/api/v1/categories';
  await page.route(categoryList, (route) => {
    listRequests += 1;
    return route.abort();
  });
  await page.getByRole('link', { name: '← All categories' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByRole('cell').nth(1)).toHaveText('1');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const remove = page.getByRole('dialog', { name: `Delete the category “${name}”?` });
  await expect(remove).toContainText('Its 1 sub-category will be deleted with it.');
  expect(listRequests).toBe(0);
  await page.unroute(categoryList);
  await expectAccessible(page);
  await remove.getByRole('button', { name: 'Delete' }).click();
  await status(page, `“${name}” was deleted.`);
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});
