import { expect, test, type Page } from '@playwright/test';
import { makeClip } from '../helpers/media-fixtures';
import { CUT_INSERT_E2E } from './cut-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * The cut editor's insert, rotate and undo/redo by keyboard (issue 18): an author uploads a clip
 * into the workflow before its second step, undoes and redoes it with the keyboard (Ctrl+Z,
 * Ctrl+Y, Shift+Ctrl+Z) and the labelled buttons, applies, and the render adds a step of the
 * clip's length. Rows: tests/e2e/cut-seed.ts (steps 0–6, 6–14, 14–20 s).
 */
async function workflowId(page: Page) {
  const { items } = (await (await page.request.get('/api/v1/workflows?ownedBy=me&size=100')).json()) as { items: { id: string; title: string }[] };
  const found = items.find((w) => w.title === CUT_INSERT_E2E.title);
  expect(found).toBeTruthy();
  return found!.id;
}

type Session = { steps: { id: string; start: number; end: number; title: string }[]; segments: { type: string; insertIndex?: number }[] };
const session = async (page: Page, id: string) => ((await (await page.request.get(`/api/v1/workflows/${id}/editor-session`)).json()) as { item: Session }).item;

test('an author inserts a clip from a file, undoes and redoes by keyboard, applies, and the clip is a new step', async ({ page }) => {
  test.setTimeout(240_000);
  const clip = await makeClip({ seconds: 3, width: 320, height: 240, audio: 'none' });
  await signInQuickly(page, DEMO.publisher);
  const id = await workflowId(page);
  const before = await session(page, id);

  await page.goto(`/editor/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cut the video' })).toBeVisible();
  const undoButton = page.getByRole('button', { name: 'Undo', exact: true });
  const redoButton = page.getByRole('button', { name: 'Redo', exact: true });
  await expect(undoButton).toBeDisabled();
  await expect(redoButton).toBeDisabled();

  await page.getByRole('button', { name: 'Insert clip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert a clip' });
  await dialog.getByLabel('Position').selectOption({ label: `Before step 2: ${before.steps[1].title}` });
  await dialog.getByLabel('Video file to insert').setInputFiles(clip);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Upload and insert' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  const inserted = page.getByRole('list', { name: 'Inserted clips' }).getByRole('button');
  await expect(inserted).toHaveCount(1);
  await expect(inserted.first()).toHaveAccessibleName(/Inserted clip 1, before step 2/);
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expectAccessible(page);

  await page.keyboard.press('Control+z');
  await expect(inserted).toHaveCount(0);
  await expect(redoButton).toBeEnabled();
  await page.keyboard.press('Control+y');
  await expect(inserted).toHaveCount(1);
  await page.getByRole('button', { name: 'Rotate video 90°' }).click();
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(inserted).toHaveCount(0);
  await page.keyboard.press('Shift+Control+z');
  await expect(inserted).toHaveCount(1);
  await expect(page.getByText('All changes saved')).toBeVisible();
  const saved = await session(page, id);
  expect(saved.segments).toEqual([expect.objectContaining({ type: 'insert', insertIndex: 1 })]);

  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Restore previous version' })).toBeVisible({ timeout: 180_000 });
  await expect(inserted).toHaveCount(0);
  await expectAccessible(page);
  const after = await session(page, id);
  expect(after.steps).toHaveLength(before.steps.length + 1);
  expect(after.steps[0].id).toBe(before.steps[0].id);
  expect(after.steps[2].id).toBe(before.steps[1].id);
  expect(Math.abs(after.steps[1].end - after.steps[1].start - 3)).toBeLessThanOrEqual(1 / 25 + 0.01);
});
