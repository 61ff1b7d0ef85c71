import { expect, test } from '@playwright/test';
import { E2E } from './fixtures';
import { alertWith, expectAccessible, logIn, signInQuickly } from './support';

/**
 * Spec §6 IP allow-list: the "Fenced Plant" organisation allows only 10.0.0.0/8, so this browser
 * (127.0.0.1) is outside it. Members see the not-allowed page wherever they go; an org admin is
 * sent to the IP restriction settings and keeps the admin pages to fix the list.
 */
// The browser's own address as the server sees it (IPv4, or IPv6 when the server listens on ::).
const LOOPBACK = /^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/;
const LOOPBACK_LINE = /^Your IP address: (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/;

test('a member signing in from a blocked address sees the not-allowed page, and can sign out', async ({ page }) => {
  await logIn(page, E2E.fencedViewer);
  // The address bar keeps the requested page; the page explains the refusal in its place.
  await expect(page.getByRole('heading', { name: 'Access from this network is not allowed' })).toBeVisible();
  await expect(page.getByText(LOOPBACK_LINE)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/UserProfile');
  await expect(page).toHaveURL((url) => url.pathname === '/UserProfile');
  await expect(page.getByRole('heading', { name: 'Access from this network is not allowed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My profile' })).toHaveCount(0);

  // Every API refuses the address too, with the code clients recognise.
  const reply = await page.request.get('/api/v1/notifications');
  expect(reply.status()).toBe(403);
  expect((await reply.json()).error.details.code).toBe(5);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'You have signed out' })).toBeVisible();
});

test('an org admin from a blocked address is sent to the IP restriction settings and keeps the admin pages', async ({ page }) => {
  await logIn(page, E2E.fencedAdmin, { landsOn: '/admin/setting/ip-restriction' });
  await expect(page.getByRole('heading', { name: 'IP restriction', level: 1 })).toBeVisible();
  await expectAccessible(page);
  // The menu stays hidden and the banner says why, while the settings page works.
  await expect(page.getByText('The menu is hidden because your network address is not allowed.')).toBeVisible();
  await expect(alertWith(page, 'Your organisation does not allow access from this network')).toBeVisible();

  for (const path of ['/home/overview', '/UserProfile', '/analytics/main']) {
    await page.goto(path);
    await expect(page, path).toHaveURL((url) => url.pathname === '/admin/setting/ip-restriction');
  }
  await page.goto('/admin/users');
  await expect(page).toHaveURL((url) => url.pathname === '/admin/users');
});

test('the IP check tells the browser its address is outside the allow-list', async ({ page }) => {
  await signInQuickly(page, E2E.fencedAdmin);
  const check = await page.request.post('/api/v1/permission/check-ip-access');
  expect(check.ok()).toBe(true);
  const { item } = await check.json();
  expect(item.allowed).toBe(false);
  expect(item.clientIP).toMatch(LOOPBACK);
});
