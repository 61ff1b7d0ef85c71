import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startCachingProxy, type CachingProxy } from '../helpers/caching-proxy';
import { PLAYER_FIXTURES_FILE, type PlayerFixtures } from './player-seed';
import { signInQuickly } from './support';

/**
 * The public pages in a shared cache in front of the app (tests/helpers/caching-proxy.ts, which
 * honours s-maxage, Vary and tag purges like a CDN): a cookie-less public page is kept, an
 * author's change shows at once through the purge the app sends, and within s-maxage (3 s in
 * tests/e2e/start-server.sh) when the purge does nothing; no answer for a cookie is ever kept.
 */
const S_MAXAGE_MS = 3_000;
const CDN_PORT = Number(process.env.E2E_PORT || 3100) + 1000;
const { published }: PlayerFixtures = JSON.parse(readFileSync(PLAYER_FIXTURES_FILE, 'utf8'));
// A browser's own headers: the page varies by them, and each test's user agent is its own variant.
const browser = (name: string) => ({ 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36 ${name}`, 'accept-language': 'en', 'sec-fetch-dest': 'document' });

let proxy: CachingProxy;
test.beforeAll(async () => {
  proxy = await startCachingProxy(`http://localhost:${Number(process.env.E2E_PORT || 3100)}`, CDN_PORT);
});
test.afterAll(async () => proxy.close());

const viaCdn = (request: APIRequestContext, path: string, headers: Record<string, string>) => request.get(proxy.base + path, { headers, maxRedirects: 0 });
const cacheOf = (res: { headers(): Record<string, string> }) => res.headers()['x-test-cache'];

test('a cookie-less public page is kept by the shared cache, tagged, and an author\'s change shows at once after the purge', async ({ page, request, baseURL }) => {
  const headers = browser('purge');
  const first = await viaCdn(request, `/p/${published}`, headers);
  expect(first.status()).toBe(200);
  expect(cacheOf(first)).toBe('miss');
  expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=3, stale-while-revalidate=0');
  expect(first.headers().vary).toMatch(/Accept-Language, Sec-CH-UA-Mobile, Sec-Fetch-Dest, User-Agent/);
  expect(first.headers()['cache-tag']).toBe(`openhow-public,openhow-workflow-${published}`);
  expect(cacheOf(await viaCdn(request, `/p/${published}`, headers))).toBe('hit');
  // Another language is another variant, and the full-screen page a page of its own.
  expect(cacheOf(await viaCdn(request, `/p/${published}`, { ...headers, 'accept-language': 'de' }))).toBe('miss');
  expect(cacheOf(await viaCdn(request, `/playerfullscreenpublic/${published}`, headers))).toBe('miss');

  await signInQuickly(page, 'publisher@demo.example.com');
  const origin = { origin: baseURL! };
  const purgesBefore = proxy.purges.length;
  try {
    expect((await page.request.put(`/api/v1/workflows/${published}/unpublish`, { headers: origin })).ok()).toBe(true);
    // The app purged the workflow's tag before it answered the author.
    expect(proxy.purges.slice(purgesBefore)).toContainEqual([`openhow-workflow-${published}`]);
    const gone = await viaCdn(request, `/p/${published}`, headers);
    expect(gone.status()).toBe(404);
    expect(await viaCdn(request, `/playerfullscreenpublic/${published}`, headers).then((r) => r.status())).toBe(404);
  } finally {
    expect((await page.request.post(`/api/v1/workflows/${published}/publish`, { headers: origin })).ok()).toBe(true);
  }
  expect((await viaCdn(request, `/p/${published}`, headers)).status()).toBe(200);
});

test('without a working purge, the shared cache shows an author\'s change within s-maxage', async ({ page, request, baseURL }) => {
  const headers = browser('bound');
  expect((await viaCdn(request, `/p/${published}`, headers)).status()).toBe(200);
  await signInQuickly(page, 'publisher@demo.example.com');
  const origin = { origin: baseURL! };
  proxy.ignorePurges = true;
  try {
    expect((await page.request.put(`/api/v1/workflows/${published}/unpublish`, { headers: origin })).ok()).toBe(true);
    const changedAt = Date.now();
    const stale = await viaCdn(request, `/p/${published}`, headers);
    expect([cacheOf(stale), stale.status()]).toEqual(['hit', 200]);
    await expect.poll(async () => (await viaCdn(request, `/p/${published}`, headers)).status(), { timeout: S_MAXAGE_MS + 2_000, intervals: [250] }).toBe(404);
    expect(Date.now() - changedAt).toBeLessThanOrEqual(S_MAXAGE_MS + 1_000);
  } finally {
    expect((await page.request.post(`/api/v1/workflows/${published}/publish`, { headers: origin })).ok()).toBe(true);
    proxy.ignorePurges = false;
  }
  await expect.poll(async () => (await viaCdn(request, `/p/${published}`, headers)).status(), { timeout: S_MAXAGE_MS + 2_000, intervals: [250] }).toBe(200);
});

test('no answer to a request with a cookie is marked public or kept: signed-in pages, and the public page for a signed-in user', async ({ page, request }) => {
  const anonymous = browser('signed-in');
  // Signed-out pages other than the public players are not shared either.
  for (const path of ['/', `/p/${published}?openMenu=1`]) {
    const res = await viaCdn(request, path, anonymous);
    expect(res.headers()['cache-control'] ?? '', path).not.toMatch(/public|s-maxage/);
  }
  await signInQuickly(page, 'publisher@demo.example.com');
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  expect(cookie).not.toBe('');
  const signedIn = { ...anonymous, cookie };
  for (const path of ['/home/overview', `/playermain/${published}`, `/p/${published}`, `/playerfullscreenpublic/${published}`]) {
    for (let i = 0; i < 2; i++) {
      const res = await viaCdn(request, path, signedIn);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toMatch(/private/);
      expect(res.headers()['cache-control'], path).not.toMatch(/public|s-maxage/);
      expect(res.headers()['cache-tag'], path).toBeUndefined();
      expect(cacheOf(res), path).toBe('pass');
    }
  }
  // A language or theme cookie alone makes the answer private too.
  const themed = await viaCdn(request, `/p/${published}`, { ...anonymous, cookie: 'oh_theme=light' });
  expect(themed.headers()['cache-control']).toMatch(/private/);
  expect(cacheOf(themed)).toBe('pass');
});
