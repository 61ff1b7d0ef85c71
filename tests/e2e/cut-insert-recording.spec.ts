import { expect, test, type Page } from '@playwright/test';
import baseConfig from '../../playwright.config';
import { CUT_RECORDING_E2E } from './cut-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * The cut editor's screen-recording insert (issue 18): an author records the screen (Chromium's
 * fake capture devices answer getDisplayMedia and the microphone without a prompt), inserts the
 * recording before step 2, trims and turns the inserted clip alone, applies, and the render adds a
 * step of the trimmed length. Rows: tests/e2e/cut-seed.ts (steps 0–6, 6–14, 14–20 s).
 */
test.use({
  launchOptions: {
    ...baseConfig.use?.launchOptions,
    args: [...(baseConfig.use?.launchOptions?.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

async function workflowId(page: Page) {
  const { items } = (await (await page.request.get('/api/v1/workflows?ownedBy=me&size=100')).json()) as { items: { id: string; title: string }[] };
  const found = items.find((w) => w.title === CUT_RECORDING_E2E.title);
  expect(found).toBeTruthy();
  return found!.id;
}

type Segment = { type: string; start: number; end: number; insertIndex?: number; clipId?: string };
type Session = { steps: { id: string; start: number; end: number; title: string }[]; segments: Segment[] };
const session = async (page: Page, id: string) => ((await (await page.request.get(`/api/v1/workflows/${id}/editor-session`)).json()) as { item: Session }).item;

test('an author inserts a screen recording, trims and turns it alone, applies, and it is a new step of the trimmed length', async ({ page }) => {
  test.setTimeout(300_000);
  await signInQuickly(page, DEMO.publisher);
  const id = await workflowId(page);
  const before = await session(page, id);

  await page.goto(`/editor/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cut the video' })).toBeVisible();
  await page.getByRole('button', { name: 'Insert clip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert a clip' });
  await dialog.getByLabel('Position').selectOption({ label: `Before step 2: ${before.steps[1].title}` });
  await dialog.getByRole('radio', { name: 'Screen recording' }).check();
  await dialog.getByRole('button', { name: 'Start recording' }).click();
  await expect(dialog.getByRole('timer')).toContainText('Recording 0:0');
  await page.waitForTimeout(3500);
  await dialog.getByRole('button', { name: 'Stop recording' }).click();
  const preview = dialog.getByLabel('Preview of the recording');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Upload and insert' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });

  const inserted = page.getByRole('list', { name: 'Inserted clips' }).getByRole('button');
  await expect(inserted).toHaveCount(1);
  await expect(inserted.first()).toHaveAccessibleName(/Inserted clip 1, before step 2/);
  await inserted.first().click();
  const trim = page.getByRole('group', { name: 'Trim the inserted clip' });
  await trim.getByLabel('Starts at (seconds)').fill('0.5');
  await trim.getByLabel('Ends at (seconds)').fill('2.5');
  await trim.getByRole('button', { name: 'Trim clip' }).click();
  await expect(inserted.first()).toHaveAccessibleName(/Inserted clip 1, before step 2, 0:02/);
  await page.getByRole('button', { name: 'Rotate clip 90°' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expectAccessible(page);

  const saved = await session(page, id);
  const insert = saved.segments.find((s) => s.type === 'insert')!;
  expect(insert).toMatchObject({ insertIndex: 1, clipId: expect.any(String) });
  expect(saved.segments.filter((s) => s.clipId === insert.clipId && s.type !== 'insert').map((s) => [s.type, s.start])).toEqual([['trim', 0], ['trim', 2.5], ['rotate', 0]]);

  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Restore previous version' })).toBeVisible({ timeout: 240_000 });
  await expect(inserted).toHaveCount(0);
  const after = await session(page, id);
  expect(after.steps).toHaveLength(before.steps.length + 1);
  expect(after.steps[0].id).toBe(before.steps[0].id);
  expect(after.steps[2].id).toBe(before.steps[1].id);
  expect(after.steps[1].title).toMatch(/^screen-recording-/);
  expect(Math.abs(after.steps[1].end - after.steps[1].start - 2)).toBeLessThanOrEqual(1 / 25 + 0.01);
});
