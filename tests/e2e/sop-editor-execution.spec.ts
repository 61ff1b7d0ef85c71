import { expect, test, type Page } from '@playwright/test';
import { SOP_E2E as S } from './sop-seed';
import { expectAccessible, expectShell, signInQuickly } from './support';

/**
 * Smart instructions (issue 21): an author creates one by hand from the create menu, adds and
 * orders blocks (a step with a picture, a checklist, a photo request), deletes one after
 * confirming, renames it, saves and publishes; an operator on a phone carries it out — ticks the
 * checklist, takes the photo, confirms with their name — and sees the verified execution record.
 * Rows: tests/e2e/sop-seed.ts.
 */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const TITLE = 'Press changeover';

const block = (page: Page, type: string) => page.getByRole('list', { name: 'Blocks' }).getByRole('listitem', { name: new RegExp(`^${type} block`) });
async function addBlock(page: Page, type: string) {
  await page.getByRole('button', { name: 'Add block' }).click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
  await expect(block(page, type)).toBeVisible();
}

test('an author builds and publishes a smart instruction; an operator executes it on a phone and gets a verified record', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInQuickly(page, S.author, { clientKey: S.clientKey });
  await page.goto('/owned-by-me/mm-sop');
  await expectShell(page);
  await expect(page.getByText('You have not created any smart instructions yet. Use the create menu to make one.')).toBeVisible();

  // The create menu's popup: default title, a counter, manual mode.
  await page.getByRole('banner').getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'Smart instruction' }).click();
  const create = page.getByRole('dialog', { name: 'Create a smart instruction' });
  await expect(create.getByRole('textbox', { name: 'Title' })).toHaveValue('Untitled SOP');
  await expect(create.getByText('12 of 90 characters')).toBeVisible();
  await expect(create.getByRole('combobox', { name: 'Workspace' })).toHaveValue(/[0-9a-f-]{36}/);
  await expectAccessible(page);
  await create.getByRole('textbox', { name: 'Title' }).fill('Changeover draft');
  await create.getByRole('radio', { name: /Start from scratch/ }).check();
  await create.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/smart-instruction\/[0-9a-f-]{36}$/);
  const sopPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Changeover draft' })).toBeVisible();
  // A manual smart instruction starts as an introduction and a conclusion.
  const headings = page.getByRole('list', { name: 'Blocks' }).getByRole('heading', { level: 2 });
  await expect(headings).toHaveText([/^Introduction/, /^Conclusion/]);

  // Title editing (spec §4): Rename, type, Enter saves and leaves edit mode.
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('textbox', { name: 'Title of the smart instruction' }).fill(TITLE);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('Title saved.')).toBeVisible();

  // New blocks go before the conclusion, which stays last.
  await addBlock(page, 'Step');
  await addBlock(page, 'Checklist');
  await addBlock(page, 'File request');
  await addBlock(page, 'Warning');
  await expect(headings).toHaveText([/^Introduction/, /^Step/, /^Checklist/, /^File request/, /^Warning/, /^Conclusion/]);
  await page.getByRole('button', { name: 'Add block' }).click();
  await expect(page.getByRole('menuitem', { name: 'Tool', exact: true })).toBeVisible();
  // There is one introduction and one conclusion at most.
  await expect(page.getByRole('menuitem', { name: 'Introduction' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Conclusion' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await block(page, 'Introduction').getByRole('textbox', { name: 'Title' }).fill('Before you start');
  await block(page, 'Step').getByRole('textbox', { name: 'Title' }).fill('Lock out the press');
  await block(page, 'Step').getByLabel(/^Images/).setInputFiles({ name: 'lockout.png', mimeType: 'image/png', buffer: PNG });
  await expect(block(page, 'Step').getByRole('list').getByText('lockout.png')).toBeVisible({ timeout: 20_000 });
  const checklist = block(page, 'Checklist');
  await checklist.getByRole('textbox', { name: 'Title' }).fill('Check the die');
  await checklist.getByRole('textbox', { name: 'Item 1' }).fill('Die clamps released');
  await checklist.getByRole('button', { name: 'Add item' }).click();
  await expect(checklist.getByRole('textbox', { name: 'Item 2' })).toBeFocused();
  await page.keyboard.type('Bolster clean');
  await block(page, 'File request').getByRole('textbox', { name: 'Title' }).fill('Photo of the new die');
  await expect(block(page, 'File request').getByRole('combobox', { name: 'The operator uploads' })).toHaveValue('image');

  // Reorder: the checklist moves above the step by button, and back down with Alt+↓.
  await checklist.getByRole('button', { name: 'Move Check the die up' }).click();
  await expect(headings).toHaveText([/^Introduction/, /^Checklist/, /^Step/, /^File request/, /^Warning/, /^Conclusion/]);
  // It cannot go above the introduction: the focus moves to its other button rather than being lost.
  await expect(checklist.getByRole('button', { name: 'Move Check the die up' })).toBeDisabled();
  await expect(checklist.getByRole('button', { name: 'Move Check the die down' })).toBeFocused();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(headings).toHaveText([/^Introduction/, /^Step/, /^Checklist/, /^File request/, /^Warning/, /^Conclusion/]);

  // Delete asks first; Cancel keeps the block, Delete removes it.
  await block(page, 'Warning').getByRole('button', { name: 'Delete Warning' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Delete this block?' }));
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(block(page, 'Warning')).toBeVisible();
  await block(page, 'Warning').getByRole('button', { name: 'Delete Warning' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(block(page, 'Warning')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  await expect(headings).toHaveText([/^Introduction/, /^Step/, /^Checklist/, /^File request/, /^Conclusion/]);
  await expect(page.getByRole('button', { name: 'Version history' })).toBeVisible();
  await page.getByRole('button', { name: 'Version history' }).click();
  await expect(page.getByRole('dialog', { name: 'Version history' }).getByRole('listitem')).not.toHaveCount(0);
  await page.getByRole('dialog', { name: 'Version history' }).getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  // Published: never in edit mode; the author gets share and unpublish.
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add block' })).toHaveCount(0);
  await page.goto('/owned-by-me/mm-sop');
  const card = page.getByTestId('sop-card').filter({ hasText: TITLE });
  await expect(card).toContainText('Published');
  await expect(card).toContainText('1 step');
  await card.getByRole('button', { name: `Actions for ${TITLE}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Share' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectAccessible(page);

  // The operator, on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const op = await phone.newPage();
  await signInQuickly(op, S.operator, { clientKey: S.clientKey });
  await op.goto(sopPath);
  await expect(op.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(op.getByRole('button', { name: 'Rename' })).toHaveCount(0);
  await op.getByRole('button', { name: 'Start' }).click();
  await expect(op.getByRole('heading', { level: 2, name: 'Before you start' })).toBeVisible();
  await op.getByRole('button', { name: 'Next' }).click();
  await expect(op.getByRole('heading', { level: 2, name: 'Lock out the press' })).toBeVisible();
  await expect(op.getByRole('img', { name: 'lockout.png' })).toBeVisible();
  await op.getByRole('button', { name: 'Next' }).click();

  await expect(op.getByRole('heading', { level: 2, name: 'Check the die' })).toBeVisible();
  await expect(op.getByRole('button', { name: 'Next' })).toBeDisabled();
  await op.getByRole('checkbox', { name: 'Die clamps released' }).check();
  await op.getByRole('checkbox', { name: 'Bolster clean' }).check();
  await expect(op.getByText('Checklist: 2 of 2 done')).toBeVisible();
  await expectAccessible(op);
  await op.getByRole('button', { name: 'Next' }).click();

  await expect(op.getByRole('heading', { level: 2, name: 'Photo of the new die' })).toBeVisible();
  await expect(op.getByRole('button', { name: 'Next' })).toBeDisabled();
  await op.getByLabel(/Take or upload a photo/).setInputFiles({ name: 'new-die.png', mimeType: 'image/png', buffer: PNG });
  await expect(op.getByRole('list', { name: 'Uploaded files' })).toContainText('new-die', { timeout: 20_000 });
  await op.getByRole('button', { name: 'Next' }).click();

  await expect(op.getByRole('heading', { level: 2, name: 'Conclusion' })).toBeVisible();
  await op.getByRole('button', { name: 'Finish' }).click();
  const sign = op.getByRole('dialog', { name: 'Confirm the execution' });
  await expect(sign.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await sign.getByRole('textbox', { name: 'Your name' }).fill(S.operatorName);
  await sign.getByRole('button', { name: 'Confirm' }).click();

  await expect(op.getByRole('heading', { level: 2, name: 'Execution record' })).toBeVisible();
  await expect(op.getByText('Verified: the record is complete and unchanged')).toBeVisible();
  await expect(op.getByText('Check the die: ticked “Bolster clean”')).toBeVisible();
  await expect(op.getByText(/Photo of the new die: uploaded new-die/)).toBeVisible();
  const download = op.getByRole('link', { name: 'Download record (PDF)' });
  const pdf = await op.request.get((await download.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await expectAccessible(op);
  await phone.close();
});
