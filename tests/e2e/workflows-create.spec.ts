import { copyFile, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { makeClip } from '../helpers/media-fixtures';
import baseConfig from '../../playwright.config';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * Create menu → upload video / record screen (issue 4, "Creating content"): the real upload
 * (multipart, progress, cancel, resume), the server's rejection of a file that is not a video,
 * the pipeline's live progress, and the new workflow found through the header search.
 */

// Chromium's fake capture devices, for the recording test: getDisplayMedia and getUserMedia answer
// without a prompt (a launch option, so it applies to the whole file; the upload tests ignore it).
test.use({
  launchOptions: {
    ...baseConfig.use?.launchOptions,
    args: [...(baseConfig.use?.launchOptions?.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

// Processing runs in the e2e server itself (ffmpeg, and pocketsphinx when installed).
const PROCESSING_TIMEOUT = 180_000;

let dir: string;
test.beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'openhow-e2e-create-'));
});

/** A real clip under a unique name: the title comes from the file name, and the search finds it. */
async function clipNamed(stem: string) {
  const clip = await makeClip({ seconds: 6, width: 640, height: 360, audio: 'speech' });
  const file = path.join(dir, `${stem}.mp4`);
  await copyFile(clip, file);
  return file;
}

async function openCreate(page: Page, item: 'Upload video' | 'Record screen', dialogName: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Create new content' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  // The caller's workspaces have loaded and one is preselected.
  await expect(dialog.getByRole('combobox', { name: 'Workspace' })).not.toHaveValue('');
  return dialog;
}

/** Slows the browser's uploads so that the bar can be seen moving (and cancelled midway). */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  };
}

/** Every value the upload bar shows until it disappears (a minute at most). */
async function watchBar(bar: Locator): Promise<number[]> {
  const seen: number[] = [];
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && (await bar.isVisible())) {
    // The bar can go between the two calls (the upload finished); without a time-out of its own,
    // getAttribute would wait for a bar that never comes back until the test's time-out.
    const value = await bar.getAttribute('aria-valuenow', { timeout: 1_000 }).catch(() => null);
    if (value !== null && seen.at(-1) !== Number(value)) seen.push(Number(value));
    await new Promise((r) => setTimeout(r, 100));
  }
  return seen;
}

