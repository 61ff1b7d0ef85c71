import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Request } from '@playwright/test';
import { MENU_TIP_COOKIE, MENU_TIP_MS } from '@/lib/player/timing';
import { MODES_E2E } from './player-modes-seed';
import { PLAYER_E2E, PLAYER_FIXTURES_FILE, type PlayerFixtures } from './player-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * Issue 5, the player's modes (spec 02 §2 Player, §4, §9): theater, divide mode with the toolbox,
 * fullscreen, the settings popup, repeat, the attachments viewer, the single-step player, the
 * public iframe menu tip, the HLS prefetch of the next step and the search view's popup player.
 * The workflow is the one tests/e2e/player-seed.ts processed; tests/e2e/player-modes-seed.ts
 * put attachments on its third step.
 */
const ids = (): PlayerFixtures => JSON.parse(readFileSync(PLAYER_FIXTURES_FILE, 'utf8'));
const player = (page: Page) => page.locator('[data-mode]');
const controls = (page: Page) => page.getByRole('toolbar', { name: 'Player controls' });
const videoTime = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);
/** Shortcuts act only when no control has the focus (a focused button answers keys itself). */
const press = async (page: Page, key: string) => {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press(key);
};

async function openPlayer(page: Page, path: string) {
  await page.goto(path);
  await expect(player(page)).toBeVisible();
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.3);
}

