import { expect, test, type Page } from '@playwright/test';
import { E2E_OIDC, startOidcStandIn, type OidcStandIn } from '../helpers/oidc-stand-in';
import { E2E } from './fixtures';
import { alertWith, DEMO, expectAccessible, expectShell, fillLogin, logIn, openUserMenu, signInQuickly } from './support';

/**
 * The login page as people use it (spec §2, §4). start-server.sh makes the host pick the mode:
 * localhost offers "Continue with Google" (the OIDC stand-in plays Google), 127.0.0.1 is an
 * email-only product host, 127.0.0.2 gets the single SSO button, and an SSO-only organisation's
 * client key shows the SSO button alone.
 */
let idp: OidcStandIn;
const on = (baseURL: string | undefined, host: string) => (baseURL ?? '').replace('localhost', host);

test.beforeAll(async ({ baseURL }) => {
  idp = await startOidcStandIn({
    port: Number(new URL(E2E_OIDC.issuer).port),
    clients: [
      {
        clientId: E2E_OIDC.clientId,
        clientSecret: E2E_OIDC.clientSecret,
        redirectUris: ['google', 'oidc-demo', `oidc-${E2E.ssoOnlyKey}`].map((id) => `${baseURL}/api/auth/callback/${id}`),
      },
    ],
    accounts: [
      { sub: 'viewer', email: DEMO.viewer, name: 'Vic Viewer' },
      { sub: 'sol', email: E2E.ssoOnlyUser, name: 'Sol Single' },
    ],
  });
});

test.afterAll(async () => {
  await idp?.close();
});

const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email or employee ID' });

for (const role of ['super', 'admin', 'wsadmin', 'publisher', 'viewer'] as const) {
  test(`the ${role} demo user signs in with email and lands on the home overview`, async ({ page }) => {
    await logIn(page, DEMO[role]);
    await expectShell(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('each login step is accessible, and a wrong password is refused with a message', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);

  await emailField(page).fill(DEMO.viewer);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Hi, Viewer' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-Passw0rd!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(alertWith(page, 'The email, ID or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(DEMO.viewer);
  await expectAccessible(page);
});

test('a ?redirect= target survives the login', async ({ page }) => {
  await logIn(page, DEMO.publisher, { from: '/?redirect=%2FUserProfile', landsOn: '/UserProfile' });
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
});

test('an employee ID signs in with the organisation key from the link', async ({ page }) => {
  await logIn(page, 'E1001', { from: '/?clientKey=demo' });
  await expect(page.getByRole('heading', { name: 'Welcome, Erin Employee' })).toBeVisible();
});

test('an employee ID without a known organisation asks for the organisation key', async ({ page }) => {
  await page.goto('/');
  await emailField(page).fill('E1001');
  await expect(page.getByRole('status').filter({ hasText: 'client key is required for employee id login.' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Organisation key').fill('demo');
  await next.click();
  await page.getByLabel('Password', { exact: true }).fill('Demo-Passw0rd!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/home/overview');
  // The key is remembered for the next employee-ID login on this browser.
  expect((await page.context().cookies()).find((c) => c.name === 'oh_client_key')?.value).toBe('demo');
});

test('a shared-device account lands on the shared-device screen', async ({ page }) => {
  await logIn(page, 'line1.shared', { from: '/?clientKey=demo', landsOn: '/shared' });
  await expect(page.getByRole('heading', { name: 'Sign in as yourself' })).toBeVisible();
});

test('an email-only product host shows the email form alone, and it signs in', async ({ page, baseURL }) => {
  await page.goto(on(baseURL, '127.0.0.1'));
  await expect(emailField(page)).toBeFocused();
  await expect(page.getByRole('button', { name: /^Continue with|^Sign in with SSO$/ })).toHaveCount(0);
  await expect(page.getByText('or', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await fillLogin(page, DEMO.viewer);
  await page.waitForURL(`${on(baseURL, '127.0.0.1')}/home/overview`);
  await expectShell(page);
});

test('a local host offers "Continue with Google", which signs in through the provider', async ({ page }) => {
  await page.goto('/');
  await expect(emailField(page)).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByRole('button', { name: `Sign in as ${DEMO.viewer}` }).click();
  await page.waitForURL('**/home/overview');
  await expectShell(page);
});

test('another host offers one SSO button that asks for the work email first', async ({ page, baseURL }) => {
  await page.goto(on(baseURL, '127.0.0.2'));
  await expect(page.getByRole('button', { name: /^Continue with/ })).toHaveCount(0);
  await expect(emailField(page)).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with SSO' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Work email' }).fill('someone@nowhere.example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(alertWith(page, 'Single sign-on is not set up for this email’s domain.')).toBeVisible();

  // A known domain leaves for its organisation's provider with the email as login hint. The
  // provider's answer comes back to NEXTAUTH_URL (localhost), so the trip is stopped at the door.
  const authorize = page.waitForRequest((req) => req.url().startsWith(`${E2E_OIDC.issuer}/auth`));
  await page.route(`${E2E_OIDC.issuer}/auth**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>IdP</title>' }));
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  await page.getByRole('textbox', { name: 'Work email' }).fill(DEMO.viewer);
  await page.getByRole('button', { name: 'Continue' }).click();
  expect(new URL((await authorize).url()).searchParams.get('login_hint')).toBe(DEMO.viewer);
});

test('an SSO-only organisation shows only its SSO button, which signs in', async ({ page }) => {
  await page.goto(`/?clientKey=${E2E.ssoOnlyKey}`);
  await expect(page.getByRole('heading', { name: 'Sign in to Single Sign Co' })).toBeVisible();
  await expect(page.getByText('Your organisation signs in with single sign-on.')).toBeVisible();
  await expect(emailField(page)).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  await page.getByRole('button', { name: `Sign in as ${E2E.ssoOnlyUser}` }).click();
  await page.waitForURL('**/home/overview');
  await expect(page.getByRole('heading', { name: 'Welcome, Sol Single' })).toBeVisible();
});

test('logging out shows the logged-out card, and the session is gone', async ({ page }) => {
  await signInQuickly(page, DEMO.viewer);
  await page.goto('/home/overview');
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'You have signed out' })).toBeVisible();
  await expect(page.getByText('For your security, also log out from all apps you used on this device.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('loggedOut'));
  await expectAccessible(page);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(emailField(page)).toBeVisible();

  await page.goto('/home/overview');
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === '/home/overview');
});

test('an unreachable server shows the connection-failed card, and Retry carries on', async ({ page }) => {
  await page.goto('/');
  await page.route('**/api/v1/sso/check-idp', (route) => route.abort('internetdisconnected'));
  await emailField(page).fill(DEMO.viewer);
  await page.getByRole('button', { name: 'Next' }).click();
  const card = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Cannot connect' }) });
  await expect(card).toContainText('We could not check how your email signs in.');
  await expectAccessible(page);
  await page.unroute('**/api/v1/sso/check-idp');
  await card.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Hi, Viewer' })).toBeVisible();

  await page.route('**/api/auth/callback/credentials', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Password', { exact: true }).fill('Demo-Passw0rd!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(card).toContainText('We could not reach the server to sign you in.');
  await page.unroute('**/api/auth/callback/credentials');
  await card.getByRole('button', { name: 'Retry' }).click();
  await page.waitForURL('**/home/overview');
});
