import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The production server sends the build's scripts brotli-compressed to browsers that accept it
 * (scripts/static-brotli.mjs): the same bytes as the build, fewer of them over the wire.
 */
test('the page scripts arrive brotli-compressed, byte for byte the build', async ({ browser, page, request, baseURL }) => {
  await page.goto('/');
  const src = await page.locator('script[src*="/_next/static/chunks/"]').first().getAttribute('src');
  expect(src).toBeTruthy();
  const url = new URL(src!, baseURL).toString();
  const plain = await (await request.get(url, { headers: { 'accept-encoding': 'identity' } })).body();

  // Compression runs in the background after the server starts: poll until the script comes as brotli.
  await expect
    .poll(async () => (await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } })).headers.get('content-encoding'), { timeout: 60_000 })
    .toBe('br');
  const res = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  expect(res.headers.get('cache-control')).toContain('immutable');
  expect(res.headers.get('content-type')).toContain('javascript');
  // Node's fetch decodes the body itself; the raw bytes are checked through a plain request below.
  expect(Buffer.from(await res.arrayBuffer()).equals(plain)).toBe(true);
  const raw = await new Promise<Buffer>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (r) => {
        const parts: Buffer[] = [];
        r.on('data', (c: Buffer) => parts.push(c)).on('end', () => resolve(Buffer.concat(parts)));
      })
      .on('error', reject);
  });
  expect(raw.length).toBeLessThan(plain.length);
  expect(brotliDecompressSync(raw).equals(plain)).toBe(true);

  // A browser asks for brotli and gets it (a fresh context: nothing from the first visit's cache).
  const context = await browser.newContext({ baseURL });
  const fresh = await context.newPage();
  const encodings: string[] = [];
  fresh.on('response', (r) => {
    if (r.url().includes('/_next/static/chunks/') && r.url().endsWith('.js')) encodings.push(r.headers()['content-encoding'] ?? 'none');
  });
  await fresh.goto('/');
  await fresh.waitForLoadState('load');
  await expect.poll(() => encodings.length).toBeGreaterThan(0);
  expect(new Set(encodings)).toEqual(new Set(['br']));
  await context.close();
});
