import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { DEMO, signInQuickly } from './support';

/** Issue 14: the audit log names actions and item types in the reader's language, never as raw codes. */
const write = { headers: { origin: E2E_BASE_URL } };

test('the audit log shows translated action and item labels', async ({ page }) => {
  await signInQuickly(page, DEMO.admin);
  const name = `Audit label unit ${Date.now()}`;
  const created = await page.request.post('/api/v1/business', { ...write, data: { name } });
  expect(created.status()).toBe(201);
  const { item } = (await created.json()) as { item: { id: string } };
  try {
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'de-de', url: E2E_BASE_URL }]);
    await page.goto('/admin/audit-log');
    await expect(page.getByRole('heading', { name: 'Audit-Protokoll', level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name }).first();
    await expect(row).toContainText('Geschäftsbereich erstellt');
    await expect(row.getByText('Geschäftsbereich', { exact: true })).toBeVisible();
    await expect(row).not.toContainText('business.create');
  } finally {
    await page.request.delete(`/api/v1/business/${item.id}?confirm=true`, write);
  }
});
