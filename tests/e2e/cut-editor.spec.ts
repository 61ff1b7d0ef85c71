import { expect, test, type Page } from '@playwright/test';
import { CUT_E2E } from './cut-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * The advanced editor's cutting (issue 18): an author deletes two words in the transcript, undoes
 * and redoes by keyboard, applies; the render's progress shows and the step is shorter by the
 * words' span. Rows: tests/e2e/cut-seed.ts (steps 0–6, 6–14, 14–20 s; words spread evenly).
 */
async function workflowId(page: Page) {
  const { items } = (await (await page.request.get('/api/v1/workflows?ownedBy=me&size=100')).json()) as { items: { id: string; title: string }[] };
  const found = items.find((w) => w.title === CUT_E2E.title);
  expect(found).toBeTruthy();
  return found!.id;
}

type Session = { steps: { start: number; end: number }[]; sentences: { sentence: string; words: { word: string; startTime: number; endTime: number }[] }[] };
const session = async (page: Page, id: string) => ((await (await page.request.get(`/api/v1/workflows/${id}/editor-session`)).json()) as { item: Session }).item;

test('an author deletes words, undoes and redoes by keyboard, applies, and the step is shorter by their span', async ({ page }) => {
  test.setTimeout(180_000);
  await signInQuickly(page, DEMO.publisher);
  const id = await workflowId(page);
  const before = await session(page, id);
  const [the, collet] = before.sentences[1].words.slice(1, 3);
  const span = collet.endTime - the.startTime;

  await page.goto(`/editor/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cut the video' })).toBeVisible();
  const transcript = page.getByRole('region', { name: 'Transcript' });
  const sentence = transcript.locator('p').nth(1);
  await sentence.getByRole('button', { name: 'the', exact: true }).first().click();
  await sentence.getByRole('button', { name: 'collet', exact: true }).click({ modifiers: ['Shift'] });
  await expect(sentence.getByRole('button', { name: 'collet', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await transcript.getByRole('button', { name: 'Delete 2 words' }).click();
  const struck = sentence.getByRole('button', { name: 'Restore the word “collet”' });
  await expect(struck).toBeVisible();
  await expect(page.getByRole('list', { name: 'Clips' }).getByRole('button')).toHaveCount(3);
  await expectAccessible(page);

  await page.keyboard.press('Control+z');
  await expect(struck).toBeHidden();
  await expect(sentence.getByRole('button', { name: 'collet', exact: true })).toBeVisible();
  await page.keyboard.press('Shift+Control+z');
  await expect(struck).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();

  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Restore previous version' })).toBeVisible({ timeout: 120_000 });
  await expect(sentence.getByText('collet')).toHaveCount(0);
  await expectAccessible(page);

  const after = await session(page, id);
  const length = (s: { start: number; end: number }) => s.end - s.start;
  expect(Math.abs(length(before.steps[1]) - length(after.steps[1]) - span)).toBeLessThanOrEqual(1 / 30 + 0.01);
  expect(after.sentences[1].sentence).not.toContain('collet');
});

test('a viewer cannot open the cut editor', async ({ page }) => {
  await signInQuickly(page, DEMO.publisher);
  const id = await workflowId(page);
  await page.context().clearCookies();
  await signInQuickly(page, DEMO.viewer);
  const res = await page.goto(`/editor/${id}`);
  expect(res?.status()).toBe(403);
});
