import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { annotationsEditorIds } from './annotations-editor-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * The annotations editor (issue 18): an author draws every element type on the Konva canvas over
 * the step's video, saves, and the player shows each drawing only within its time range.
 */
const LABEL = 'Close the valve';

function makePng(): Buffer {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'openhow-e2e-annot-')), 'badge.png');
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=200x120:d=1', '-frames:v', '1', file]);
  return readFileSync(file);
}

const tool = (page: Page, name: string) => page.getByRole('toolbar', { name: 'Drawing tools' }).getByRole('button', { name, exact: true });

/** Drags on the stage from (x1, y1) to (x2, y2), in fractions of its size. */
async function drag(page: Page, [x1, y1]: [number, number], [x2, y2]: [number, number], steps = 8) {
  const box = (await page.getByTestId('annotation-stage').locator('canvas').first().boundingBox())!;
  await page.mouse.move(box.x + box.width * x1, box.y + box.height * y1);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * x2, box.y + box.height * y2, { steps });
  await page.mouse.up();
}

const elements = (page: Page) => page.getByRole('complementary', { name: 'Elements of this step' }).getByRole('listitem');

test('an author draws each element type, saves, and the player shows them at the right time', async ({ page }) => {
  const { workflowId, steps } = annotationsEditorIds();
  await signInQuickly(page, DEMO.publisher);
  await page.goto(`/editor/${workflowId}/annotations`);
  await expect(page.getByTestId('annotation-stage').locator('canvas').first()).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
  await expect(tool(page, 'Select')).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  // Pen, arrow, shape (a dashed triangle), blur and zoom by dragging; each returns to Select.
  await tool(page, 'Pen').click();
  await expect(tool(page, 'Pen')).toHaveAttribute('aria-pressed', 'true');
  await drag(page, [0.1, 0.1], [0.25, 0.2]);
  await tool(page, 'Arrow').click();
  // Shorter than 20 px: refused with a message, nothing added.
  await drag(page, [0.5, 0.5], [0.505, 0.505], 2);
  await expect(page.getByText('Too short: drag at least 20 pixels.')).toBeVisible();
  await drag(page, [0.3, 0.6], [0.5, 0.4]);
  await tool(page, 'Shape').click();
  await page.getByRole('combobox', { name: 'Shape', exact: true }).selectOption('triangle');
  await page.getByRole('combobox', { name: 'Outline', exact: true }).selectOption('dashed');
  await drag(page, [0.6, 0.1], [0.8, 0.35]);
  await tool(page, 'Blur').click();
  await page.getByRole('combobox', { name: 'Shape', exact: true }).selectOption('rectangle');
  await drag(page, [0.6, 0.6], [0.75, 0.85]);
  await tool(page, 'Zoom').click();
  await drag(page, [0.05, 0.5], [0.45, 0.95]);
  await expect(elements(page)).toHaveCount(5);

  // Text: a click places it, the panel writes it (red Noto Serif by default).
  await tool(page, 'Text').click();
  await drag(page, [0.1, 0.4], [0.1, 0.4], 1);
  await page.getByLabel('Text', { exact: true }).fill(LABEL);
  // Image: uploaded through the annotation image route, scaled down to fit.
  await page.getByTestId('annotation-image-input').setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: makePng() });
  await expect(elements(page)).toHaveCount(7);
  await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');

  // Undo and redo by keyboard (focus off the text field first).
  await page.getByRole('heading', { name: 'Elements', exact: true }).click();
  await page.keyboard.press('Control+z');
  await expect(elements(page)).toHaveCount(6);
  await page.keyboard.press('Control+Shift+z');
  await expect(elements(page)).toHaveCount(7);

  // The zoom region runs from 1 s to 2 s only.
  await elements(page).filter({ hasText: 'Zoom' }).getByRole('button').click();
  await page.getByLabel('Start (s)').fill('1');
  await page.getByLabel('End (s)').fill('2');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
  const saved = await (await page.request.post('/api/v1/annotations/get-by-steps', { data: { stepIds: [steps[0].id] }, headers: { origin: new URL(page.url()).origin } })).json();
  const types = saved.items.flatMap((a: { elements: Array<{ type: string }> }) => a.elements.map((e) => e.type)).sort();
  expect(types).toEqual(['arrow', 'blur', 'i-text', 'image', 'path', 'shape', 'zoom']);

  // The player: everything drawn shows from 0 s to 3 s, the zoom from 1 s to 2 s.
  await page.goto(`/playermain/${workflowId}/${steps[0].id}`);
  const video = page.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  const at = async (seconds: number) => {
    await video.evaluate((v: HTMLVideoElement, t: number) => {
      v.pause();
      v.currentTime = t;
    }, seconds);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => (v.seeking ? -1 : v.currentTime))).toBeCloseTo(seconds, 1);
  };
  const overlay = page.getByTestId('annotation-overlay');
  await at(1.5);
  await expect(overlay.locator('text', { hasText: LABEL })).toBeVisible();
  await expect(overlay.locator('line')).toHaveCount(1);
  await expect(overlay.locator('path[stroke]')).toHaveCount(1);
  await expect(overlay.locator('image')).toHaveCount(1);
  await expect(overlay.locator('polygon[stroke-dasharray]')).toHaveCount(1);
  await expect(overlay.locator('rect[fill="#ffffff50"]')).toHaveCount(1);
  await expect(video).toHaveAttribute('data-zoomed', 'true');
  await at(2.5);
  await expect(video).toHaveAttribute('data-zoomed', 'false');
  await expect(overlay.locator('line')).toHaveCount(1);
  await at(3.5);
  await expect(overlay).toHaveCount(0);
});

