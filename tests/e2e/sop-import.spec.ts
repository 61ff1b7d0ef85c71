import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { SOP_E2E as S } from './sop-seed';
import { expectAccessible, expectShell, signInQuickly } from './support';

/**
 * Smart instructions from a PDF (issue 21): an author uploads a two-page PDF made here with
 * pdf-lib, watches the import prepare it, and the editor shows a step per page named by the page's
 * heading, between the introduction and the conclusion. Rows: tests/e2e/sop-seed.ts.
 */
const PAGES = [
  { title: 'Lock out the press', body: ['Switch the main isolator off and fit your personal padlock.', 'Try the start button to prove the press is dead.'] },
  { title: 'Change the die', body: ['Undo the four clamps and slide the die out on the rollers.', 'Set the new die against the back stops and clamp it.'] },
];

async function twoPagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const [bold, regular] = await Promise.all([doc.embedFont(StandardFonts.HelveticaBold), doc.embedFont(StandardFonts.Helvetica)]);
  for (const p of PAGES) {
    const page = doc.addPage([595, 842]);
    page.drawText(p.title, { x: 60, y: 760, size: 24, font: bold });
    p.body.forEach((line, i) => page.drawText(line, { x: 60, y: 720 - i * 18, size: 12, font: regular }));
  }
  return Buffer.from(await doc.save());
}

test('an author creates a smart instruction from a two-page PDF and edits its steps named by the page titles', async ({ page }) => {
  test.setTimeout(180_000);
  await signInQuickly(page, S.author, { clientKey: S.clientKey });
  await page.goto('/owned-by-me/mm-sop');
  await expectShell(page);

  await page.getByRole('banner').getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'Smart instruction' }).click();
  const create = page.getByRole('dialog', { name: 'Create a smart instruction' });
  await create.getByRole('radio', { name: /From a PDF/ }).check();
  await create.getByLabel('PDF file').setInputFiles({ name: 'die-change.pdf', mimeType: 'application/pdf', buffer: await twoPagePdf() });
  await expect(create.getByText('die-change.pdf is uploaded.')).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page);
  await create.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/smart-instruction\/[0-9a-f-]{36}$/);

  // Processing, then the editor once the import job has filled the blocks (the page polls by itself).
  const blocks = page.getByRole('list', { name: 'Blocks' });
  await expect(blocks).toBeVisible({ timeout: 90_000 });
  await expect(blocks.getByRole('heading', { level: 2 })).toHaveText([/^Introduction/, /^Step/, /^Step/, /^Conclusion/]);
  const steps = blocks.getByRole('listitem', { name: /^Step block/ });
  await expect(steps.nth(0).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(PAGES[0]!.title);
  await expect(steps.nth(1).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(PAGES[1]!.title);
  await expect(steps.nth(0).getByRole('textbox', { name: 'Description' })).toHaveValue(/Switch the main isolator off/);
  await expect(steps.nth(1).getByRole('textbox', { name: 'Description' })).toHaveValue(/Undo the four clamps/);
  await expectAccessible(page);
});
