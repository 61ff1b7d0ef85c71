import { expect, test, type Browser, type Page } from '@playwright/test';
import { PUBLISH_E2E as P } from './publish-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * Publishing (issue 14): an author opens a ready draft from the library into the player's
 * preview, marked as such, and publishes it there or from its card; viewers keep the spec's
 * unpublished screen until then. Rows: tests/e2e/publish-seed.ts (Assembly Line A).
 */
const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const previewBar = (page: Page) => page.getByRole('region', { name: 'Preview' });
const videoTime = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

async function openAssembly(page: Page) {
  const { items } = (await (await page.request.get('/api/v1/workspaces?type=view')).json()) as { items: { id: string; name: string }[] };
  const assembly = items.find((w) => w.name === 'Assembly Line A');
  expect(assembly).toBeTruthy();
  await page.goto(`/workspace/${assembly!.id}/workflow`);
}

async function personPage(browser: Browser, email: string, viewport?: { width: number; height: number }) {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  await signInQuickly(page, email);
  return page;
}

/** The id of one of the publisher's own workflows, by title. */
async function ownWorkflowId(page: Page, title: string) {
  const { items } = (await (await page.request.get('/api/v1/workflows?ownedBy=me&size=100')).json()) as { items: { id: string; title: string }[] };
  const found = items.find((w) => w.title === title);
  expect(found, title).toBeTruthy();
  return found!.id;
}

test('a publisher opens a new ready workflow from the library, previews it and publishes it there; a viewer then plays it', async ({ page, browser }) => {
  await signInQuickly(page, DEMO.publisher);
  await openAssembly(page);
  await expect(card(page, P.fresh)).toContainText('New');
  // A new draft's card opens the main editor (spec: status new → /editormain); the player previews it for its authors too.
  const link = card(page, P.fresh).getByRole('link', { name: P.fresh });
  await expect(link).toHaveAttribute('href', /^\/editormain\/[0-9a-f-]{36}$/);
  const href = `/playermain/${(await link.getAttribute('href'))!.split('/').pop()}`;
  await page.goto(href);

  // The preview plays and says what it is.
  const bar = previewBar(page);
  await expect(bar).toContainText('This workflow is not published yet: only its authors can watch it.');
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await expectAccessible(page);
  // At the top of the page, right under the player's own header.
  const box = (await bar.boundingBox())!;
  expect(box.y).toBeLessThanOrEqual(60);
  expect(box.width).toBeGreaterThan(1000);

  // Publishing keeps the same page (no reload): the marker set before survives, the video goes on.
  await page.evaluate(() => ((window as Window & { beforePublish?: boolean }).beforePublish = true));
  await bar.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Everyone who can view its workspace can now watch it.' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as Window & { beforePublish?: boolean }).beforePublish)).toBe(true);
  const before = await videoTime(page);
  await expect.poll(() => videoTime(page)).toBeGreaterThan(before);

  const viewer = await personPage(browser, DEMO.viewer);
  await viewer.goto(href);
  await expect.poll(() => videoTime(viewer), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await expect(previewBar(viewer)).toHaveCount(0);
  await openAssembly(viewer);
  await expect(card(viewer, P.fresh)).toBeVisible();
  await viewer.context().close();
});

test('a publisher publishes an unpublished workflow from its card tool; its edit tool leads to the builder', async ({ page }) => {
  await signInQuickly(page, DEMO.publisher);
  await openAssembly(page);
  await expect(card(page, P.draft)).toContainText('Unpublished');
  await card(page, P.draft).getByRole('button', { name: `Actions for ${P.draft}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('href', /^\/buildermain\/[0-9a-f-]{36}$/);
  await menu.getByRole('menuitem', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`“${P.draft}” will be visible to everyone who can view its workspace.`)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${P.draft}” published.` })).toBeVisible();
  await expect(card(page, P.draft)).toContainText('Published');
  await card(page, P.draft).getByRole('button', { name: `Actions for ${P.draft}` }).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Publish', exact: true })).toHaveCount(0);
});

test('a viewer gets the unpublished screen; the author’s preview bar fits a phone', async ({ page, browser }) => {
  await signInQuickly(page, DEMO.publisher);
  const id = await ownWorkflowId(page, P.hidden);

  const viewer = await personPage(browser, DEMO.viewer);
  await viewer.goto(`/playermain/${id}`);
  await expect(viewer.getByRole('heading', { name: 'This workflow was unpublished.' })).toBeVisible();
  await expect(viewer.getByText('Talk to your supervisor')).toBeVisible();
  await expect(previewBar(viewer)).toHaveCount(0);
  await expect(viewer.locator('video')).toHaveCount(0);
  await viewer.context().close();

  const phone = await personPage(browser, DEMO.publisher, { width: 390, height: 844 });
  await phone.goto(`/playermain/${id}`);
  const bar = previewBar(phone);
  await expect(bar.getByRole('button', { name: 'Publish' })).toBeEnabled();
  await expect(phone.locator('video')).toBeVisible();
  const box = (await bar.boundingBox())!;
  expect(box.x).toBe(0);
  expect(box.width).toBeLessThanOrEqual(390);
  const button = (await bar.getByRole('button', { name: 'Publish' }).boundingBox())!;
  expect(button.x + button.width).toBeLessThanOrEqual(390);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(phone);
  await phone.context().close();
});
