import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './fixtures';
import { PLAYER_E2E, PLAYER_FIXTURES_FILE, type PlayerFixtures } from './player-seed';
import { expectAccessible, signInQuickly } from './support';

/**
 * Issue 14: the viewer's settings hold across steps, quality switches and visits, and continue
 * watching resumes where the viewer left — on the seeded three-step workflow (tests/e2e/player-seed.ts:
 * steps of 6, 8 and 6 s), by users whose continue watching starts empty.
 */
const ids = (): PlayerFixtures => JSON.parse(readFileSync(PLAYER_FIXTURES_FILE, 'utf8'));
const player = (page: Page) => page.locator('[data-mode]');
const video = (page: Page) => page.locator('video');
const videoTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);
const controls = (page: Page) => page.getByRole('toolbar', { name: 'Player controls' });
const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Settings' });
const continueWatching = (page: Page) => page.getByRole('region', { name: 'Continue watching' });
const media = (page: Page) =>
  video(page).evaluate((v: HTMLVideoElement) => ({
    rate: v.playbackRate,
    volume: v.volume,
    muted: v.muted,
    shown: Array.from(v.textTracks).filter((t) => t.mode !== 'disabled').map((t) => t.language),
  }));

async function openSettings(page: Page) {
  if (!(await settingsDialog(page).isVisible())) await controls(page).getByRole('button', { name: 'Settings' }).click();
  return settingsDialog(page);
}

/** What the settings popup and the element both say. */
async function expectSettings(page: Page, { speed, subtitle, volume }: { speed: string; subtitle: string; volume?: number }) {
  const settings = await openSettings(page);
  await expect(settings.getByLabel('Speed')).toHaveValue(speed);
  await expect(settings.getByLabel('Subtitles')).toHaveValue(subtitle);
  await expect.poll(() => media(page)).toMatchObject({ rate: Number(speed), shown: [subtitle], ...(volume === undefined ? {} : { volume, muted: false }) });
}

/** From home, through Recently published, into the player (a client-side navigation, as a person clicks). */
async function openFromHome(page: Page) {
  await page.goto('/home/overview');
  await expect(continueWatching(page).getByRole('link', { name: PLAYER_E2E.title })).toHaveCount(0);
  await page.getByRole('region', { name: 'Recently published' }).getByRole('link', { name: PLAYER_E2E.title }).click();
  await expect(player(page)).toHaveAttribute('data-step-index', '0');
}

/** Plays step 2 (8 s long) to about its fifth second, pauses, and answers where it stopped. */
async function playStepTwoToFiveSeconds(page: Page) {
  await expect(player(page)).toHaveAttribute('data-step-index', '1', { timeout: 20_000 });
  await expect.poll(() => videoTime(page), { timeout: 20_000, intervals: [100] }).toBeGreaterThan(5);
  await page.locator('video').evaluate((v: HTMLVideoElement) => v.pause());
  const left = await videoTime(page);
  expect(left).toBeLessThan(7.5);
  return left;
}

/** Back to home (the browser's Back button); continue watching has the workflow at once, at its place. */
async function resumeFromHome(page: Page, left: number) {
  await page.goBack();
  await page.waitForURL('**/home/overview');
  const card = continueWatching(page).getByRole('article').filter({ hasText: PLAYER_E2E.title });
  const startAt = Math.floor(left - 1);
  await expect(card.getByTestId('resume-point')).toHaveText(`Continue at step 2, 0:0${startAt}`);
  await expectAccessible(page);
  await card.getByRole('link', { name: PLAYER_E2E.title }).click();
  await expect(player(page)).toHaveAttribute('data-step-index', '1');
  expect(new URL(page.url()).pathname).toBe(`/playermain/${ids().published}/${ids().steps[1]}`);
  // Started a second before the place (lib/tracking/resume.ts), not at 0:00.
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThan(0);
  const resumed = await videoTime(page);
  expect(resumed).toBeGreaterThanOrEqual(startAt - 0.1);
  expect(resumed).toBeLessThan(left + 1.5);
}

test('speed, quality, volume and subtitles hold across steps, quality switches and visits; continue watching resumes', async ({ page }) => {
  await signInQuickly(page, E2E.resumeUser);
  await openFromHome(page);
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.3);

  // The settings a person picks on the first step.
  const settings = await openSettings(page);
  await settings.getByLabel('Speed').selectOption('1.5');
  await settings.getByLabel('Subtitles').selectOption('de-de');
  await settings.getByLabel('Quality').selectOption('360');
  await controls(page).getByRole('slider', { name: 'Volume' }).fill('0.5');
  await expect(player(page)).toHaveAttribute('data-level-height', '360', { timeout: 15_000 });
  await expectSettings(page, { speed: '1.5', subtitle: 'de-de', volume: 0.5 });

  // The next step is a new stream: everything carries over, on the element and in the menu.
  await controls(page).getByRole('button', { name: 'Next step' }).click();
  await expect(player(page)).toHaveAttribute('data-step-index', '1');
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.3);
  await expectSettings(page, { speed: '1.5', subtitle: 'de-de', volume: 0.5 });
  await expect(player(page)).toHaveAttribute('data-level-height', '360', { timeout: 15_000 });
  await expect((await openSettings(page)).getByLabel('Quality')).toHaveValue('360');

  // Another quality: still 1.5×.
  await (await openSettings(page)).getByLabel('Quality').selectOption('480');
  await expect(player(page)).toHaveAttribute('data-level-height', '480', { timeout: 15_000 });
  await expectSettings(page, { speed: '1.5', subtitle: 'de-de', volume: 0.5 });
  await page.keyboard.press('Escape');

  const left = await playStepTwoToFiveSeconds(page);
  await resumeFromHome(page, left);

  // A later visit keeps speed, volume and subtitles (localStorage); quality follows the connection again.
  await page.reload();
  await expect(player(page)).toBeVisible();
  await expectSettings(page, { speed: '1.5', subtitle: 'de-de' });
  // (The browser may start a new page muted until a gesture: the level is what was kept.)
  await expect.poll(async () => (await media(page)).volume).toBe(0.5);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('continue watching resumes at the step and second where the viewer left', async ({ page }) => {
    await signInQuickly(page, E2E.resumePhoneUser);
    await openFromHome(page);
    // Phones do not auto-play the first video (spec 02 §4): the viewer taps play, then moves on a step.
    await controls(page).getByRole('button', { name: 'Play', exact: true }).tap();
    await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.3);
    await controls(page).getByRole('button', { name: 'Next step' }).tap();
    const left = await playStepTwoToFiveSeconds(page);
    await resumeFromHome(page, left);
  });
});
