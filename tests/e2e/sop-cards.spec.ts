import { expect, test, type Locator, type Page } from '@playwright/test';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { SOP_CARDS_E2E as S } from './sop-cards-seed';
import { expectAccessible, expectShell, signInQuickly } from './support';

/**
 * Smart instruction cards and the editor's safety nets (issue 21): the card tools an author uses
 * from "Owned by me" — like, duplicate (only where allowed), move, unpublish, delete, each asking
 * first — the version history's restore, two pages saving the same document, and a PDF import
 * that fails, is retried, then succeeds from another file. Rows: tests/e2e/sop-cards-seed.ts.
 */

const card = (page: Page, title: string) => page.getByTestId('sop-card').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function openOwned(page: Page) {
  await signInQuickly(page, S.author, { clientKey: S.clientKey });
  await page.goto('/owned-by-me/mm-sop');
  await expectShell(page);
  await expect(card(page, S.guard).first()).toBeVisible();
}

async function cardMenu(page: Page, title: string): Promise<Locator> {
  await card(page, title).getByRole('button', { name: `Actions for ${title}` }).click();
  return page.getByRole('menu');
}

/** The caller's favourites as the API counts them. */
async function favouriteCount(page: Page): Promise<number> {
  const list = await (await page.request.get('/api/v1/multimodal-sop?size=1')).json();
  const userId = list.items[0].author.uid as string;
  return (await (await page.request.get(`/api/v1/user-likes/${userId}/multimodal-sops`)).json()).total;
}

