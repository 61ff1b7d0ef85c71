import { expect, request, test } from '@playwright/test';
import { E2E } from './fixtures';
import { expectAccessible, expectShell, openUserMenu, signInQuickly } from './support';

test('a failed log-out says so and offers a retry; the retry ends the server session', async ({ page, context, baseURL }) => {
  await signInQuickly(page, E2E.shellUser);
  await page.goto('/home/overview');
  await expectShell(page);
  const cookieHeader = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

  await page.route('**/api/v1/auth/logout', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign-out failed' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You are still signed in.');
  await expect(page).toHaveURL(/\/home\/overview$/);
  await expectAccessible(page);

  await page.unroute('**/api/v1/auth/logout');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('loggedOut') === '1');

  // The cookie the browser held before signing out no longer opens anything.
  const stale = await request.newContext({ baseURL, extraHTTPHeaders: { cookie: cookieHeader } });
  expect((await stale.get('/api/v1/profile/me')).status()).toBe(401);
  await stale.dispose();
});