/** The Konva stage's layers, bottom to top, as the ids (or names) of their children. */
const layerIds = (page: Page) =>
  page.evaluate(() => {
    type Node = { id(): string; name(): string; getChildren(): Node[] };
    const stage = (window as unknown as { Konva: { stages: Array<{ getLayers(): Node[] }> } }).Konva.stages[0]!;
    return stage.getLayers().map((layer) => layer.getChildren().map((n) => n.id() || n.name()));
  });

test('dragging an element moves it on its own layer and puts it back in the same z-order on drop', async ({ page }) => {
  const { workflowId } = annotationsEditorIds();
  await signInQuickly(page, DEMO.publisher);
  await page.goto(`/editor/${workflowId}/annotations`);
  await expect(page.getByTestId('annotation-stage').locator('canvas').first()).toBeVisible();
  // Two rectangles, the second over the first's lower right corner.
  await tool(page, 'Shape').click();
  await drag(page, [0.2, 0.2], [0.4, 0.4]);
  await tool(page, 'Shape').click();
  await drag(page, [0.3, 0.3], [0.5, 0.5]);
  const [main, dragLayer, above] = await layerIds(page);
  expect(dragLayer).toEqual([]);
  expect(above).toEqual([]);
  const [first, second] = main!.slice(-2);

  // Press on the first rectangle's left edge (canvas 192, 135) and drag: during the drag it is alone
  // on the drag layer, the rectangle over it on the layer above, the Transformer on the top layer.
  const box = (await page.getByTestId('annotation-stage').locator('canvas').first().boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.25);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.3, { steps: 4 });
  const during = await layerIds(page);
  expect(during[0]).toEqual(main!.slice(0, -2));
  expect(during[1]).toEqual([first]);
  expect(during[2]).toEqual([second]);
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.35, { steps: 4 });
  await page.mouse.up();

  // Dropped: back in the main layer in the same order, moved by the drag (−96, +54 canvas pixels).
  await expect.poll(async () => (await layerIds(page)).slice(0, 3)).toEqual([main, [], []]);
  const moved = await page.evaluate((id) => {
    type Node = { id(): string; x(): number; y(): number };
    const stage = (window as unknown as { Konva: { stages: Array<{ findOne(match: (n: Node) => boolean): Node }> } }).Konva.stages[0]!;
    const node = stage.findOne((n) => n.id() === id);
    return { x: node.x(), y: node.y() };
  }, first);
  expect(moved.x).toBeCloseTo(96, -1);
  expect(moved.y).toBeCloseTo(162, -1);
  await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');
});
