import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { makeClip } from '../helpers/media-fixtures';
import { DEMO, expectAccessible, logIn } from './support';

/**
 * Issue 14: the whole walk a new publisher takes, as one story that stays in the suite — sign in
 * through the login page, upload a video, watch it processed, open it from the library into the
 * main editor, on to the builder, preview it and publish it there, play it, go home through the player's header, resume from continue
 * watching at the place left, copy the public link from the card and open it signed out.
 */
const PROCESSING_TIMEOUT = 180_000;

const video = (page: Page) => page.locator('video');
const videoTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);
const player = (page: Page) => page.locator('[data-mode]');
const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('a publisher signs in, uploads, publishes, plays, resumes from home and shares the public page', async ({ page, browser, context }) => {
  test.setTimeout(PROCESSING_TIMEOUT + 120_000);
  const title = `Gearbox ${Date.now().toString(36)} inspection`;
  const dir = await mkdtemp(path.join(tmpdir(), 'openhow-e2e-journey-'));
  const file = path.join(dir, `${title}.mp4`);
  await copyFile(await makeClip({ seconds: 12, width: 640, height: 360, audio: 'speech' }), file);

  // Sign in as a person does.
  await logIn(page, DEMO.publisher);

  // Upload through the create menu and wait for the pipeline.
  await page.getByRole('button', { name: 'Create new content' }).click();
  await page.getByRole('menuitem', { name: 'Upload video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a video' });
  await expect(dialog.getByRole('combobox', { name: 'Workspace' })).not.toHaveValue('');
  await dialog.getByLabel('Choose a video file').setInputFiles(file);
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const processing = dialog.getByRole('region', { name: 'Processing progress' });
  await expect(processing.getByText('Ready: the video has been cut into steps.')).toBeVisible({ timeout: PROCESSING_TIMEOUT });

  // Into the workspace: the new card opens the main editor (spec: status new → /editormain), whose
  // transcript the speech made; from there the builder, which previews it in the real player and publishes it.
  await processing.getByRole('link', { name: 'Open in workspace' }).click();
  await page.waitForURL(/\/workspace\/[^/]+\/workflow$/);
  const workspaceUrl = page.url();
  await expect(card(page, title)).toContainText('New');
  await card(page, title).getByRole('link', { name: title }).click();
  await page.waitForURL(/\/editormain\/[0-9a-f-]{36}\/transcription$/);
  const workflowId = new URL(page.url()).pathname.split('/')[2];
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await page.getByRole('link', { name: 'Open the builder' }).click();
  await page.waitForURL(`**/buildermain/${workflowId}`);
  const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Preview' }).click()]);
  await expect(preview.locator('[data-mode]')).toHaveAttribute('data-mode', 'preview', { timeout: 20_000 });
  await expect.poll(() => preview.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.3);
  await preview.close();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await page.goto(`/playermain/${workflowId}`);

  // Home through the player's header; the new workflow is among the recently published.
  await page.getByRole('link', { name: 'OpenHow home' }).click();
  await page.waitForURL('**/home/overview');
  await page.getByRole('region', { name: 'Recently published' }).getByRole('link', { name: title }).click();
  await page.waitForURL(`**/playermain/${workflowId}`);

  // Plays; the viewer stops a few seconds in and goes home through the header again.
  await expect.poll(() => videoTime(page), { timeout: 20_000, intervals: [100] }).toBeGreaterThan(3.2);
  await video(page).evaluate((v: HTMLVideoElement) => v.pause());
  const left = await videoTime(page);
  const stepIndex = await player(page).getAttribute('data-step-index');
  await page.getByRole('link', { name: 'OpenHow home' }).click();
  await page.waitForURL('**/home/overview');

  // Continue watching has it at once, and opens it where it was left.
  const resume = page.getByRole('region', { name: 'Continue watching' }).getByRole('article').filter({ hasText: title });
  await expect(resume.getByTestId('resume-point')).toBeVisible();
  await expectAccessible(page);
  await resume.getByRole('link', { name: title }).click();
  await expect(player(page)).toHaveAttribute('data-step-index', stepIndex!);
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThan(0);
  const resumed = await videoTime(page);
  expect(resumed).toBeGreaterThanOrEqual(left - 2.5);
  expect(resumed).toBeLessThan(left + 1.5);

  // The card's public link, opened by someone who is not signed in.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(workspaceUrl);
  await card(page, title).getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Copy public link' }).click();
  await expect(page.getByText('Public link copied: anyone with it can watch without signing in.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe(`/p/${workflowId}`);

  const stranger = await browser.newContext();
  const publicPage = await stranger.newPage();
  await publicPage.goto(new URL(link).pathname);
  await expect(publicPage.getByRole('heading', { name: title })).toBeVisible();
  await publicPage.locator('video').evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => videoTime(publicPage), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await stranger.close();
});
