import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, expectAccessible, signInQuickly } from './support';
import { TRANSCRIPTION_E2E, TRANSCRIPTION_FIXTURES_FILE, type TranscriptionFixtures } from './transcription-seed';

/**
 * The transcription editor (/editormain/{id}/transcription, issue 16) on workflows seeded by
 * tests/e2e/transcription-seed.ts: a correction reaches the viewer's player, a stale save gets the
 * conflict dialog with the local text downloadable, an unsaved draft comes back after a reload.
 */
const ids = (): TranscriptionFixtures => JSON.parse(readFileSync(TRANSCRIPTION_FIXTURES_FILE, 'utf8'));
const sentence = (page: Page, n: number) => page.getByRole('textbox', { name: `Sentence ${n}`, exact: true });

async function openEditor(page: Page, workflowId: string) {
  await page.goto(`/editormain/${workflowId}`);
  await page.waitForURL(`**/editormain/${workflowId}/transcription`);
  await expect(sentence(page, 1)).toBeVisible();
}

async function publisherPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInQuickly(page, DEMO.publisher);
  return page;
}

test('an author corrects a word and saves; the viewer’s player shows the corrected subtitle', async ({ page, browser }) => {
  const { published } = ids();
  await signInQuickly(page, DEMO.publisher);
  await openEditor(page, published);
  await expect(page.getByRole('heading', { name: TRANSCRIPTION_E2E.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Transcription' })).toHaveAttribute('aria-current', 'page');
  await expect(sentence(page, 1)).toHaveValue(TRANSCRIPTION_E2E.sentences[0].sentence);
  await expectAccessible(page);

  // Play from a sentence: the step holding it plays from the sentence's start (4.5 s of the source).
  await page.getByRole('button', { name: 'Play from sentence 2' }).click();
  await expect.poll(() => page.locator('video').first().evaluate((v: HTMLVideoElement) => (v.paused ? -1 : v.currentTime)), { timeout: 20_000 }).toBeGreaterThan(0);
  await page.locator('video').first().evaluate((v: HTMLVideoElement) => v.pause());

  // A time that breaks the m:ss.hh rule is refused where it was typed.
  const start = page.getByRole('textbox', { name: 'Start of sentence 2' });
  await start.fill('0:75.00');
  await start.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Write times as minutes:seconds.hundredths' })).toBeVisible();
  await start.press('Escape');
  await expect(start).toHaveValue('0:04.50');

  await sentence(page, 1).fill('Open the coolant tank cap.');
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  // The upload/paste dialog passes axe too.
  await page.getByRole('button', { name: 'Upload or paste' }).click();
  await expect(page.getByRole('dialog', { name: 'Replace the transcript' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancel' }).click();

  const viewer = await (await browser.newContext()).newPage();
  await signInQuickly(viewer, DEMO.viewer);
  await viewer.goto(`/playermain/${published}`);
  await expect(viewer.getByTestId('subtitle-cue')).toHaveText('Open the coolant tank cap.', { timeout: 20_000 });
  await viewer.context().close();
});

test('a save based on an older version gets the conflict dialog; the local text can be downloaded, then reloaded', async ({ browser }) => {
  const { conflict } = ids();
  const first = await publisherPage(browser);
  const second = await publisherPage(browser);
  await openEditor(first, conflict);
  await openEditor(second, conflict);

  await first.getByRole('textbox', { name: 'Sentence 1', exact: true }).fill('Open the lid first.');
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(first.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await sentence(second, 2).fill('Pour slowly until the mark.');
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = second.getByRole('dialog', { name: 'This was changed by someone else' });
  await expect(dialog).toBeVisible();
  await expectAccessible(second);
  const [download] = await Promise.all([second.waitForEvent('download'), dialog.getByRole('button', { name: 'Download my version' }).click()]);
  expect(download.suggestedFilename()).toBe('transcript-en-us.vtt');
  const text = readFileSync(await download.path(), 'utf8');
  expect(text).toContain('Pour slowly until the mark.');
  expect(text).toContain('00:00:04.500 --> 00:00:07.500');

  await dialog.getByRole('button', { name: 'Reload the current version' }).click();
  await expect(dialog).toBeHidden();
  await expect(sentence(second, 1)).toHaveValue('Open the lid first.');
  await expect(sentence(second, 2)).toHaveValue(TRANSCRIPTION_E2E.sentences[1].sentence);
  await first.context().close();
  await second.context().close();
});

test('unsaved text is kept in the browser and offered back after a reload', async ({ page }) => {
  const { draft } = ids();
  await signInQuickly(page, DEMO.publisher);
  await openEditor(page, draft);
  await sentence(page, 2).fill('Pour until the red mark is reached.');
  // The draft is written shortly after typing; leaving asks first (accepted here).
  await page.waitForTimeout(800);
  page.on('dialog', (d) => void d.accept());
  await page.reload();
  await expect(page.getByText(/were kept in this browser/)).toBeVisible();
  await expect(sentence(page, 2)).toHaveValue(TRANSCRIPTION_E2E.sentences[1].sentence);
  await page.getByRole('button', { name: 'Restore them' }).click();
  await expect(sentence(page, 2)).toHaveValue('Pour until the red mark is reached.');
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
});

test('a viewer gets the 403 page; an unknown workflow the 404 page', async ({ page }) => {
  const { published } = ids();
  await signInQuickly(page, DEMO.viewer);
  const res = await page.goto(`/editormain/${published}/transcription`);
  expect(res?.status()).toBe(403);
  await signInQuickly(page, DEMO.publisher);
  const missing = await page.goto('/editormain/00000000-0000-4000-8000-000000000000/transcription');
  expect(missing?.status()).toBe(404);
});
