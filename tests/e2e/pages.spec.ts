import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { alertWith, DEMO, expectAccessible, expectShell, signInQuickly } from './support';

/** The small pages: troubleshooting, 403 and 404, the shared-device screen and the Zoom landing. */

test('troubleshooting checks the connection and can clear a stuck session', async ({ page }) => {
  await signInQuickly(page, DEMO.viewer);
  await page.goto('/troubleshooting');
  await expect(page.getByRole('heading', { name: 'Troubleshooting', level: 1 })).toBeVisible();
  await expect(page.getByText('Cookies are on.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Check connection' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Connected\. The server answered in \d+ ms\.$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Clear my session' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session?.sid).toBeUndefined();
});

test('the 403 page offers the way back: sign in when signed out, home when signed in', async ({ page }) => {
  await page.goto('/403');
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  await signInQuickly(page, DEMO.viewer);
  await page.goto('/403');
  await page.getByRole('link', { name: 'Go to home' }).click();
  await page.waitForURL('**/home/overview');
});

test('a missing page says so: /404, and the profile of an unknown user', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Troubleshooting' }).click();
  await page.waitForURL('**/troubleshooting');

  await signInQuickly(page, DEMO.viewer);
  const reply = await page.goto(`/${randomUUID()}`);
  expect(reply?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await page.waitForURL('**/home/overview');
});

test('the shared-device screen lets a worker continue as themselves', async ({ page }) => {
  await signInQuickly(page, 'line1.shared', { clientKey: 'demo' });
  await page.goto('/home/overview');
  await page.waitForURL('**/shared');
  await expect(page.getByRole('heading', { name: 'Sign in as yourself' })).toBeVisible();
  await expect(page.getByText('Demo Manufacturing')).toBeVisible();
  await expectAccessible(page);

  const employeeId = page.getByRole('textbox', { name: 'Employee ID' });
  await expect(employeeId).toBeFocused();
  await employeeId.fill('E1001');
  await page.getByLabel('Password', { exact: true }).fill('Wrong-Passw0rd!');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(alertWith(page, 'The email, ID or password is incorrect.')).toBeVisible();
  // The device stays signed in after a typo.
  await expect(page).toHaveURL((url) => url.pathname === '/shared');

  await page.getByLabel('Password', { exact: true }).fill('Demo-Passw0rd!');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/home/overview');
  await expect(page.getByRole('heading', { name: 'Welcome, Erin Employee' })).toBeVisible();
  await expectShell(page);
});

test('a shared device signs out to the card that says it is ready for the next person', async ({ page }) => {
  await signInQuickly(page, 'line1.shared', { clientKey: 'demo' });
  await page.goto('/shared');
  await page.getByRole('button', { name: 'Sign out of this device' }).click();
  await expect(page.getByRole('heading', { name: 'You have signed out' })).toBeVisible();
  await expect(page.getByText('This shared device is signed out and ready for the next person.')).toBeVisible();
});

test('the Zoom landing page explains the result and leads to sign in', async ({ page }) => {
  await page.goto('/zoomlanding/success');
  await expect(page.getByRole('heading', { name: 'Zoom is connected' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/zoomlanding/failed');
  await expect(page.getByRole('heading', { name: 'Zoom could not be connected' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});
