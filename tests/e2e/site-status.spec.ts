import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { PANELS_E2E, panelsIds } from './player-panels-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/** Issue 14: status codes of the error pages, the site icon, and a clean console on the player. */

test('the 403 and 404 pages answer with their status codes; an unknown path goes to the root', async ({ page }) => {
  const forbidden = await page.goto('/403');
  expect(forbidden?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expect(page).toHaveTitle(/You do not have access/);
  await expectAccessible(page);

  const missing = await page.goto('/404');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);

  // Spec §2: any other path redirects to the root (sign-in).
  const unknown = await page.request.get('/no-such-page', { maxRedirects: 0 });
  expect(unknown.status()).toBe(307);
  expect(new URL(unknown.headers().location, page.url()).pathname).toBe('/');

  // A signed-in user sent to /403 by a page guard gets the 403 status too.
  await signInQuickly(page, DEMO.viewer);
  const guarded = await page.goto('/403');
  expect(guarded?.status()).toBe(403);
  await expect(page.getByRole('link', { name: 'Go to home' })).toBeVisible();
});

test('the site has an icon: /favicon.ico and the linked SVG answer with images', async ({ page }) => {
  const ico = await page.request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/^image\//);

  await page.goto('/');
  const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(icons.length).toBeGreaterThan(0);
  for (const href of icons) {
    const icon = await page.request.get(href);
    expect(icon.status(), href).toBe(200);
    expect(icon.headers()['content-type'], href).toMatch(/^image\//);
  }
});

const write = { headers: { origin: E2E_BASE_URL } };

test('relative comment times log no ENVIRONMENT_FALLBACK while the player with comments is open', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const { workflowId } = panelsIds();
  await signInQuickly(page, PANELS_E2E.commenter);
  const sent = await page.request.post('/api/v1/comments', { ...write, data: { level: 'workflows', id: workflowId, comment: 'Time zone check' } });
  expect(sent.status()).toBe(201);
  const { item } = (await sent.json()) as { item: { id: string } };
  try {
    await page.goto(`/playermain/${workflowId}`);
    const comment = page.getByRole('region', { name: /^Comments/ }).getByRole('article').filter({ hasText: 'Time zone check' });
    await expect(comment.locator('time')).toHaveText(/now|second|minute/);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    expect(messages.filter((text) => text.includes('ENVIRONMENT_FALLBACK'))).toEqual([]);
  } finally {
    await page.request.delete(`/api/v1/comments/${item.id}`, write);
  }
});
