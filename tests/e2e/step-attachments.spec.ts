import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { ATTACH_E2E as A } from './attach-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * Builder attachments and request review (issue 16), on the builder page /buildermain/{id} where
 * the builder mounts StepAttachments (components/builder/attachments) for the chosen step and
 * ReviewPanel (components/builder/review). The author adds a diagram, a PDF and a link, sees them
 * in the player's attachment bar, and asks a colleague to review; the reviewer opens the request
 * from the bell, lands on the builder and leaves feedback the author reads there.
 * Rows: tests/e2e/attach-seed.ts. Needs the builder page (merged with the builder's branch).
 */
/** A real PNG made by ffmpeg (the server's image check decodes it like any picture). */
function makePng(): Buffer {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'openhow-e2e-diagram-')), 'diagram.png');
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=320x240:d=1', '-frames:v', '1', file]);
  return readFileSync(file);
}

async function draftId(page: Page) {
  const { items } = (await (await page.request.get('/api/v1/workflows?ownedBy=me&size=100')).json()) as { items: { id: string; title: string }[] };
  const found = items.find((w) => w.title === A.draft);
  expect(found).toBeTruthy();
  return found!.id;
}

async function personPage(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await signInQuickly(page, email);
  return page;
}

test('an author attaches a diagram, a PDF and a link to a step; the player shows them', async ({ page }) => {
  await signInQuickly(page, DEMO.publisher);
  const id = await draftId(page);
  await page.goto(`/buildermain/${id}`);

  const diagrams = page.getByRole('region', { name: 'Diagrams' }).first();
  await diagrams.getByLabel('Add a diagram').setInputFiles({ name: 'bend-angles.png', mimeType: 'image/png', buffer: makePng() });
  await expect(diagrams.getByRole('img', { name: 'bend-angles.png' })).toBeVisible();

  const doc = await PDFDocument.create();
  doc.addPage([300, 200]).drawText('Press brake checklist');
  const pdfs = page.getByRole('region', { name: 'PDFs' }).first();
  await pdfs.getByLabel('Add a PDF').setInputFiles({ name: 'checklist.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) });
  await expect(pdfs.getByRole('link', { name: 'checklist.pdf' })).toBeVisible();

  // A text file called .pdf is refused by its bytes, with a message, and nothing is added.
  await pdfs.getByLabel('Add a PDF').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text\n'.repeat(50)) });
  await expect(pdfs.getByRole('alert')).toHaveText('This file is not a PDF document. Nothing was kept.');
  await expect(pdfs.getByRole('listitem')).toHaveCount(1);

  const links = page.getByRole('region', { name: 'Links' }).first();
  await links.getByLabel('Link text').fill('Tonnage chart');
  await links.getByLabel('Web address').fill('javascript:alert(1)');
  await links.getByRole('button', { name: 'Add link' }).click();
  await expect(links.getByText('Enter a web address that starts with http:// or https://.')).toBeVisible();
  // The typed text stays.
  await expect(links.getByLabel('Link text')).toHaveValue('Tonnage chart');
  await links.getByLabel('Web address').fill('https://example.com/tonnage');
  await links.getByRole('button', { name: 'Add link' }).click();
  await expect(links.getByRole('link', { name: 'Tonnage chart' })).toHaveAttribute('href', 'https://example.com/tonnage');
  await expectAccessible(page);

  // The author's preview in the player: the first step's attachment bar lists all three.
  await page.goto(`/playermain/${id}`);
  await page.getByRole('button', { name: '3 attachments' }).click();
  const bar = page.getByRole('region', { name: 'Attachments' });
  await expect(bar.getByRole('button', { name: 'bend-angles.png' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'checklist.pdf' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Tonnage chart' })).toHaveAttribute('href', 'https://example.com/tonnage');
});

test('an author requests a review; the reviewer opens it from the bell and leaves feedback the author reads', async ({ page, browser }) => {
  await signInQuickly(page, DEMO.publisher);
  const id = await draftId(page);
  await page.goto(`/buildermain/${id}`);

  const request = page.getByRole('region', { name: 'Request review' });
  await request.getByLabel('Find a colleague').fill('Wendy');
  await request.getByRole('checkbox', { name: /Wendy Workspace/ }).check();
  await request.getByRole('button', { name: 'Ask 1 person to review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Review requested from 1 person.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reviewers' }).getByText('Wendy Workspace')).toBeVisible();
  await expectAccessible(page);

  // The reviewer: the bell has the request, and it opens the builder.
  const reviewer = await personPage(browser, DEMO.wsadmin);
  await reviewer.goto('/home/overview');
  await reviewer.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  await reviewer.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: new RegExp(A.draft) }).first().click();
  await reviewer.waitForURL(`**/buildermain/${id}`);
  const feedback = reviewer.getByRole('region', { name: 'Feedback' });
  await feedback.getByLabel('Your feedback').fill('Step 2: show the back gauge before bending.');
  await feedback.getByRole('button', { name: 'Send feedback' }).click();
  await expect(feedback.getByText('Step 2: show the back gauge before bending.')).toBeVisible();

  // The author reads it in the builder.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Feedback' }).getByText('Step 2: show the back gauge before bending.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Feedback' }).getByText(/Wendy Workspace/)).toBeVisible();
});
