import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { E2E } from './fixtures';
import { alertWith, expectAccessible, signInQuickly } from './support';

/**
 * Spec §6 IP restriction, round trip in the gen2 organisation (no other spec depends on its
 * list): invalid lines are reported, a list without the admin's own address asks first —
 * Cancel saves nothing, "Save anyway" saves and locks the admin out of everything but the admin
 * pages — and adding their address back restores access. The list is cleared afterwards even
 * when a step fails, through the API an org admin keeps from a blocked address.
 */
const PAGE = '/admin/setting/ip-restriction';
const API = '/api/v1/organization-settings/my/customized-permissions/restricted-ip';

const savedNote = (page: Page) => page.getByRole('status').filter({ hasText: 'IP restriction settings saved.' });
const stored = async (page: Page) => (await (await page.request.get(API)).json()).item as { enableRestrictedIP: boolean; allowedRules: string[] };
const ipAllowed = async (page: Page) => (await (await page.request.post('/api/v1/permission/check-ip-access', { headers: { origin: E2E_BASE_URL } })).json()).item.allowed as boolean;

test.afterEach(async ({ page }) => {
  await page.request.put(API, { headers: { origin: E2E_BASE_URL }, data: { enableRestrictedIP: false, allowedRules: [], confirmSelfLockout: true } });
});

test('an org admin restricts access, is warned before locking themselves out, and restores access', async ({ page }) => {
  await signInQuickly(page, E2E.gen2Admin);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'IP restriction', level: 1 })).toBeVisible();
  const restrict = page.getByRole('switch', { name: 'Restrict access by IP address' });
  const rules = page.getByRole('textbox', { name: 'Allowed addresses' });
  const save = page.getByRole('button', { name: 'Save', exact: true });
  const warning = page.getByRole('dialog', { name: 'Block your own address?' });

  await test.step('invalid lines are named, and nothing is saved', async () => {
    await restrict.click();
    await expect(restrict).toHaveAttribute('aria-checked', 'true');
    await rules.fill('10.0.0.0/8\n300.1.2.3');
    await save.click();
    await expect(alertWith(page, 'Some lines are not valid addresses.')).toBeVisible();
    await expect(page.getByText(/Line 2 \(300\.1\.2\.3\): This is not a valid IP address or CIDR range\./)).toBeVisible();
    expect((await stored(page)).enableRestrictedIP).toBe(false);
  });

  await test.step('a list without my address asks first; Cancel keeps everything as it was', async () => {
    await rules.fill('10.0.0.0/8');
    await save.click();
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(/Your address \(.+\) is not on the new list\./);
    await expect(warning.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessible(page);
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await expect(warning).toHaveCount(0);
    await expect(save).toBeFocused();
    await expect(rules).toHaveValue('10.0.0.0/8');
    expect(await stored(page)).toMatchObject({ enableRestrictedIP: false, allowedRules: [] });
    expect(await ipAllowed(page)).toBe(true);
  });

  await test.step('"Save anyway" saves the list and blocks my address outside the admin pages', async () => {
    await save.click();
    await warning.getByRole('button', { name: 'Save anyway' }).click();
    await expect(savedNote(page)).toBeVisible();
    expect(await stored(page)).toMatchObject({ enableRestrictedIP: true, allowedRules: ['10.0.0.0/8'] });
    expect(await ipAllowed(page)).toBe(false);
    await page.goto('/home/overview');
    await expect(page).toHaveURL((url) => url.pathname === PAGE);
    await expect(alertWith(page, 'Your organisation does not allow access from this network')).toBeVisible();
  });

  await test.step('adding my address back restores access without a warning', async () => {
    await page.getByRole('button', { name: 'Add my address' }).click();
    await expect(rules).toHaveValue(/^10\.0\.0\.0\/8\n.+$/);
    await save.click();
    await expect(savedNote(page)).toBeVisible();
    await expect(warning).toHaveCount(0);
    expect(await ipAllowed(page)).toBe(true);
    expect((await stored(page)).allowedRules).toHaveLength(2);
    await page.goto('/home/overview');
    await expect(page).toHaveURL((url) => url.pathname === '/home/overview');
  });

  await test.step('switching the restriction off again', async () => {
    await page.goto(PAGE);
    await restrict.click();
    await rules.fill('');
    await save.click();
    await expect(savedNote(page)).toBeVisible();
    expect(await stored(page)).toMatchObject({ enableRestrictedIP: false, allowedRules: [] });
  });
});
