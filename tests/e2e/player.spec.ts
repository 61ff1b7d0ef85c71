import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { qualityForDownlink, renditionFor } from '@/lib/player/quality';
import { PLAYER_E2E, PLAYER_FIXTURES_FILE, type PlayerFixtures } from './player-seed';
import { DEMO, expectAccessible, fillLogin, signInQuickly } from './support';

/**
 * The workflow player (spec 02 §2 Player, §4, §5, §9) on a workflow the real pipeline processed
 * for the e2e seed (tests/e2e/player-seed.ts): three steps, an English and a German transcript.
 */
const ids = (): PlayerFixtures => JSON.parse(readFileSync(PLAYER_FIXTURES_FILE, 'utf8'));
const player = (page: Page) => page.locator('[data-mode]');
const videoTime = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);
const isPaused = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.paused);
const controls = (page: Page) => page.getByRole('toolbar', { name: 'Player controls' });

async function openPlayer(page: Page, path: string) {
  await page.goto(path);
  await expect(player(page)).toBeVisible();
  // Playing: the first video auto-plays (muted if the browser insists); time moves on.
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
}

test('a viewer plays a workflow: time advances, subtitles show, quality, keyboard, steps, menu and search work', async ({ page }) => {
  const { published, steps } = ids();
  await signInQuickly(page, DEMO.viewer);
  await openPlayer(page, `/playermain/${published}`);
  await expect(page.getByRole('heading', { name: PLAYER_E2E.title, level: 1 })).toBeVisible();
  await expect(player(page)).toHaveAttribute('data-step-index', '0');

  // Subtitles: the English track by the locale rule (en → en-us), the cue of the first sentence.
  await expect(page.getByTestId('subtitle-cue')).toHaveText(PLAYER_E2E.sentences[0].sentence, { timeout: 15_000 });

  // Quality: 720, or what the connection's downlink gives (spec 02 §9), then 360 on request (the level hls.js plays).
  const downlink = await page.evaluate(() => (navigator as Navigator & { connection?: { downlink?: number } }).connection?.downlink);
  const expected = renditionFor(qualityForDownlink(downlink), ['360', '480', '720']);
  await expect(player(page)).toHaveAttribute('data-level-height', String(expected), { timeout: 15_000 });
  await controls(page).getByRole('button', { name: 'Settings' }).click();
  const quality = page.getByRole('dialog', { name: 'Settings' }).getByLabel('Quality');
  await expect(quality).toHaveValue(qualityForDownlink(downlink));
  await quality.selectOption('360');
  await expect(player(page)).toHaveAttribute('data-level-height', '360', { timeout: 15_000 });
  await page.getByRole('dialog', { name: 'Settings' }).getByLabel('Subtitles').selectOption('de-de');
  await controls(page).getByRole('button', { name: 'Settings' }).click();

  // Keyboard: space pauses and plays; T toggles theater (with no control focused: a focused button answers Space itself).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.locator('body').press('Space');
  await expect.poll(() => isPaused(page)).toBe(true);
  await page.locator('body').press('Space');
  await expect.poll(() => isPaused(page)).toBe(false);
  await page.locator('body').press('t');
  await expect(controls(page).getByRole('button', { name: 'Default view (T)' })).toBeVisible();

  // The step menu (numbers padded, durations mm:ss): back to the first step, then Next.
  // (Auto-next may already have moved on: the first step is 6 s long.)
  const menu = page.getByRole('dialog', { name: 'Steps' });
  await controls(page).getByRole('button', { name: 'Steps' }).click();
  await expect(menu.getByRole('listitem')).toHaveCount(steps.length);
  await expect(menu.getByRole('listitem').nth(0)).toContainText('01');
  await expect(menu.getByRole('listitem').nth(0)).toContainText('00:06');
  await menu.getByRole('button', { name: /Stop the spindle/ }).click();
  await expect(player(page)).toHaveAttribute('data-step-index', '0');
  await controls(page).getByRole('button', { name: 'Next step' }).click();
  await expect(player(page)).toHaveAttribute('data-step-index', '1');
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.3);
  // The chosen quality holds across steps.
  await expect(player(page)).toHaveAttribute('data-level-height', '360', { timeout: 15_000 });
  await controls(page).getByRole('button', { name: 'Steps' }).click();
  await menu.getByRole('button', { name: /Insert the new cutter/ }).click();
  await expect(player(page)).toHaveAttribute('data-step-index', '2');
  await expect(controls(page).getByRole('button', { name: 'Next step' })).toBeDisabled();

  // Search: empty state, no results, then a hit that jumps to its step.
  await controls(page).getByRole('button', { name: 'Search' }).click();
  const search = page.getByRole('dialog', { name: 'Search' });
  await expect(search).toContainText('Type a word');
  await search.getByRole('searchbox').fill('torque');
  await expect(search).toContainText('No results');
  await search.getByRole('button', { name: 'collet' }).click();
  await expect(search.locator('mark')).toHaveText('collet');
  await search.getByRole('button', { name: /collet nut/ }).click();
  await expect(player(page)).toHaveAttribute('data-step-index', '1');

  // Attachments of the first step.
  await controls(page).getByRole('button', { name: 'Previous step' }).click();
  await expect(player(page)).toHaveAttribute('data-step-index', '0');
  await controls(page).getByRole('button', { name: '1 attachment' }).click();
  await expect(page.getByRole('link', { name: 'Cutter manual' })).toHaveAttribute('href', 'https://example.com/cutter-manual');
});

test('the player passes axe and opens at a named step with the menu', async ({ page }) => {
  const { published, steps } = ids();
  await signInQuickly(page, DEMO.viewer);
  await page.goto(`/playerembed/${published}/${steps[1]}?openMenu=1`);
  await expect(player(page)).toHaveAttribute('data-step-index', '1');
  await expect(page.getByRole('dialog', { name: 'Steps' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expectAccessible(page);
});

test('unpublished, private, missing and preview paths', async ({ page }) => {
  const { draft, secret, published } = ids();
  await signInQuickly(page, DEMO.viewer);
  await page.goto(`/playermain/${draft}`);
  await expect(page.getByRole('heading', { name: 'This workflow was unpublished.' })).toBeVisible();
  await expect(page.getByText('Talk to your supervisor')).toBeVisible();
  await page.getByRole('button', { name: 'Go to home' }).click();
  await page.waitForURL('**/home/overview');

  await page.goto(`/playermain/${secret}`);
  await page.waitForURL('**/403');

  await page.goto('/playermain/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'This workflow does not exist.' })).toBeVisible();
  await expectAccessible(page);

  // PlayerPreview only from the builder or editor of the same workflow.
  const direct = await page.goto(`/PlayerPreview/${published}`);
  expect(direct?.status()).toBe(404);
  await page.goto(`/PlayerPreview/${published}`, { referer: `${new URL(page.url()).origin}/buildermain/${published}` });
  await expect(player(page)).toHaveAttribute('data-mode', 'preview');
});

test('signed out, the player sends to sign-in and back', async ({ page }) => {
  const { published } = ids();
  await page.goto(`/playermain/${published}`);
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === `/playermain/${published}`);
  await fillLogin(page, DEMO.viewer);
  await page.waitForURL(`**/playermain/${published}`);
  await expect(player(page)).toBeVisible();
});
