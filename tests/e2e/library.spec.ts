import { expect, test, type Locator, type Page } from '@playwright/test';
import { LIBRARY_E2E as W } from './library-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * The content library (spec 01 §2, §3, §6; 02 §2, §4): cards with their exact status, every card
 * tool with its rule, favourites, the home pages, owned by me and explorer search, on the rows
 * tests/e2e/library-seed.ts adds to Assembly Line A.
 */
const card = (page: Page, title: string, root: Page | Locator = page) =>
  root.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog');
const notice = (page: Page, text: string) => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
const openMenu = async (page: Page, title: string, root: Page | Locator = page) => {
  await card(page, title, root).getByRole('button', { name: `Actions for ${title}` }).click();
  return page.getByRole('menu');
};

async function workspaceId(page: Page, name: string) {
  const { items } = (await (await page.request.get('/api/v1/workspaces?type=view')).json()) as { items: { id: string; name: string }[] };
  const found = items.find((w) => w.name === name);
  expect(found, name).toBeTruthy();
  return found!.id;
}

test('an author sees every state on the workspace page and uses the card tools', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInQuickly(page, DEMO.publisher);
  const assembly = await workspaceId(page, 'Assembly Line A');
  await page.goto(`/workspace/${assembly}/workflow`);
  await expect(card(page, W.published)).toContainText('Published');
  await expect(card(page, W.published)).toContainText('2 steps');
  await expect(card(page, W.published)).toContainText('1:15');
  await expect(card(page, W.draft)).toContainText('Unpublished');
  await expect(card(page, W.failed)).toContainText('Failed');
  await expect(card(page, W.processing)).toContainText('Processing');
  await expect(card(page, W.processing).getByRole('progressbar', { name: `Processing progress of ${W.processing}` })).toBeVisible();
  const counts = page.getByText(/^\d+ workflows · \d+ published · \d+ unpublished$/);
  const countsBefore = (await counts.textContent())!.match(/\d+/g)!.map(Number);
  await expectAccessible(page);

  // Share (published only) opens the share dialog, which also copies the player link.
  let menu = await openMenu(page, W.published);
  await expect(menu.getByRole('menuitem', { name: 'Rename' })).toHaveCount(0);
  // Edit leads to the builder (spec 01 §6; issue #16, lib/workflows/edit-routes.ts).
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('href', /^\/buildermain\/[0-9a-f-]{36}$/);
  await menu.getByRole('menuitem', { name: 'Share' }).click();
  const shareDialog = page.getByRole('dialog', { name: `Share “${W.published}”` });
  await expect(shareDialog.getByRole('combobox', { name: 'People and teams' })).toBeVisible();
  await shareDialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(shareDialog).toBeHidden();
  await notice(page, 'Link copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/playermain\/[0-9a-f-]{36}$/);

  // A processing workflow cannot be copied or edited.
  menu = await openMenu(page, W.processing);
  await expect(menu.getByRole('menuitem', { name: 'Move' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Copy', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Rename (unpublished only): unchanged cannot be saved, 90 characters at most.
  await (await openMenu(page, W.draft)).getByRole('menuitem', { name: 'Rename' }).click();
  const title = dialog(page).getByRole('textbox', { name: 'Title' });
  await expect(dialog(page).getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(title).toHaveAttribute('maxlength', '90');
  await title.fill('E2E Safety checklist v2');
  await expect(dialog(page).getByText('23 / 90')).toBeVisible();
  await expectAccessible(page);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await notice(page, 'Workflow renamed.');
  await expect(card(page, 'E2E Safety checklist v2')).toBeVisible();

  // Version history lists the snapshot taken before the rename and restores it after a confirmation.
  await (await openMenu(page, 'E2E Safety checklist v2')).getByRole('menuitem', { name: 'Version history' }).click();
  await dialog(page).getByRole('button', { name: 'Restore version 1' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Restore version 1?' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Restore' }).click();
  await notice(page, 'Version 1 restored.');
  await expect(card(page, W.draft)).toBeVisible();

  // Unpublish asks first, then the badge says so.
  await (await openMenu(page, W.toUnpublish)).getByRole('menuitem', { name: 'Unpublish' }).click();
  await expect(dialog(page).getByText(`“${W.toUnpublish}” will no longer be visible to viewers.`)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Unpublish' }).click();
  await notice(page, `“${W.toUnpublish}” unpublished.`);
  await expect(card(page, W.toUnpublish)).toContainText('Unpublished');

  // Delete asks first (focus on Cancel), then the card is gone.
  await (await openMenu(page, W.failed)).getByRole('menuitem', { name: 'Delete' }).click();
  await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await notice(page, `“${W.failed}” deleted.`);
  await expect(card(page, W.failed)).toHaveCount(0);
  // Workspace counts follow (created − 1 after the delete, one published fewer after the unpublish).
  const [created, published] = countsBefore;
  await expect(counts).toHaveText(`${created - 1} workflows · ${published - 1} published · ${created - published} unpublished`);
});

test('a viewer gets view mode: published workflows only, no tools, no owned-by-me', async ({ page }) => {
  await signInQuickly(page, DEMO.viewer);
  const assembly = await workspaceId(page, 'Assembly Line A');
  await page.goto(`/workspace/${assembly}/workflow`);
  await expect(card(page, W.published)).toBeVisible();
  await expect(card(page, W.processing)).toHaveCount(0);
  await expect(card(page, W.published).getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await expect(page.getByText(/ published · /)).toHaveCount(0);
  await expect(card(page, W.published).getByRole('link', { name: W.published })).toHaveAttribute('href', /^\/playermain\//);
  await page.goto('/owned-by-me/workflows');
  await expect(page).toHaveURL((url) => url.pathname === '/home/overview');
});

test('favourites show on the home pages; discover lists what is published', async ({ page }) => {
  await signInQuickly(page, DEMO.wsadmin);
  await page.goto('/home/discover');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  const favourite = card(page, W.published).getByRole('button', { name: `Favourite: ${W.published}` });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await expectAccessible(page);
  // The button turns at once (optimistic); leaving the page before the call has answered would cancel it.
  const liked = page.waitForResponse((r) => r.url().endsWith('/api/v1/user-likes/workflow') && r.request().method() === 'POST');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  expect((await liked).ok()).toBe(true);

  await page.goto('/home/favorites');
  await expect(card(page, W.published)).toBeVisible();
  await expectAccessible(page);
  await page.goto('/home/overview');
  await expect(page.getByRole('region', { name: 'Favourites' }).getByRole('heading', { name: W.published })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recently published' }).getByRole('heading', { name: W.published })).toBeVisible();
  await expectAccessible(page);
});

test('search finds titles and transcripts, filters, and opens the workflow', async ({ page }) => {
  await signInQuickly(page, DEMO.viewer);
  await page.goto('/home/overview');
  // The header search goes there 300 ms after typing stops.
  await page.getByRole('search').getByRole('textbox', { name: 'Search workflows and smart instructions' }).fill(W.transcriptWord);
  await page.waitForURL((url) => url.pathname === '/explorer-search' && url.searchParams.get('keyword') === W.transcriptWord);
  const hit = card(page, W.published);
  await expect(hit).toContainText('Check its calibration sticker before every shift on the line.');
  await expectAccessible(page);

  await page.goto('/explorer-search-main?keyword=torque');
  await expect(card(page, W.published)).toBeVisible();
  await page.getByRole('combobox', { name: 'Workspace' }).selectOption({ label: 'Safety Procedures' });
  await expect(page.getByText('No workflow matches “torque”.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Workspace' }).selectOption({ label: 'Assembly Line A' });
  // A result opens the popup player (spec 02 §2), which links to the full player.
  await card(page, W.published).getByRole('link', { name: W.published }).click();
  await page.getByRole('dialog', { name: W.published }).getByRole('link', { name: 'Open the full player' }).click();
  await expect(page).toHaveURL(/\/playermain\/[0-9a-f-]{36}(\?videoTime=\d+)?$/);

  await page.goto('/explorer-search?keyword=torque&tab=smart-instructions');
  await expect(page.getByText('No smart instructions match your search.')).toBeVisible();
});

test('owned by me lists the author’s workflows; move and copy pick workspaces the author can publish in', async ({ page }) => {
  await signInQuickly(page, DEMO.publisher);
  await page.goto('/owned-by-me');
  await expect(page).toHaveURL((url) => url.pathname === '/owned-by-me/workflows');
  // The full list (drafts also appear above it, under "Continue editing").
  const list = page.getByRole('list', { name: 'Workflows' });
  await expect(card(page, W.published, list)).toBeVisible();
  await expectAccessible(page);

  await (await openMenu(page, W.published, list)).getByRole('menuitem', { name: 'Copy', exact: true }).click();
  await dialog(page).getByRole('checkbox', { name: 'Safety Procedures' }).check();
  await dialog(page).getByRole('button', { name: 'Copy' }).click();
  await notice(page, 'Copy started in 1 workspace.');

  await (await openMenu(page, W.draft, list)).getByRole('menuitem', { name: 'Move' }).click();
  await expect(dialog(page).getByRole('radio', { name: 'Assembly Line A' })).toHaveCount(0);
  await dialog(page).getByRole('radio', { name: 'Safety Procedures' }).check();
  await dialog(page).getByRole('button', { name: 'Move' }).click();
  await notice(page, 'Workflow moved.');
  await expect(card(page, W.draft, list)).toContainText('Safety Procedures');

  await page.getByRole('link', { name: 'Smart instructions' }).click();
  await expect(page.getByText('You have not created any smart instructions yet. Use the create menu to make one.')).toBeVisible();
  await expectAccessible(page);
});
