import { expect, test, type Page } from '@playwright/test';
import { VOICE_OVER_E2E } from './voice-over-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * The voice-over (issue 18): an author adds a block on the first step's timeline, writes its
 * narration, generates it with espeak-ng (a job, polled by id), plays it, and finds it saved
 * after a reload. Rows: tests/e2e/voice-over-seed.ts.
 */
async function workflowId(page: Page) {
  const { items } = (await (await page.request.get('/api/v1/workflows?ownedBy=me&size=100')).json()) as { items: { id: string; title: string }[] };
  const found = items.find((w) => w.title === VOICE_OVER_E2E.title);
  expect(found).toBeTruthy();
  return found!.id;
}

test('an author generates a voice-over block and plays it', async ({ page }) => {
  test.setTimeout(120_000);
  await signInQuickly(page, DEMO.publisher);
  const id = await workflowId(page);
  await page.goto(`/editor/${id}/voice-over`);
  await expect(page.getByRole('heading', { level: 2, name: 'Voice-over' })).toBeVisible();
  await expect(page.getByText('Select a block on a timeline to edit it.')).toBeVisible();
  await expectAccessible(page);

  const firstStep = page.getByRole('region', { name: /^Step 1:/ });
  await firstStep.getByLabel('New block at (seconds)').fill('0.5');
  await firstStep.getByRole('button', { name: 'Add block' }).click();
  const block = firstStep.getByRole('button', { name: /^0\.50–3\.50 s/ });
  await expect(block).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Unsaved changes.')).toBeVisible();

  await page.getByLabel('Narration').fill('Put on your safety glasses.');
  await expect(page.getByRole('status').filter({ hasText: 'Not generated yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Ready · Audio: \d+\.\d\d s$/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Saved.')).toBeVisible();
  await expectAccessible(page);

  // The stored speech is served, and plays in the browser.
  const { item } = (await (await page.request.get(`/api/v1/workflows/${id}/voice-over`)).json()) as { item: { sources: { speechURL: string; duration: number }[] } };
  const audio = await page.request.get(item.sources[0]!.speechURL);
  expect(audio.status()).toBe(200);
  expect(audio.headers()['content-type']).toContain('audio/wav');
  expect(item.sources[0]!.duration).toBeGreaterThan(0.5);
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^(Loading audio…|Playing)/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Playing/ })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Ready/ })).toBeVisible({ timeout: 15_000 });

  // Saved: after a reload the block is there with its narration, ready.
  await page.reload();
  await firstStep.getByRole('button', { name: /^0\.50–3\.50 s: Put on your safety glasses\./ }).click();
  await expect(page.getByLabel('Narration')).toHaveValue('Put on your safety glasses.');
  await expect(page.getByRole('status').filter({ hasText: /^Ready/ })).toBeVisible();
});
