import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LIBRARY_E2E as W } from './library-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/** Card tool "Change poster" (spec 02 §7 posters, §9 16:9): an image file, or a frame of the video. */
const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog');

function makePng(): Buffer {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'openhow-e2e-poster-')), 'cover.png');
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=640x900:d=1', '-frames:v', '1', file]);
  return readFileSync(file);
}

test('an author replaces a workflow’s poster with an uploaded image', async ({ page }) => {
  await signInQuickly(page, DEMO.publisher);
  const { items } = (await (await page.request.get('/api/v1/workspaces?type=edit')).json()) as { items: { id: string; name: string }[] };
  await page.goto(`/workspace/${items.find((w) => w.name === 'Assembly Line A')!.id}/workflow`);
  const target = card(page, W.published);
  await target.getByRole('button', { name: `Actions for ${W.published}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Change poster' }).click();

  await expect(dialog(page).getByRole('radio', { name: 'Upload an image' })).toBeChecked();
  await expect(dialog(page).getByRole('button', { name: 'Save poster' })).toBeDisabled();
  const file = dialog(page).getByLabel('Image file');
  // Not an image by its name: refused before anything is sent.
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog(page).getByText('This file is not a JPEG, PNG or WebP image.')).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Save poster' })).toBeDisabled();
  await expectAccessible(page);

  await file.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng() });
  await dialog(page).getByRole('button', { name: 'Save poster' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Poster changed.' })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  const src = await target.locator('img').getAttribute('src');
  expect(src).toMatch(/posters\/custom-/);
  const poster = await page.request.get(src!);
  expect(poster.status()).toBe(200);
  expect(poster.headers()['content-type']).toContain('image/jpeg');

  // The frame choice is offered beside it, with its own field.
  await target.getByRole('button', { name: `Actions for ${W.published}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Change poster' }).click();
  await dialog(page).getByRole('radio', { name: 'Pick a frame from the video' }).check();
  await expect(dialog(page).getByRole('spinbutton', { name: 'Seconds into the first step' })).toHaveValue('0');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
});
