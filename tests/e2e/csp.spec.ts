import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PLAYER_FIXTURES_FILE, type PlayerFixtures } from './player-seed';
import { expectShell, openUserMenu, signInQuickly } from './support';

/**
 * The Content-Security-Policy (lib/http/csp.ts, middleware.ts): every page allows only scripts
 * carrying its response's nonce and what they load; the pages work with it (Next's scripts, the
 * i18n catalogue, the public page's deferred-script loader, hls.js, the production server's cached
 * pages), and an inline script without the nonce does not run.
 */
const { published }: PlayerFixtures = JSON.parse(readFileSync(PLAYER_FIXTURES_FILE, 'utf8'));

// Runs before the page's own scripts (through the browser's protocol, which the policy does not govern).
const RECORD_VIOLATIONS = `window.__csp = [];
document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));`;

/** Records the page's policy violations and the console's complaints about the policy. */
async function watchPolicy(page: Page) {
  const console: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript({ content: RECORD_VIOLATIONS });
  return async () => ({ violations: await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), console });
}

const nonceIn = (policy: string | undefined) => /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(policy ?? '')?.[1];

test('signed-in pages carry a script nonce of their own and work without a violation', async ({ page }) => {
  const seen = await watchPolicy(page);
  await signInQuickly(page, 'publisher@demo.example.com');
  const nonces = new Set<string>();
  for (const path of ['/home/overview', `/playermain/${published}`, '/admin/settings/features']) {
    const res = await page.goto(path);
    const policy = res!.headers()['content-security-policy'];
    expect(policy, path).toMatch(/frame-ancestors 'self'/);
    expect(policy, path).toMatch(/object-src 'none'/);
    const nonce = nonceIn(policy);
    expect(nonce, path).toBeTruthy();
    nonces.add(nonce!);
    if (path === '/home/overview') {
      await expectShell(page);
      await expect((await openUserMenu(page)).getByRole('menuitem').first()).toBeVisible();
      await page.keyboard.press('Escape');
    }
    if (path.startsWith('/playermain/')) await expect(page.locator('[data-mode]').first()).toHaveAttribute('data-step-index', '0');
    expect(await seen(), path).toEqual({ violations: [], console: [] });
  }
  expect(nonces.size).toBe(3);
  // A reload is a new answer with a new nonce.
  const again = await page.goto('/home/overview');
  expect(nonces.has(nonceIn(again!.headers()['content-security-policy'])!)).toBe(false);
});

test('the public page, rendered and from the page cache, plays through its deferred scripts and hls.js without a violation', async ({ page }) => {
  const seen = await watchPolicy(page);
  const player = page.locator('[data-mode="public"]');
  const answers: { cache: string; nonce: string }[] = [];
  for (const round of ['first', 'second']) {
    const res = await page.goto(`/p/${published}`);
    const policy = res!.headers()['content-security-policy'];
    expect(policy, round).toMatch(/frame-ancestors \*/);
    answers.push({ cache: res!.headers()['x-openhow-cache'], nonce: nonceIn(policy)! });
    // Hydrated: the player's React code runs (it was started by the nonced loader).
    await expect(player).toHaveAttribute('data-engine', 'native');
    await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.3);
    expect(await seen(), round).toEqual({ violations: [], console: [] });
  }
  // The second visit was answered by the production server's page cache, with a nonce of its own.
  expect(answers[1].cache).toBe('hit');
  expect(answers[1].nonce).not.toBe(answers[0].nonce);
  // hls.js (and its worker) under the policy: another quality.
  await page.getByRole('toolbar', { name: 'Player controls' }).getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByLabel('Quality').selectOption('360');
  await expect(player).toHaveAttribute('data-engine', 'hls', { timeout: 15_000 });
  await expect(player).toHaveAttribute('data-level-height', '360', { timeout: 15_000 });
  expect(await seen()).toEqual({ violations: [], console: [] });
});

test('an inline script without the nonce does not run, on a signed-in page and on the public page', async ({ page }) => {
  await page.addInitScript({ content: RECORD_VIOLATIONS });
  const INJECTED = '<script>window.__injected = true</script>';
  // Stands in for markup an attacker got into the HTML: the answer as the server sent it, plus a script.
  await page.route(/\/(home\/overview|p\/[0-9a-f-]{36})$/, async (route) => {
    const answer = await route.fetch();
    const html = (await answer.text()).replace('</head>', `${INJECTED}</head>`).replace('</body>', `${INJECTED}</body>`);
    await route.fulfill({ response: answer, body: html });
  });
  await page.goto(`/p/${published}`);
  await expect(page.locator('[data-mode="public"]')).toHaveAttribute('data-engine', 'native');
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toContain('script-src-elem inline');

  await signInQuickly(page, 'publisher@demo.example.com');
  await page.goto('/home/overview');
  await expectShell(page);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toContain('script-src-elem inline');
});
