import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { GEN2_PLAYER_E2E, type Gen2PlayerFixtures } from './player-gen2-seed';
import { PLAYER_FIXTURES_FILE, type PlayerFixtures } from './player-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * Issue 5, the player's last rules: gen2 accounts (spec 02 §2: no search, theater or quality
 * setting, one video URL) and the player's sizes (§9: the toolbox is small below 300 px, widths
 * measured with a 500 ms debounce, video width classes at 300, 600 and 1264 px).
 */
const player = (page: Page) => page.locator('[data-mode]');
const controls = (page: Page) => page.getByRole('toolbar', { name: 'Player controls' });
const videoTime = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

test('a gen2 account plays one video URL per step, without search, theater or quality', async ({ page }) => {
  const { workflowId, steps }: Gen2PlayerFixtures = JSON.parse(readFileSync(GEN2_PLAYER_E2E.fixturesFile, 'utf8'));
  expect(steps).toHaveLength(2);
  const playlists: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('.m3u8')) playlists.push(new URL(r.url()).pathname);
  });
  await signInQuickly(page, GEN2_PLAYER_E2E.viewer);
  await page.goto(`/playermain/${workflowId}`);
  await expect(player(page)).toBeVisible();
  // It plays: time advances.
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  const before = await videoTime(page);
  await expect.poll(() => videoTime(page)).toBeGreaterThan(before + 0.5);
  // One fixed rung, never the adaptive master.
  expect(playlists).toContain(`/api/v1/media/workflows/${workflowId}/steps/${steps[0]}/720.m3u8`);
  expect(playlists.filter((p) => p.endsWith('master.m3u8'))).toEqual([]);

  await expect(controls(page).getByRole('button', { name: 'Search' })).toHaveCount(0);
  await expect(controls(page).getByRole('button', { name: /Theater mode|Default view/ })).toHaveCount(0);
  // T does nothing without the theater button.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('t');
  await expect(player(page)).toHaveAttribute('data-screen', 'window');
  await controls(page).getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings.getByLabel('Speed')).toBeVisible();
  await expect(settings.getByLabel('Quality')).toHaveCount(0);
  await expectAccessible(page);

  // The next step plays its own single URL.
  await controls(page).getByRole('button', { name: 'Next step' }).click();
  await expect(player(page)).toHaveAttribute('data-step-index', '1');
  await expect.poll(() => playlists.includes(`/api/v1/media/workflows/${workflowId}/steps/${steps[1]}/720.m3u8`)).toBe(true);
  expect(playlists.filter((p) => p.endsWith('master.m3u8'))).toEqual([]);
});

test('a narrow player (280 px) gets the small toolbox and the xs width class, and grows back', async ({ page }) => {
  const { published }: PlayerFixtures = JSON.parse(readFileSync(PLAYER_FIXTURES_FILE, 'utf8'));
  await page.setViewportSize({ width: 280, height: 640 });
  await signInQuickly(page, DEMO.viewer);
  await page.goto(`/playermain/${published}`);
  await expect(player(page)).toHaveAttribute('data-width', 'xs');
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.3);

  await controls(page).getByRole('button', { name: 'Toolbox' }).click();
  const toolbox = page.getByRole('complementary', { name: 'Toolbox' });
  await expect(toolbox).toHaveAttribute('data-size', 'small');
  // Icon tabs: the names stay for assistive technology and as tooltips, no visible text.
  const steps = toolbox.getByRole('tab', { name: 'Steps' });
  await expect(steps).toHaveAttribute('aria-selected', 'true');
  await expect(steps).toHaveAttribute('title', 'Steps');
  await expect(steps).toHaveText('');
  await toolbox.getByRole('tab', { name: 'Comments' }).click();
  await expect(toolbox.getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'true');
  await toolbox.getByRole('tab', { name: 'Steps' }).click();
  await toolbox.getByRole('button', { name: /Insert the new cutter/ }).click();
  await expect(player(page)).toHaveAttribute('data-step-index', '2');
  await expectAccessible(page);

  // Wider: after the resize settles the toolbox has its labelled tabs and the video its class.
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(toolbox).toHaveAttribute('data-size', 'regular');
  await expect(toolbox.getByRole('tab', { name: 'Steps' })).toHaveText('Steps');
  await expect(player(page)).toHaveAttribute('data-width', 'md');
});
