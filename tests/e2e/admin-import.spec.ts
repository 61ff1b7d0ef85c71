import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * CSV import of 200 users through the users page: the progress while they are created and
 * invited, then the per-row report with the bad rows first. The file is made here; a run suffix
 * keeps its addresses and IDs new on every run.
 */
const run = Date.now().toString(36);
const INVITED = 150;
const EMPLOYEES = 50;

function importFile(): string {
  const lines = ['email,name,role,workspace,employeeId'];
  for (let i = 1; i <= INVITED; i++) lines.push(`csv.${run}.${i}@demo.example.com,Csv Person ${i},viewer,Assembly Line A,`);
  for (let i = 1; i <= EMPLOYEES; i++) lines.push(`,Csv Employee ${i},viewer,Machining,C${run}-${i}`);
  lines.push(
    'not-an-email,Bad Address,viewer,,', // line 202
    `csv.${run}.pub@demo.example.com,Needs Workspace,publisher,,`, // 203
    `csv.${run}.lost@demo.example.com,Lost Person,viewer,No Such Workspace,`, // 204
    `csv.${run}.1@demo.example.com,Csv Person 1 Again,viewer,Assembly Line A,`, // 205: same as line 2
    `${DEMO.viewer},Vic Viewer,viewer,,`, // 206: already has an account
  );
  return lines.join('\r\n');
}

test('an org admin imports 200 users from a CSV file and reads the report of each row', async ({ page }) => {
  test.setTimeout(120_000);
  await signInQuickly(page, DEMO.admin);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import users from a CSV file' });
  await expect(dialog.getByRole('link', { name: 'Download a template' })).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel('CSV file').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(importFile()) });
  // Everything the progress line says while it runs, kept even if it is gone before the next check.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="dialog"] progress');
      const text = bar?.parentElement?.textContent?.trim();
      if (text && !seen.includes(text)) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();

  const summary = dialog.getByRole('status').filter({ hasText: 'created' });
  await expect(summary).toContainText(`${EMPLOYEES} created`, { timeout: 90_000 });
  await expect(summary).toContainText(`${INVITED} invited`);
  await expect(summary).toContainText('2 skipped');
  await expect(summary).toContainText('3 errors');
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  expect(seen.some((text) => /^(Creating users|Sending invitations): \d+ of \d+/.test(text)), seen.join(' | ')).toBe(true);

  // Rows that need attention come first, each with its line number and reason.
  const report = dialog.getByRole('table', { name: 'Result for each row' });
  const row = (line: number) => report.getByRole('row').filter({ has: page.getByRole('cell', { name: String(line), exact: true }) });
  await expect(report.getByRole('row')).toHaveCount(1 + 5);
  await expect(row(202)).toContainText('Error');
  await expect(row(202)).toContainText('not-an-email');
  await expect(row(203)).toContainText('This role needs a workspace.');
  await expect(row(204)).toContainText('No workspace has this name or ID.');
  await expect(row(205)).toContainText('Skipped');
  await expect(row(205)).toContainText('Same person as an earlier row.');
  await expect(row(206)).toContainText('Skipped');
  await expect(row(206)).toContainText('Already has an account here.');
  await expect(dialog.getByRole('link', { name: 'Download failed rows' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Retry 3 failed rows' })).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('checkbox', { name: 'Show only rows that need attention' }).uncheck();
  await expect(report.getByRole('row')).toHaveCount(1 + 205);
  await expect(row(2)).toContainText('Invited');
  await expect(row(152)).toContainText('Created');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The list shows the new people at once.
  await page.getByRole('searchbox', { name: /Search by name, email or employee ID/ }).fill(`C${run}-50`);
  await expect(page.getByRole('row', { name: /Csv Employee 50/ })).toContainText('Machining');
  await page.getByRole('searchbox', { name: /Search by name, email or employee ID/ }).fill(`csv.${run}.150@`);
  await expect(page.getByRole('row', { name: /Csv Person 150/ })).toContainText('Invited');
});
