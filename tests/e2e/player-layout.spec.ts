import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PLAYER_E2E, PLAYER_FIXTURES_FILE, type PlayerFixtures } from './player-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * Issue 14 (items 6-8), the player's layout at desktop and phone sizes: the video box as tall as
 * the video (no black band), the control bar a strip at the bottom on a phone, the signed-in
 * player's header (home, workspace, close) and the header search folded on a phone. The workflow
 * is the 16:9 one tests/e2e/player-seed.ts processed.
 */
const ids = (): PlayerFixtures => JSON.parse(readFileSync(PLAYER_FIXTURES_FILE, 'utf8'));
const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
];
const PHONE = { width: 390, height: 844 };
const controls = (page: Page) => page.getByRole('toolbar', { name: 'Player controls' });
const header = (page: Page) => page.getByRole('banner');

type Box = { top: number; bottom: number; left: number; right: number; height: number };

/**
 * The video's geometry once its picture size is known: its element, the player's stage, the box
 * around the player (the public page's section, else the stage) and the picture drawn inside
 * the element (object-fit: contain).
 */
async function videoGeometry(page: Page) {
  const video = page.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  return video.evaluate((v: HTMLVideoElement) => {
    const box = (r: DOMRect): Box => ({ top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height });
    const el = v.getBoundingClientRect();
    const stage = v.closest('section')!.getBoundingClientRect();
    const outer = (v.closest('main > section') ?? v.closest('section'))!.getBoundingClientRect();
    const scale = Math.min(el.width / v.videoWidth, el.height / v.videoHeight);
    const picture = { width: v.videoWidth * scale, height: v.videoHeight * scale };
    return { element: box(el), stage: box(stage), outer: box(outer), picture, viewport: { width: innerWidth, height: innerHeight } };
  });
}

async function expectVideoFits(page: Page, label: string) {
  // The element's box settles once the picture size is known (aspect-ratio auto).
  await expect.poll(async () => {
    const g = await videoGeometry(page);
    return Math.abs(g.outer.height - g.picture.height);
  }, { message: `${label}: box height vs picture height` }).toBeLessThanOrEqual(2);
  const g = await videoGeometry(page);
  expect(Math.abs(g.stage.height - g.picture.height), `${label}: stage`).toBeLessThanOrEqual(2);
  expect(g.element.top, `${label}: top visible`).toBeGreaterThanOrEqual(0);
  expect(g.element.bottom, `${label}: bottom visible`).toBeLessThanOrEqual(g.viewport.height + 1);
  expect(g.element.left, `${label}: left visible`).toBeGreaterThanOrEqual(0);
  expect(g.element.right, `${label}: right visible`).toBeLessThanOrEqual(g.viewport.width + 1);
}

test.describe('the video box fits the video (no black band)', () => {
  test('on the public page at desktop and phone sizes', async ({ page }) => {
    const { published } = ids();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`/p/${published}`);
      await expectVideoFits(page, `/p at ${size.width}x${size.height}`);
    }
    await expectAccessible(page);
  });

  test('in the signed-in player at desktop and phone sizes', async ({ page }) => {
    const { published } = ids();
    await signInQuickly(page, DEMO.viewer);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`/playermain/${published}`);
      await expectVideoFits(page, `/playermain at ${size.width}x${size.height}`);
    }
  });
});

test('on a phone the controls are one strip at the bottom and leave the picture free when idle', async ({ page }) => {
  const { published } = ids();
  await page.setViewportSize(PHONE);
  await page.goto(`/p/${published}`);
  const video = page.locator('video');
  await expect(controls(page)).toBeVisible();
  // Slider and one row of buttons: a small part of the picture, at its bottom — measured once the
  // element's box has settled on the picture's size (aspect-ratio auto follows the loaded data).
  await expect.poll(async () => {
    const g = await videoGeometry(page);
    const bar = (await controls(page).boundingBox())!;
    return { settled: Math.abs(g.stage.height - g.picture.height) <= 2, small: bar.height < g.element.height * 0.35, atBottom: bar.y > g.element.top + g.element.height * 0.6 };
  }, { timeout: 20_000 }).toEqual({ settled: true, small: true, atBottom: true });
  // One row once the stage has its size (it follows the video's own shape, known once its data loads).
  const buttonRows = () => controls(page).getByRole('button').evaluateAll((els) => new Set(els.filter((e) => e.checkVisibility()).map((e) => Math.round(e.getBoundingClientRect().top))).size);
  await expect.poll(buttonRows).toBe(1);
  // Every control stays reachable: the row scrolls sideways instead of wrapping.
  const fullscreen = controls(page).getByRole('button', { name: 'Full screen (F)' });
  await fullscreen.scrollIntoViewIfNeeded();
  await expect(fullscreen).toBeInViewport();

  // Playing and left alone, the controls hide: nothing but the video at the picture's middle.
  if (await video.evaluate((v: HTMLVideoElement) => v.paused)) await video.click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.3);
  await expect(page.locator('section[data-idle="true"]')).toBeAttached({ timeout: 10_000 });
  const middle = await video.evaluate((v) => {
    const r = v.getBoundingClientRect();
    return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === v;
  });
  expect(middle).toBe(true);
  await expectAccessible(page);
});

