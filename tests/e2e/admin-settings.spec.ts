import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E } from './fixtures';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * The organisation settings pages, the admin overview and the audit log. Changes are made in the
 * gen2 organisation (only its menus are tested elsewhere) and put back at the end of each test.
 */

const card = (page: Page, title: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: title, level: 2 }) });
const saved = (scope: Page | Locator) => scope.getByRole('status').filter({ hasText: 'Saved. The change applies to everyone right away.' });

test('an org admin sees the overview: counts, quick links, the logo and recent changes', async ({ page }) => {
  await signInQuickly(page, DEMO.admin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
  await expect(page.getByText(/active users?$/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Manage' }).getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload logo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent changes' })).toBeVisible();
  await expectAccessible(page);
});

test('switching the invite button off hides it in the header at once, and the audit log shows the change', async ({ page }) => {
  await signInQuickly(page, E2E.gen2Admin);
  await page.goto('/admin/setting/permissions');
  await expect(page.getByRole('heading', { name: 'Permissions', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invite users' })).toBeVisible();
  await expectAccessible(page);

  const form = card(page, 'Customised permissions');
  const invite = form.getByRole('switch', { name: 'Invite button' });
  await invite.click();
  await expect(invite).toHaveAttribute('aria-checked', 'false');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(saved(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invite users' })).toHaveCount(0);

  await page.goto('/admin/audit-log');
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Changed customised permissions' }).first();
  await row.getByText('Show 1 change').click();
  await expect(row.getByRole('rowheader', { name: 'customized.enableGlobalInviteUser' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/admin/setting/permissions');
  await card(page, 'Customised permissions').getByRole('switch', { name: 'Invite button' }).click();
  await card(page, 'Customised permissions').getByRole('button', { name: 'Save' }).click();
  await expect(saved(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invite users' })).toBeVisible();
});

test('the auto-logout time is checked before saving and nothing typed is lost', async ({ page }) => {
  await signInQuickly(page, E2E.gen2Admin);
  await page.goto('/admin/setting/permissions');
  const form = card(page, 'Access and sharing');
  const minutes = form.getByLabel('Idle time before sign-out (minutes)');
  await minutes.fill('900');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter a whole number of minutes from 1 to 480.')).toBeVisible();
  await expect(minutes).toHaveValue('900');
});

test('features show what the plan includes, and a switch saves', async ({ page }) => {
  await signInQuickly(page, E2E.gen2Admin);
  await page.goto('/admin/setting/features');
  await expect(page.getByRole('heading', { name: 'Features and AI', level: 1 })).toBeVisible();
  await expect(page.getByText('Included in your plan').first()).toBeVisible();
  await expectAccessible(page);
  const form = card(page, 'Features');
  const quiz = form.getByRole('switch', { name: 'Quizzes' });
  await quiz.click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(saved(page)).toBeVisible();
  await quiz.click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(saved(page)).toBeVisible();
  await expect(quiz).toHaveAttribute('aria-checked', 'true');
});

test('the master password is set, then master-password sign-in can be switched on and off', async ({ page }) => {
  await signInQuickly(page, E2E.gen2Admin);
  await page.goto('/admin/setting/master-password');
  await expect(page.getByRole('heading', { name: 'Master password', level: 1 })).toBeVisible();
  await expectAccessible(page);
  const setForm = card(page, 'Set the master password');
  await setForm.getByLabel('New master password').fill('Floor-Passw0rd!');
  await setForm.getByLabel('Confirm the master password').fill('Floor-Passw0rd!');
  await setForm.getByRole('button', { name: 'Set master password' }).click();
  await expect(page.getByText('••••••••')).toBeVisible();
  await expect(page.getByText(/by Gia Gentwo$/)).toBeVisible();

  const toggle = card(page, 'Sign-in with the master password');
  // Each card reports its own save; the password card may still show its own "Saved".
  await toggle.getByRole('switch', { name: 'Employees without a password use the master password' }).click();
  await toggle.getByRole('button', { name: 'Save' }).click();
  await expect(saved(toggle)).toBeVisible();
  await toggle.getByRole('switch', { name: 'Employees without a password use the master password' }).click();
  await toggle.getByRole('button', { name: 'Save' }).click();
  await expect(saved(toggle)).toBeVisible();
});

test('the QR-code page shows the code and the shared-device link', async ({ page }) => {
  await signInQuickly(page, E2E.gen2Admin);
  await page.goto('/admin/setting/qr-code');
  const image = page.getByRole('img', { name: /^QR code for / });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText(`/?clientKey=${E2E.gen2Key}&shared=1`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page);
});

test('language, Maven and integrations pages save or explain what to fix', async ({ page }) => {
  await signInQuickly(page, E2E.gen2Admin);
  await page.goto('/admin/setting/interface-language');
  await page.getByLabel('Default interface language').selectOption('de-de');
  await page.getByRole('button', { name: 'Save' }).click();
  // The organisation's default applies at once, to this admin too (they never chose a language).
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeVisible();
  await page.getByLabel('Standardsprache der Benutzeroberfläche').selectOption('en');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(page.getByLabel('Default interface language')).toHaveValue('en');
  await expectAccessible(page);

  await page.goto('/admin/setting/maven');
  await expect(page.getByRole('switch', { name: 'Maven', exact: true })).toBeVisible();
  await expect(page.getByText('The menu shows Maven.')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/admin/integrations');
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  const sso = card(page, 'Single sign-on settings');
  await sso.getByRole('switch', { name: 'Use our own identity provider' }).click();
  await sso.getByLabel('Issuer URL').fill('http://idp.example.com');
  await sso.getByLabel('Client ID').fill('openhow');
  await sso.getByLabel('Client secret').fill('a-secret');
  await sso.getByRole('button', { name: 'Save' }).click();
  await expect(sso.getByText(/Enter the issuer's full HTTPS address/)).toBeVisible();
  await expectAccessible(page);
});

test('a workspace admin gets an overview of their workspaces and no settings pages', async ({ page }) => {
  await signInQuickly(page, DEMO.wsadmin);
  await page.goto('/admin');
  await expect(page.getByText('An overview of the workspaces you manage.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent changes' })).toHaveCount(0);
  await page.goto('/admin/setting/permissions');
  await expect(page).toHaveURL(/\/403$/);
});
