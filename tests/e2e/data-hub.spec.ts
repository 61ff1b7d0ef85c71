import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DATA_HUB_E2E as D } from './data-hub-seed';
import { expectAccessible, signInQuickly } from './support';

/**
 * The data hub (issue 19): a publisher uploads a small PDF into a workspace, sees it indexed,
 * asks /maven a question the document answers (extractive, no model), whose citation opens the
 * document at its page, then deletes it and the assistant no longer cites it. Rows: tests/e2e/data-hub-seed.ts.
 */
async function pdf(pages: readonly string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) doc.addPage([500, 300]).drawText(text, { x: 30, y: 250, size: 11, font, maxWidth: 440, lineHeight: 14 });
  return Buffer.from(await doc.save());
}

test('uploads a PDF, sees it ready, gets a document citation on /maven that opens its page, deletes it', async ({ page }) => {
  // Upload, indexing and two assistant answers: more than the default minute on a loaded machine.
  test.setTimeout(180_000);
  await signInQuickly(page, D.publisher, { clientKey: D.clientKey });
  await page.goto('/home/overview');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Data hub' }).click();
  await expect(page).toHaveURL(/\/data-hub$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Data hub' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Workspace' })).toHaveValue(/[0-9a-f-]{36}/);
  await expect(page.getByText('No documents in this workspace yet.')).toBeVisible();
  await expectAccessible(page);

  // A file of another type is refused before a byte is sent.
  await page.getByLabel('or choose a file').setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a PDF, DOCX, TXT or MD file.' })).toBeVisible();

  await page.getByLabel('or choose a file').setInputFiles({ name: D.fileName, mimeType: 'application/pdf', buffer: await pdf(D.pages) });
  const row = page.getByTestId('data-hub-document').filter({ hasText: D.title });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByTestId('data-hub-status')).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await expect(row).toContainText('2 pages');
  await expect(page.getByRole('heading', { name: '1 document' })).toBeVisible();
  await expectAccessible(page);

  // The assistant answers from the document and cites its page.
  await page.goto('/maven');
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill(D.question);
  await input.press('Enter');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText('every forty hours', { timeout: 20_000 });
  const marker = log.getByRole('button', { name: `Source 1: ${D.title}, page 2` });
  await expect(marker).toBeVisible();
  await expectAccessible(page);
  const opened = page.context().waitForEvent('request', (r) => r.url().includes('/api/v1/data-hub/documents/'));
  await marker.click();
  const fileUrl = (await opened).url();
  expect(fileUrl).toMatch(/\/api\/v1\/data-hub\/documents\/[0-9a-f-]{36}\/file\?page=2$/);
  const redirect = await page.request.get(fileUrl, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toMatch(/#page=2$/);
  const file = await page.request.get(fileUrl);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Deleting asks first; then the document and its knowledge are gone.
  await page.goto('/data-hub');
  await row.getByRole('button', { name: `Delete ${D.title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this document?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No documents in this workspace yet.')).toBeVisible();
  expect((await page.request.get(fileUrl, { maxRedirects: 0 })).status()).toBe(404);
  await page.goto('/maven');
  await input.fill(D.question);
  await input.press('Enter');
  await expect(log).toContainText('Nothing you have access to answers this question yet.', { timeout: 20_000 });
  await expect(log.getByRole('button', { name: `Source 1: ${D.title}, page 2` })).toHaveCount(0);
});
