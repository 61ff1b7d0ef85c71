import { expect, test, type Page } from '@playwright/test';
import { E2E_OIDC, startOidcStandIn, type OidcStandIn } from '../helpers/oidc-stand-in';

/**
 * Single sign-on in a real browser against the production server: the demo organisation's own
 * OIDC provider is a local stand-in (tests/helpers/oidc-stand-in.ts) that start-server.sh
 * registered for the demo org (`tsx --conditions=react-server tests/helpers/oidc-stand-in.ts configure demo`).
 */
let idp: OidcStandIn;

test.beforeAll(async ({ baseURL }) => {
  idp = await startOidcStandIn({
    port: Number(new URL(E2E_OIDC.issuer).port),
    clients: [{ clientId: E2E_OIDC.clientId, clientSecret: E2E_OIDC.clientSecret, redirectUris: [`${baseURL}/api/auth/callback/oidc-demo`] }],
    accounts: [
      { sub: 'demo-viewer', email: 'viewer@demo.example.com', name: 'Vic Viewer' },
      { sub: 'demo-stranger', email: 'stranger@demo.example.com', name: 'Sandy Stranger' },
    ],
  });
});

test.afterAll(async () => {
  await idp?.close();
});

/** What the login page's SSO button does: ask check-idp, then post to next-auth's sign-in with its CSRF token. */
async function startSso(page: Page, email: string | null) {
  await page.goto('/api/health');
  if (email) {
    const idpInfo = await page.request.post('/api/v1/sso/check-idp', { data: { email } });
    expect(idpInfo.ok()).toBe(true);
    expect((await idpInfo.json()).item).toMatchObject({ providerId: 'oidc-demo', providerKind: 'oidc' });
  }
  const { csrfToken } = await (await page.request.get('/api/auth/csrf')).json();
  await page.evaluate(
    ({ token }) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = '/api/auth/signin/oidc-demo';
      for (const [name, value] of Object.entries({ csrfToken: token, callbackUrl: '/home/overview' })) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { token: csrfToken },
  );
}

test('a demo user signs in through the organisation identity provider, email prefilled', async ({ page }) => {
  await startSso(page, 'viewer@demo.example.com');
  // The stand-in signs the hinted account in at once and sends the browser back through next-auth.
  await page.waitForURL('**/home/overview');
  expect(idp.requests.at(-1)?.login_hint).toBe('viewer@demo.example.com');
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(typeof session.sid).toBe('string');
});

test('an identity-provider account unknown to OpenHow is told it is not registered', async ({ page }) => {
  await startSso(page, null);
  await page.getByRole('button', { name: 'Sign in as stranger@demo.example.com' }).click();
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('error') === 'auth.notRegistered');
  await expect(page.getByText('This email account is not registered with OpenHow.')).toBeVisible();
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session?.sid).toBeUndefined();
});
