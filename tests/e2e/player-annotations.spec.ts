import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { annotationsIds } from './player-annotations-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * Annotations (spec 02 §3 Annotation, §4 Annotation overlay): an author saves drawings through
 * the API, and the player shows each element only while the step's time lies within its range —
 * for a signed-in viewer and on the public page.
 */
const LABEL = 'Check the seal';
const write = { headers: { origin: E2E_BASE_URL } };
const video = (page: Page) => page.locator('video');
const overlay = (page: Page) => page.getByTestId('annotation-overlay');
const label = (page: Page) => overlay(page).locator('text', { hasText: LABEL });
const arrow = (page: Page) => overlay(page).locator('line');

/** Pauses the step's video at `seconds` and waits for the player to have seen the new time. */
async function showAt(page: Page, seconds: number) {
  await video(page).evaluate((v: HTMLVideoElement, t: number) => {
    v.pause();
    v.currentTime = t;
  }, seconds);
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => (v.seeking ? -1 : v.currentTime))).toBeCloseTo(seconds, 1);
}

async function expectOverlayFollowsTime(page: Page) {
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await showAt(page, 0.5);
  await expect(overlay(page)).toHaveCount(0);
  await showAt(page, 3);
  await expect(label(page)).toBeVisible();
  await expect(arrow(page)).toHaveCount(1);
  // Screen readers get the annotation's words as the drawing's name.
  await expect(page.getByRole('img', { name: LABEL })).toBeVisible();
  await showAt(page, 4.4);
  await expect(label(page)).toHaveCount(0);
  await expect(arrow(page)).toHaveCount(1);
  await showAt(page, 5.2);
  await expect(overlay(page)).toHaveCount(0);
}

test('an author’s annotation shows in the player only while the time lies within its range, signed in and public', async ({ page, context }) => {
  const { workflowId, steps } = annotationsIds();
  expect(steps[0].duration).toBeGreaterThan(6);
  const annotations = [
    {
      stepId: steps[0].id,
      elements: [
        { id: 'label', type: 'i-text', startTime: 2, endTime: 4, top: 60, left: 60, text: LABEL, fill: '#ffff00', fontFamily: 'Noto Serif', originalCanvasWidth: 676, originalCanvasHeight: 380 },
        { id: 'arrow', type: 'arrow', startTime: 1, endTime: 4.8, top: 100, left: 100, stroke: '#ff0600', strokeWidth: 6, startX: 100, startY: 100, endX: 300, endY: 200, originalCanvasWidth: 676, originalCanvasHeight: 380 },
      ],
    },
  ];

  // A viewer may not annotate; the workflow's author may.
  await signInQuickly(page, DEMO.viewer);
  expect((await page.request.post('/api/v1/annotations/batch-upsert', { ...write, data: { workflowId, annotations } })).status()).toBe(403);
  await page.goto('about:blank');
  await context.clearCookies();
  await signInQuickly(page, DEMO.publisher);
  const saved = await page.request.post('/api/v1/annotations/batch-upsert', { ...write, data: { workflowId, annotations } });
  expect(saved.status()).toBe(200);
  expect((await saved.json()).items[0].elements.map((e: { id: string }) => e.id)).toEqual(['label', 'arrow']);

  await page.goto('about:blank');
  await context.clearCookies();
  await signInQuickly(page, DEMO.viewer);
  const found = await page.request.post('/api/v1/annotations/get-by-steps', { ...write, data: { stepIds: [steps[0].id] } });
  expect((await found.json()).items).toHaveLength(1);
  await page.goto(`/playermain/${workflowId}`);
  await expect(page.locator('[data-mode]')).toBeVisible();
  await expectOverlayFollowsTime(page);
  await showAt(page, 3);
  await expect(label(page)).toBeVisible();
  await expectAccessible(page);

  // The public page (no account) draws the same annotations.
  await page.goto('about:blank');
  await context.clearCookies();
  const response = await page.goto(`/p/${workflowId}`);
  expect(response?.status()).toBe(200);
  await expectOverlayFollowsTime(page);
  await showAt(page, 3);
  await expect(label(page)).toBeVisible();
  await expectAccessible(page);
});
