import { expect, test, type Page } from '@playwright/test';
import { ATTACH_E2E as A } from './attach-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * Continue editing (issue 16): home and owned-by-me show the author's unpublished workflows, each
 * card opening its editor by the edit-routing rule (the author's preview until the builder is
 * installed). Rows: tests/e2e/attach-seed.ts.
 */
const row = (page: Page) => page.getByRole('region', { name: 'Continue editing' });
const card = (page: Page, title: string) => row(page).getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('an author finds an unpublished workflow under continue editing on home and owned-by-me, and opens it', async ({ page }) => {
  await signInQuickly(page, DEMO.publisher);
  await page.goto('/home/overview');
  await expect(card(page, A.draft)).toBeVisible();
  await expect(card(page, A.published)).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/owned-by-me/workflows');
  const draft = card(page, A.draft);
  await expect(draft).toBeVisible();
  const link = draft.getByRole('link', { name: A.draft });
  // The edit-routing rule: a processed draft opens the builder (or, before it is installed, the author's preview).
  await expect(link).toHaveAttribute('href', /^\/(buildermain|playermain)\/[0-9a-f-]{36}$/);
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await page.waitForURL(`**${href}`);
});

test('a viewer has no continue-editing row', async ({ page }) => {
  await signInQuickly(page, DEMO.viewer);
  await page.goto('/home/overview');
  await expect(page.getByRole('region', { name: 'Continue watching' })).toBeVisible();
  await expect(row(page)).toHaveCount(0);
});
