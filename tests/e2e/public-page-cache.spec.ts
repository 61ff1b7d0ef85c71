import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PLAYER_FIXTURES_FILE, type PlayerFixtures } from './player-seed';
import { signInQuickly } from './support';

/**
 * The production server keeps rendered public pages (scripts/page-cache.mjs): the same request
 * variant gets the same answer without a render (with a fresh script nonce), another variant its
 * own, and a change to the workflow drops its pages at once.
 */
test('public pages come from the cache per request variant, and unpublishing drops them at once', async ({ page, request, baseURL }) => {
  const { published }: PlayerFixtures = JSON.parse(readFileSync(PLAYER_FIXTURES_FILE, 'utf8'));
  const url = `/p/${published}`;
  // A cookie of its own makes this test's variant one no other test has asked for.
  const headers = {
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    'sec-fetch-dest': 'document',
    cookie: `visit=${Date.now()}`,
  };
  const cacheOf = (res: { headers(): Record<string, string> }) => res.headers()['x-openhow-cache'];

  const first = await request.get(url, { headers });
  expect(first.status()).toBe(200);
  expect(cacheOf(first)).toBe('miss');
  const second = await request.get(url, { headers });
  expect(cacheOf(second)).toBe('hit');
  // The same page, each answer with a script nonce of its own (in its policy and its script tags).
  const nonceOf = (res: { headers(): Record<string, string> }) => /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'])![1];
  expect(nonceOf(second)).not.toBe(nonceOf(first));
  expect((await second.text()).replaceAll(nonceOf(second), nonceOf(first))).toBe(await first.text());
  expect(second.headers()['content-security-policy']).toMatch(/frame-ancestors \*$/);

  // A phone is another variant: its own page, without autoplay.
  const phone = await request.get(url, { headers: { ...headers, 'sec-ch-ua-mobile': '?1' } });
  expect(cacheOf(phone)).toBe('miss');
  expect(await phone.text()).not.toMatch(/<video[^>]*\sautoplay/i);
  // The client router's requests and pages with a query are rendered every time.
  expect(cacheOf(await request.get(url, { headers: { ...headers, rsc: '1' } }))).toBeUndefined();
  expect(cacheOf(await request.get(`${url}?openMenu=1`, { headers }))).toBeUndefined();

  await signInQuickly(page, 'publisher@demo.example.com');
  const origin = { origin: baseURL! };
  try {
    expect((await page.request.put(`/api/v1/workflows/${published}/unpublish`, { headers: origin })).ok()).toBe(true);
    const gone = await request.get(url, { headers });
    expect(gone.status()).toBe(404);
  } finally {
    expect((await page.request.post(`/api/v1/workflows/${published}/publish`, { headers: origin })).ok()).toBe(true);
  }
  const back = await request.get(url, { headers });
  expect(back.status()).toBe(200);
  expect(cacheOf(back)).toBe('miss');
});