test.describe('upload video', () => {
  test.beforeEach(async ({ page }) => {
    await signInQuickly(page, DEMO.publisher);
    await page.goto('/home/overview');
  });

  test('a publisher uploads a video, watches it upload and get processed, then finds it from the header search', async ({ page }) => {
    test.setTimeout(PROCESSING_TIMEOUT + 60_000);
    const token = `Calibration${Date.now().toString(36)}`;
    const file = await clipNamed(`Press ${token} setup`);

    const dialog = await openCreate(page, 'Upload video', 'Upload a video');
    await expectAccessible(page);

    await dialog.getByLabel('Choose a video file').setInputFiles(file);
    await expect(dialog.getByLabel('Title')).toHaveValue(`Press ${token} setup`);
    await expect(dialog.getByText(`${`Press ${token} setup`.length}/90 characters`)).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Language spoken in the video' }).selectOption('en-us');

    const restore = await throttleUploads(page, 150_000);
    const initialized = page.waitForResponse((res) => res.url().endsWith('/api/v1/workflows/initialize'), { timeout: 120_000 });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    const bar = dialog.getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar).toBeVisible();
    const seen = await watchBar(bar);
    // An upload that fails never calls initialize: say what the dialog showed instead of waiting out the test.
    const failed = dialog
      .getByRole('button', { name: 'Try again' })
      .waitFor({ timeout: 120_000 })
      .then(async () => `the dialog showed: ${(await dialog.getByRole('alert').allTextContents()).join(' | ')}`);
    const outcome = await Promise.race([initialized, failed]);
    if (typeof outcome === 'string') throw new Error(`the upload failed (bar values ${seen.join(', ')}); ${outcome}`);
    expect(outcome.status(), await outcome.text()).toBe(201);
    const workflowId = ((await outcome.json()) as { item: { id: string } }).item.id;
    await restore();
    // The bar moved through values between empty and full, not straight from 0 to done.
    expect(seen.some((v) => v > 0 && v < 100), `values seen: ${seen.join(', ')}`).toBe(true);

    const processing = dialog.getByRole('region', { name: 'Processing progress' });
    await expect(processing).toBeVisible();
    await expect(processing.getByText(`Processing “Press ${token} setup”`)).toBeVisible();
    await expect(processing.getByRole('link', { name: 'Open in workspace' })).toHaveAttribute('href', /^\/workspace\/[^/]+\/workflow$/);
    await expect(processing.getByText('Ready: the video has been cut into steps.')).toBeVisible({ timeout: PROCESSING_TIMEOUT });

    // The dialog closes; the next opening starts a new video.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Create new content' })).toBeFocused();

    const search = page.getByRole('banner').getByRole('textbox', { name: 'Search workflows and smart instructions' });
    await search.fill(token);
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/explorer-search');
    const result = page.getByRole('main').getByRole('link', { name: new RegExp(`Press ${token} setup`) }).first();
    await expect(result).toBeVisible({ timeout: 20_000 });
    // A new (ready, unpublished) workflow's result opens the author's preview (issue 14) in the
    // search's popup player, marked as a preview; its card link itself leads to its editor (#16).
    await result.click();
    const popup = page.getByRole('dialog', { name: `Press ${token} setup` });
    await expect(popup.getByRole('link', { name: 'Open the full player' })).toHaveAttribute('href', `/playermain/${workflowId}`);
    await expect(popup.frameLocator('iframe').getByRole('region', { name: 'Preview' })).toBeVisible();
  });

  test('a file that is not a video is refused with a translated message, and nothing typed is lost', async ({ page }) => {
    const fake = path.join(dir, 'minutes.mp4');
    await writeFile(fake, 'Minutes of the line meeting. This is text, not a video.\n'.repeat(200));

    const dialog = await openCreate(page, 'Upload video', 'Upload a video');
    await dialog.getByLabel('Choose a video file').setInputFiles(fake);
    await dialog.getByLabel('Title').fill('Line meeting');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'This file is not a video we can read. Nothing was kept.' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog.getByLabel('Title')).toHaveValue('Line meeting');
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();

    // Checked before any byte is sent: a file that is not a video type at all.
    const notes = path.join(dir, 'notes.txt');
    await writeFile(notes, 'plain text');
    await dialog.getByLabel('Choose another file').setInputFiles(notes);
    await expect(dialog.getByText('This file type is not supported. Upload an MP4, MOV, WebM, MKV or AVI video.')).toBeVisible();
    await expect(dialog.getByLabel('Title')).toHaveValue('Line meeting');
  });

  test('in another language the refusal is translated', async ({ page }) => {
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'de-de', url: page.url() }]);
    await page.reload();
    const fake = path.join(dir, 'protokoll.mp4');
    await writeFile(fake, 'Kein Video.\n'.repeat(500));
    await page.getByRole('button', { name: 'Neue Inhalte erstellen' }).click();
    await page.getByRole('menuitem', { name: 'Video hochladen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Video hochladen' });
    await expect(dialog.getByRole('combobox', { name: 'Arbeitsbereich' })).not.toHaveValue('');
    await dialog.getByLabel('Videodatei auswählen').setInputFiles(fake);
    await dialog.getByRole('button', { name: 'Hochladen', exact: true }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Diese Datei ist kein Video, das wir lesen können.' })).toBeVisible({ timeout: 30_000 });
  });

  test('an upload can be cancelled; a dropped connection is retried, reported, and resumed after a reload', async ({ page }) => {
    test.setTimeout(120_000);
    // About 5 MB: several 2 MB parts.
    const clip = await makeClip({ seconds: 10, width: 1280, height: 720 });
    const file = path.join(dir, `Lathe change ${Date.now().toString(36)}.mp4`);
    await copyFile(clip, file);
    const partUrl = /\/api\/v1\/uploads\/[^/]+\/parts\/(\d+)/;
    const partOf = (url: string) => Number(partUrl.exec(url)?.[1]);

    let dialog = await openCreate(page, 'Upload video', 'Upload a video');
    await dialog.getByLabel('Choose a video file').setInputFiles(file);
    const restore = await throttleUploads(page, 50_000);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(dialog.getByText('The upload was cancelled.')).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeHidden();
    await restore();

    // Every part but the first loses its connection: retried three times, then reported.
    await page.route(partUrl, (route) => (partOf(route.request().url()) === 1 ? route.continue() : route.abort('connectionreset')));
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'The connection was lost. Choose the same file again to continue where it stopped.' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.unroute(partUrl);

    // After a reload the same file continues: only the missing parts are sent.
    await page.reload();
    dialog = await openCreate(page, 'Upload video', 'Upload a video');
    await dialog.getByLabel('Choose a video file').setInputFiles(file);
    await expect(dialog.getByText('Part of this file was uploaded before. Press Upload to continue where it stopped.')).toBeVisible();
    const sent: number[] = [];
    // Held a moment each, so the resumed transfer can be seen.
    await page.route(partUrl, async (route) => {
      if (route.request().method() === 'PUT') sent.push(partOf(route.request().url()));
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByText('Continuing the earlier upload of this file.')).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Processing progress' })).toBeVisible({ timeout: 30_000 });
    expect(sent.length).toBeGreaterThan(0);
    expect(sent).not.toContain(1);
  });
});

