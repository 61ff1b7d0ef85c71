import { expect, test } from '@playwright/test';
import { SEMANTIC_E2E as S } from './semantic-seed';
import { expectAccessible, signInQuickly } from './support';

/**
 * Semantic search and the knowledge map (issue 19) on the offline embedder. Rows:
 * tests/e2e/semantic-seed.ts (the seed computes the map's layout, as the job would).
 */
test('the knowledge map: reached from the Maven history, nodes open their info panel by keyboard, the unanswered filter, the list view', async ({ page }) => {
  await signInQuickly(page, S.author);
  await page.goto('/maven');
  await page.getByTestId('knowledge-map-link').click();
  await expect(page).toHaveURL(/\/maven\/knowledge-map$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge map' })).toBeVisible();
  const map = page.getByTestId('knowledge-map-svg');
  const brakes = map.getByRole('button', { name: `Workflow: ${S.brakes}`, exact: false });
  await expect(brakes).toBeVisible({ timeout: 30_000 });
  await expect(map.getByRole('button', { name: new RegExp(`^Question without a good source: ${S.unanswered}`) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Legend' })).toBeVisible();
  await expectAccessible(page);

  // Keyboard: focus the workflow node, its tooltip shows; Enter opens the panel with focus on its heading; Escape returns to the node.
  await brakes.focus();
  await expect(page.getByRole('tooltip')).toContainText(S.brakes);
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('map-panel');
  await expect(panel.getByRole('heading', { level: 2, name: S.brakes })).toBeFocused();
  await expect(panel.getByRole('link', { name: 'Open the workflow' })).toHaveAttribute('href', /\/playermain\/[0-9a-f-]{36}$/);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(brakes).toBeFocused();

  // The answered question: its answer, like and cited workflow.
  const answered = map.getByRole('button', { name: new RegExp(`^Question: ${S.answered}`) });
  await answered.focus();
  await page.keyboard.press(' ');
  await expect(panel).toContainText('It must stop within one metre');
  await expect(panel).toContainText('The asker liked this answer.');
  await expect(panel.getByRole('link', { name: S.brakes })).toBeVisible();

  // Only questions without a good source.
  await page.getByRole('button', { name: /^Questions without a good source \(\d+\)$/ }).click();
  await expect(map.getByRole('button', { name: `Workflow: ${S.brakes}`, exact: false })).toHaveCount(0);
  await expect(map.getByRole('button', { name: new RegExp(`^Question without a good source: ${S.unanswered}`) })).toBeVisible();

  // The list alternative names the same nodes and opens the same panel.
  await page.getByRole('button', { name: 'Everything' }).click();
  await page.getByRole('button', { name: 'List', exact: true }).click();
  const list = page.getByTestId('knowledge-map-list');
  await list.getByRole('button', { name: S.unanswered }).click();
  await expect(panel).toContainText('No good source');
  await expectAccessible(page);
});

test('the knowledge map is not a viewer’s: no link in the history, the page answers 404', async ({ page }) => {
  await signInQuickly(page, S.viewer);
  await page.goto('/maven');
  await expect(page.getByRole('navigation', { name: 'Chat history' })).toBeVisible();
  await expect(page.getByTestId('knowledge-map-link')).toHaveCount(0);
  const res = await page.goto('/maven/knowledge-map');
  expect(res?.status()).toBe(404);
});

test('explorer search shows similar workflows beside the keyword matches, and the player lists related workflows', async ({ page }) => {
  await signInQuickly(page, S.viewer);
  await page.goto(`/explorer-search?keyword=${encodeURIComponent(S.keyword)}`);
  const similar = page.getByRole('region', { name: 'Similar workflows' });
  await expect(similar.getByRole('link', { name: new RegExp(S.brakes) })).toBeVisible({ timeout: 20_000 });
  await expect(similar.getByRole('link', { name: new RegExp(S.brakesAgain) })).toBeVisible();
  await expectAccessible(page);

  await similar.getByRole('link', { name: new RegExp(S.brakes) }).click();
  await expect(page).toHaveURL(/\/playermain\/[0-9a-f-]{36}/);
  const related = page.getByRole('region', { name: 'Related workflows' });
  await expect(related.getByRole('link').first()).toContainText(S.brakesAgain, { timeout: 20_000 });
});