test.describe('the signed-in player header', () => {
  test('leads home, to the workspace and back to the page the viewer came from', async ({ page }) => {
    const { published } = ids();
    await signInQuickly(page, DEMO.viewer);
    await page.goto('/home/overview');
    await page.goto(`/playermain/${published}`);
    await expect(header(page)).toBeVisible();
    await expect(page.locator('[data-mode]')).toHaveAttribute('data-screen', 'window');
    const crumbs = header(page).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByText(PLAYER_E2E.title)).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);

    // Keyboard: the header comes first; the close button is labelled and focusable.
    await page.keyboard.press('Tab');
    await expect(header(page).getByRole('link', { name: 'OpenHow home' })).toBeFocused();

    // Close goes back to the app page the viewer came from.
    await header(page).getByRole('button', { name: 'Close player' }).click();
    await page.waitForURL('**/home/overview');

    // The workspace link opens the workflow's workspace; from there, close returns to it.
    await page.goto(`/playermain/${published}`);
    await crumbs.getByRole('link', { name: 'Assembly Line A' }).click();
    // /workspace/{id} opens the workspace's workflows (spec 01 §2).
    await page.waitForURL(/\/workspace\/[0-9a-f-]{36}\/workflow$/);
    const workspaceUrl = page.url();
    await page.goto(`/playermain/${published}`);
    await header(page).getByRole('button', { name: 'Close player' }).click();
    await page.waitForURL(workspaceUrl);

    // The logo goes home.
    await page.goto(`/playermain/${published}`);
    await header(page).getByRole('link', { name: 'OpenHow home' }).click();
    await page.waitForURL('**/home/overview');
  });

  test('without an app page before it, close goes home; the full-window player has the header, the embed none', async ({ page }) => {
    const { published } = ids();
    await signInQuickly(page, DEMO.viewer);
    await page.goto(`/playermainfullscreen/${published}`);
    await expect(header(page)).toBeVisible();
    // The player fills the window below the header.
    const [headerBox, rootBox] = await Promise.all([header(page).boundingBox(), page.locator('[data-mode]').boundingBox()]);
    expect(Math.abs(headerBox!.height + rootBox!.height - page.viewportSize()!.height)).toBeLessThanOrEqual(2);
    await header(page).getByRole('button', { name: 'Close player' }).click();
    await page.waitForURL('**/home/overview');

    await page.goto(`/playerembed/${published}`);
    await expect(page.locator('[data-mode="embed"]')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });
});

test('on a phone the header search folds into a button that opens a full-width field', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInQuickly(page, DEMO.viewer);
  await page.goto('/home/overview');
  const toggle = page.getByRole('button', { name: 'Open search' });
  const field = page.getByRole('search').getByRole('textbox', { name: 'Search workflows and smart instructions' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(field).toBeHidden();

  await toggle.click();
  await expect(field).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The placeholder shows in full, not cut to "Sea".
  const room = await field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { inner, text: context.measureText(input.placeholder).width, placeholder: input.placeholder };
  });
  expect(room.placeholder).toBe('Search…');
  expect(room.inner).toBeGreaterThan(room.text + 100);
  await expectAccessible(page);

  // Escape folds it back, focus on the button.
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await field.fill('torque wrench');
  await field.press('Enter');
  await page.waitForURL((url) => url.pathname === '/explorer-search' && url.searchParams.get('keyword') === 'torque wrench');
  await expect(field).toBeVisible();
  await expect(field).toHaveValue('torque wrench');
  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(toggle).toBeFocused();
});