test('an author likes, duplicates, moves, unpublishes and deletes smart instructions from their cards', async ({ page }) => {
  test.setTimeout(120_000);
  await openOwned(page);

  // Like and unlike: the star is a toggle, the favourites count follows, and it survives a reload.
  const like = card(page, S.guard).getByRole('button', { name: `Like ${S.guard}` });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  expect(await favouriteCount(page)).toBe(0);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => favouriteCount(page)).toBe(1);
  await page.reload();
  await expect(card(page, S.guard).getByRole('button', { name: `Like ${S.guard}` })).toHaveAttribute('aria-pressed', 'true');
  await card(page, S.guard).getByRole('button', { name: `Like ${S.guard}` }).click();
  await expect(card(page, S.guard).getByRole('button', { name: `Like ${S.guard}` })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => favouriteCount(page)).toBe(0);

  // Duplicate only where the smart instruction allows it.
  let menu = await cardMenu(page, S.locked);
  await expect(menu.getByRole('menuitem', { name: 'Unpublish' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Duplicate' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  menu = await cardMenu(page, S.guard);
  await menu.getByRole('menuitem', { name: 'Duplicate' }).click();
  const duplicate = dialog(page, `Duplicate “${S.guard}”`);
  await expect(duplicate.getByRole('checkbox', { name: S.press })).toBeChecked();
  await expectAccessible(page);
  await duplicate.getByRole('checkbox', { name: S.press }).uncheck();
  await expect(duplicate.getByRole('button', { name: 'Duplicate' })).toBeDisabled();
  await duplicate.getByRole('checkbox', { name: S.paint }).check();
  await duplicate.getByRole('button', { name: 'Duplicate' }).click();
  await expect(duplicate).toHaveCount(0);
  await expect(page.getByText(`“${S.guard}” was duplicated.`)).toBeVisible();
  // The copy is an unpublished draft in the other workspace; the original stays published.
  await expect(card(page, S.guard)).toHaveCount(2);
  await expect(card(page, S.guard).filter({ hasText: S.paint })).toContainText('Unpublished');
  await expect(card(page, S.guard).filter({ hasText: S.press })).toContainText('Published');

  // Move to the other workspace.
  await (await cardMenu(page, S.torque)).getByRole('menuitem', { name: 'Move' }).click();
  const move = dialog(page, `Move “${S.torque}”`);
  await expect(move.getByRole('radio', { name: S.press })).toHaveCount(0);
  await expectAccessible(page);
  await move.getByRole('radio', { name: S.paint }).check();
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText(`“${S.torque}” was moved.`)).toBeVisible();
  await expect(card(page, S.torque)).toContainText(S.paint);

  // Unpublish asks first; Cancel changes nothing.
  const original = card(page, S.guard).filter({ hasText: S.press });
  await original.getByRole('button', { name: `Actions for ${S.guard}` }).click();
  await page.getByRole('menuitem', { name: 'Unpublish' }).click();
  const unpublish = dialog(page, 'Unpublish this smart instruction?');
  await expect(unpublish).toContainText(`“${S.guard}” will no longer be visible to viewers`);
  await expect(unpublish.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await unpublish.getByRole('button', { name: 'Cancel' }).click();
  await expect(original).toContainText('Published');
  await original.getByRole('button', { name: `Actions for ${S.guard}` }).click();
  await page.getByRole('menuitem', { name: 'Unpublish' }).click();
  await unpublish.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText(`“${S.guard}” was unpublished.`)).toBeVisible();
  await expect(card(page, S.guard).filter({ hasText: /Published/ })).toHaveCount(0);
  // Sharing is for published smart instructions only.
  await original.getByRole('button', { name: `Actions for ${S.guard}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Share' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Delete asks first, then the card is gone for good.
  await (await cardMenu(page, S.old)).getByRole('menuitem', { name: 'Delete' }).click();
  const remove = dialog(page, 'Delete this smart instruction?');
  await expect(remove).toContainText(`“${S.old}” and its execution records will be deleted. This cannot be undone.`);
  await expectAccessible(page);
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, S.old)).toBeVisible();
  await (await cardMenu(page, S.old)).getByRole('menuitem', { name: 'Delete' }).click();
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“${S.old}” was deleted.`)).toBeVisible();
  await expect(card(page, S.old)).toHaveCount(0);
  await page.reload();
  await expect(card(page, S.torque)).toBeVisible();
  await expect(card(page, S.old)).toHaveCount(0);
  await expectAccessible(page);
});

const stepTitle = (page: Page) => page.getByRole('list', { name: 'Blocks' }).getByRole('listitem', { name: /^Step block/ }).getByRole('textbox', { name: 'Title', exact: true });

async function openEditor(page: Page, title: string) {
  await page.goto('/owned-by-me/mm-sop');
  await card(page, title).getByRole('link', { name: title }).click();
  await page.waitForURL(/\/smart-instruction\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('the version history restores an earlier version as a new one', async ({ page }) => {
  await signInQuickly(page, S.author, { clientKey: S.clientKey });
  await openEditor(page, S.versioned);
  await expect(stepTitle(page)).toHaveValue(S.secondStep);

  await page.getByRole('button', { name: 'Version history' }).click();
  const history = dialog(page, 'Version history');
  await expect(history.getByRole('listitem')).toHaveText([/^Version 2 · .* · Cara Cards/, /^Version 1 · .* · Cara Cards/]);
  await expectAccessible(page);
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(history).toHaveCount(0);
  await expect(stepTitle(page)).toHaveValue(S.firstStep);

  // The restore is version 3; history is never rewritten.
  await page.getByRole('button', { name: 'Version history' }).click();
  await expect(history.getByRole('listitem')).toHaveText([/^Version 3 /, /^Version 2 /, /^Version 1 /]);
  await history.getByRole('button', { name: 'Close' }).first().click();
  await page.reload();
  await expect(stepTitle(page)).toHaveValue(S.firstStep);
});

test('of two pages editing one smart instruction, the second save is refused with the conflict message and keeps its edits', async ({ page, context }) => {
  await signInQuickly(page, S.author, { clientKey: S.clientKey });
  await openEditor(page, S.shared);
  const url = page.url();
  const other = await context.newPage();
  await other.goto(url);
  await expect(stepTitle(other)).toHaveValue('Check the guard twice');

  await page.getByRole('textbox', { name: 'Description' }).first().fill('Wear gloves.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  await stepTitle(other).fill('Check the guard three times');
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByRole('alert').filter({ hasText: 'Someone else saved this smart instruction meanwhile.' })).toBeVisible();
  // Nothing typed is lost, and nothing was overwritten.
  await expect(stepTitle(other)).toHaveValue('Check the guard three times');
  await expect(other.getByText(/· Unsaved changes$/)).toBeVisible();
  await expectAccessible(other);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Description' }).first()).toHaveValue('Wear gloves.');
  await expect(stepTitle(page)).toHaveValue('Check the guard twice');

  // Reload takes the saved version.
  await other.getByRole('button', { name: 'Reload' }).click();
  await expect(stepTitle(other)).toHaveValue('Check the guard twice');
  await expect(other.getByRole('textbox', { name: 'Description' }).first()).toHaveValue('Wear gloves.');
  await other.close();
});

/** A PDF whose only page has a damaged content stream: it uploads (its structure reads), but nothing can be imported from it. */
async function brokenPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const damaged = doc.context.stream(Buffer.from('\x00\x01not-deflate\xff\xfe'.repeat(20), 'latin1'), { Filter: 'FlateDecode' });
  page.node.set(PDFName.of('Contents'), doc.context.register(damaged));
  return Buffer.from(await doc.save());
}

async function goodPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  page.drawText('Bleed the hydraulics', { x: 60, y: 760, size: 24, font: bold });
  return Buffer.from(await doc.save());
}

test('a PDF import that fails says why, is retried, and then succeeds from another PDF', async ({ page }) => {
  test.setTimeout(180_000);
  await openOwned(page);
  await page.getByRole('banner').getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'Smart instruction' }).click();
  const create = dialog(page, 'Create a smart instruction');
  await create.getByRole('radio', { name: /From a PDF/ }).check();
  await create.getByLabel('PDF file').setInputFiles({ name: 'damaged.pdf', mimeType: 'application/pdf', buffer: await brokenPdf() });
  await expect(create.getByText('damaged.pdf is uploaded.')).toBeVisible({ timeout: 60_000 });
  await create.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/smart-instruction\/[0-9a-f-]{36}$/);

  const failure = page.getByRole('alert').filter({ hasText: 'The smart instruction could not be prepared.' });
  await expect(failure).toContainText('This PDF has no text or pictures to import.', { timeout: 90_000 });
  await expectAccessible(page);
  // The same file fails the same way again, after being prepared anew (until then the failure still shows, and its file field is replaced).
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Reading the PDF and turning its pages into steps.')).toBeVisible();
  await expect(failure).toContainText('This PDF has no text or pictures to import.', { timeout: 90_000 });

  await page.getByLabel('Import another PDF instead').setInputFiles({ name: 'hydraulics.pdf', mimeType: 'application/pdf', buffer: await goodPdf() });
  const blocks = page.getByRole('list', { name: 'Blocks' });
  await expect(blocks).toBeVisible({ timeout: 90_000 });
  await expect(blocks.getByRole('heading', { level: 2 })).toHaveText([/^Introduction/, /^Step/, /^Conclusion/]);
  await expect(stepTitle(page)).toHaveValue('Bleed the hydraulics');
  await expectAccessible(page);
});