test('theater (T), divide mode with the toolbox, and fullscreen (F) in and out, each accessible', async ({ page }) => {
  const { published, steps } = ids();
  await signInQuickly(page, DEMO.viewer);
  await openPlayer(page, `/playermain/${published}`);
  await expect(player(page)).toHaveAttribute('data-screen', 'window');

  await press(page, 't');
  await expect(player(page)).toHaveAttribute('data-screen', 'theater');
  await expect(controls(page).getByRole('button', { name: 'Default view (T)' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await press(page, 't');
  await expect(player(page)).toHaveAttribute('data-screen', 'window');

  // Divide mode: the header with the title and a close button, the toolbox on the right.
  await controls(page).getByRole('button', { name: 'Toolbox' }).click();
  await expect(player(page)).toHaveAttribute('data-divide', 'true');
  const toolbox = page.getByRole('complementary', { name: 'Toolbox' });
  await expect(toolbox.getByRole('tab', { name: 'Steps' })).toHaveAttribute('aria-selected', 'true');
  await expect(toolbox.getByRole('tab', { name: 'Comments' })).toBeVisible();
  // No AI summary and no SOP content: those tabs are not offered.
  await expect(toolbox.getByRole('tab', { name: 'Summary' })).toHaveCount(0);
  await expect(toolbox.getByRole('tab', { name: 'SOP (BETA)' })).toHaveCount(0);
  await expect(toolbox.getByRole('tabpanel').getByRole('listitem')).toHaveCount(steps.length);
  await toolbox.getByRole('button', { name: /Insert the new cutter/ }).click();
  await expect(player(page)).toHaveAttribute('data-step-index', '2');
  await toolbox.getByRole('tab', { name: 'Comments' }).click();
  await expect(toolbox.getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);
  // Theater keeps divide mode; fullscreen (leaving window and theater) turns it off.
  await press(page, 't');
  await expect(player(page)).toHaveAttribute('data-screen', 'theater');
  await expect(player(page)).toHaveAttribute('data-divide', 'true');

  await press(page, 'f');
  await expect(player(page)).toHaveAttribute('data-screen', 'fullscreen');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.hasAttribute('data-mode') ?? false)).toBe(true);
  await expect(player(page)).toHaveAttribute('data-divide', 'false');
  await expect(controls(page).getByRole('button', { name: 'Exit full screen (F)' })).toBeVisible();
  // The theater button is hidden in fullscreen.
  await expect(controls(page).getByRole('button', { name: /Theater mode|Default view/ })).toHaveCount(0);
  await expectAccessible(page);
  await press(page, 'f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  await expect(player(page)).not.toHaveAttribute('data-screen', 'fullscreen');
  await expect(page.getByRole('complementary', { name: 'Toolbox' })).toHaveCount(0);
});

test('the settings popup changes speed and auto-play; repeat cycles and resets on a step change', async ({ page }) => {
  const { published } = ids();
  await signInQuickly(page, DEMO.viewer);
  await openPlayer(page, `/playermain/${published}`);
  const repeat = (name: string) => controls(page).getByRole('button', { name });

  // disabled → workflow → step → disabled.
  await repeat('Repeat: off').click();
  await repeat('Repeat: whole workflow').click();
  await expect(repeat('Repeat: this step')).toHaveAttribute('aria-pressed', 'true');
  await repeat('Repeat: this step').click();
  await expect(repeat('Repeat: off')).toHaveAttribute('aria-pressed', 'false');
  // Repeat step goes back to repeat workflow when the step changes.
  await repeat('Repeat: off').click();
  await repeat('Repeat: whole workflow').click();
  await controls(page).getByRole('button', { name: 'Next step' }).click();
  await expect(player(page)).toHaveAttribute('data-step-index', '1');
  await expect(repeat('Repeat: whole workflow')).toBeVisible();

  await controls(page).getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByLabel('Speed').selectOption('1.5');
  await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
  await expect(settings.getByLabel('Speed')).toHaveValue('1.5');
  const autoPlay = settings.getByRole('switch', { name: 'Auto-play' });
  await expect(autoPlay).toHaveAttribute('aria-checked', 'true');
  await autoPlay.click();
  await expect(autoPlay).toHaveAttribute('aria-checked', 'false');
  // Turning auto-play off turns repeat off.
  await expect(repeat('Repeat: off')).toBeVisible();
  await expectAccessible(page);
  await settings.getByLabel('Speed').press('Escape');
  await expect(settings).toHaveCount(0);
});

test('the attachments viewer: at most 7 dots, wrap-around, and the diagram/links/pdf switch', async ({ page }) => {
  const { published, steps } = ids();
  await signInQuickly(page, DEMO.viewer);
  await openPlayer(page, `/playermain/${published}/${steps[2]}`);
  const total = MODES_E2E.diagrams.length + MODES_E2E.links.length + 1;
  await controls(page).getByRole('button', { name: `${total} attachments` }).click();
  const bar = page.getByRole('region', { name: 'Attachments' });
  await expect(bar.getByRole('listitem')).toHaveCount(total);
  await bar.getByRole('button', { name: MODES_E2E.diagrams[0] }).click();

  const viewer = page.getByRole('dialog', { name: 'Attachments' });
  const picture = viewer.getByRole('img');
  await expect(picture).toHaveAttribute('alt', MODES_E2E.diagrams[0]);
  await expect(viewer.getByRole('button', { name: /^Item \d of 9$/ })).toHaveCount(7);
  // Previous at the first wraps to the last; next at the last wraps to the first.
  await viewer.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(picture).toHaveAttribute('alt', MODES_E2E.diagrams[8]);
  await expect(viewer.getByRole('button', { name: 'Item 9 of 9' })).toHaveAttribute('aria-current', 'true');
  await expect(viewer.getByRole('button', { name: /^Item \d of 9$/ })).toHaveCount(7);
  await viewer.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(picture).toHaveAttribute('alt', MODES_E2E.diagrams[0]);
  await viewer.getByRole('button', { name: 'Item 4 of 9' }).click();
  await expect(picture).toHaveAttribute('alt', MODES_E2E.diagrams[3]);
  await expectAccessible(page);

  await viewer.getByRole('tab', { name: 'Links' }).click();
  await expect(viewer.getByRole('tab', { name: 'Links' })).toHaveAttribute('aria-selected', 'true');
  await expect(viewer.getByRole('link', { name: MODES_E2E.links[0].label })).toHaveAttribute('href', MODES_E2E.links[0].link);
  await viewer.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(viewer.getByRole('link', { name: MODES_E2E.links[1].label })).toBeVisible();
  await viewer.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(viewer.getByRole('link', { name: MODES_E2E.links[0].label })).toBeVisible();

  await viewer.getByRole('tab', { name: 'PDFs' }).click();
  await expect(viewer.getByRole('link', { name: MODES_E2E.pdf.name })).toHaveAttribute('href', MODES_E2E.pdf.link);
  // One PDF: nothing to move to.
  await expect(viewer.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
  await viewer.getByRole('tab', { name: 'Diagrams' }).click();
  await expect(picture).toHaveAttribute('alt', MODES_E2E.diagrams[0]);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  // Focus is back on the list entry that opened the viewer.
  await expect(bar.getByRole('button', { name: MODES_E2E.diagrams[0] })).toBeFocused();
});

test('the single-step player: no search, auto-next off, repeat cycles off and this step only', async ({ page }) => {
  const { published, steps } = ids();
  await signInQuickly(page, DEMO.viewer);
  await openPlayer(page, `/playermain/${published}/${steps[1]}?playerType=singleStepPlayer`);
  await expect(player(page)).toHaveAttribute('data-step-index', '1');
  await expect(controls(page).getByRole('button', { name: 'Search' })).toHaveCount(0);
  const repeat = (name: string) => controls(page).getByRole('button', { name });
  await repeat('Repeat: off').click();
  await repeat('Repeat: this step').click();
  await expect(repeat('Repeat: off')).toBeVisible();
  await controls(page).getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' }).getByRole('switch', { name: 'Auto-play' })).toHaveAttribute('aria-checked', 'false');
  await expectAccessible(page);
});

test('while a step plays the next one is prefetched, and the step change loads it from there', async ({ page }) => {
  const { published, steps } = ids();
  const seen: Array<{ url: string; type: string }> = [];
  const onRequest = (r: Request) => seen.push({ url: r.url(), type: r.resourceType() });
  page.on('request', onRequest);
  await signInQuickly(page, DEMO.viewer);
  await openPlayer(page, `/playermain/${published}/${steps[0]}`);
  const ofNext = (type: string) => seen.filter((s) => s.type === type && s.url.includes(`/steps/${steps[1]}/`));
  // Master and variant playlist of step 2 by the low-priority prefetch, then its first segment.
  await expect.poll(() => ofNext('fetch').length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  const prefetchedSegments = () => seen.filter((s) => s.type === 'fetch' && new URL(s.url).pathname.endsWith('.ts'));
  await expect.poll(() => prefetchedSegments().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  const segment = prefetchedSegments()[0].url;

  const before = seen.length;
  await controls(page).getByRole('button', { name: 'Next step' }).click();
  await expect(player(page)).toHaveAttribute('data-step-index', '1');
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.3);
  const after = seen.slice(before);
  // hls.js asked the network for neither playlist nor the first segment: they came from the prefetch.
  expect(after.filter((s) => s.type === 'xhr' && s.url.includes(`/steps/${steps[1]}/`) && s.url.includes('.m3u8'))).toEqual([]);
  expect(after.filter((s) => s.url === segment)).toEqual([]);
  page.off('request', onRequest);
});

test('the public player in a frame shows the step menu tip once, then remembers it', async ({ page, context }) => {
  const { published } = ids();
  await page.goto('about:blank');
  await context.clearCookies();
  const frameIt = async () => {
    await page.goto('/api/health');
    await page.evaluate((src) => {
      document.body.innerHTML = `<iframe title="Embedded player" src="${src}" style="width:800px;height:450px"></iframe>`;
    }, `/p/${published}`);
    return page.frameLocator('iframe[title="Embedded player"]');
  };
  const frame = await frameIt();
  const tip = frame.getByText('Open the step menu to jump to any step.');
  await expect(tip).toBeVisible();
  // Shown for 2.5 s.
  await expect(tip).toBeHidden({ timeout: MENU_TIP_MS + 2000 });
  expect((await context.cookies()).some((c) => c.name === MENU_TIP_COOKIE)).toBe(true);

  const again = await frameIt();
  await expect(again.locator('[data-mode="public"]')).toBeVisible();
  await page.waitForTimeout(800);
  await expect(again.getByText('Open the step menu to jump to any step.')).toHaveCount(0);
});

test('search results open the popup player at the transcript hit; Escape closes it from the page and from the frame', async ({ page }) => {
  const { published, steps } = ids();
  await signInQuickly(page, DEMO.viewer);
  await page.goto('/explorer-search?keyword=collet');
  const result = page.getByRole('link', { name: PLAYER_E2E.title });
  await result.click();

  const popup = page.getByRole('dialog', { name: PLAYER_E2E.title });
  await expect(popup).toBeVisible();
  expect(page.url()).toContain('/explorer-search');
  // "collet" is said from 7.5 s (a hit at second 8): the second step, 2 s in.
  const full = popup.getByRole('link', { name: 'Open the full player' });
  await expect(full).toHaveAttribute('href', `/playermain/${published}?videoTime=8`);
  const frame = page.frameLocator('iframe[title^="Player:"]');
  await expect(frame.locator('[data-mode="embed"]')).toHaveAttribute('data-step-index', '1');
  await expect
    .poll(() => frame.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(2);
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(result).toBeFocused();

  // Escape typed inside the frame closes the popup too.
  await result.click();
  await expect(popup).toBeVisible();
  await frame.getByRole('button', { name: 'Settings' }).focus();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);

  // The link opens the full player at the same place.
  await result.click();
  await popup.getByRole('link', { name: 'Open the full player' }).click();
  await page.waitForURL(`**/playermain/${published}?videoTime=8`);
  await expect(player(page)).toHaveAttribute('data-step-index', '1');
  await expect(player(page)).toHaveAttribute('data-mode', 'main');
  expect(steps.length).toBe(3);
});