test.describe('record screen', () => {
  test('a publisher records the screen with the microphone, previews it, records again and uploads it', async ({ page }) => {
    test.setTimeout(PROCESSING_TIMEOUT + 60_000);
    await signInQuickly(page, DEMO.publisher);
    await page.goto('/home/overview');
    const dialog = await openCreate(page, 'Record screen', 'Record your screen');
    await expect(dialog.getByRole('checkbox', { name: 'Also record my microphone' })).toBeChecked();
    await expectAccessible(page);

    const record = async (ms: number) => {
      await dialog.getByRole('button', { name: 'Start recording' }).click();
      await expect(dialog.getByRole('timer')).toContainText('Recording 0:0');
      await page.waitForTimeout(ms);
      await dialog.getByRole('button', { name: 'Stop recording' }).click();
      await expect(dialog.getByLabel('Preview of the recording')).toBeVisible();
    };
    await record(1500);
    await dialog.getByRole('button', { name: 'Record again' }).click();
    await expect(dialog.getByLabel('Preview of the recording')).toHaveCount(0);
    await record(3500);

    const preview = dialog.getByLabel('Preview of the recording');
    // The preview is the real recording: the browser can read its picture.
    await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
    await expect(dialog.getByLabel('Title')).toHaveValue(/^Screen recording /);
    await dialog.getByLabel('Title').fill('Screen tour of the line dashboard');

    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    const processing = dialog.getByRole('region', { name: 'Processing progress' });
    await expect(processing).toBeVisible({ timeout: 30_000 });
    await expect(processing.getByText('Ready: the video has been cut into steps.')).toBeVisible({ timeout: PROCESSING_TIMEOUT });
  });
});

test.describe('record screen without permission or support', () => {
  // The browser's own answers, as a user refusing the prompt or an old browser gives them.
  test('a refused screen share and a browser without screen capture get clear messages', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getDisplayMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await signInQuickly(page, DEMO.publisher);
    await page.goto('/home/overview');
    let dialog = await openCreate(page, 'Record screen', 'Record your screen');
    await dialog.getByRole('button', { name: 'Start recording' }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: "Screen recording was not allowed. Press Start recording and allow it in the browser's prompt." }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Start recording' })).toBeEnabled();

    await page.addInitScript(() => {
      Object.defineProperty(MediaDevices.prototype, 'getDisplayMedia', { value: undefined });
      Object.defineProperty(navigator.mediaDevices, 'getDisplayMedia', { value: undefined });
    });
    await page.reload();
    dialog = await openCreate(page, 'Record screen', 'Record your screen');
    await expect(dialog.getByRole('alert').filter({ hasText: 'This browser cannot record the screen.' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Start recording' })).toBeDisabled();
  });
});
