import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { panelsIds } from './player-panels-seed';

/**
 * Issue 5: the public page's document outline and head for crawlers, and which routes other
 * sites may frame (the public and embed players only).
 */
test.describe('public page outline and head', () => {
  test('has exactly one h1, a valid heading order and the crawler metadata', async ({ page }) => {
    const { workflowId, stepIds } = panelsIds();
    const last = stepIds.length - 1;
    await page.goto(`/p/${workflowId}/${stepIds[last]}`);
    await expect(page.locator('video')).toBeAttached();
    await expect(page.locator('h1')).toHaveCount(1);
    // Heading rules are "moderate" in axe, below what expectAccessible fails on: checked on their own.
    const outline = await new AxeBuilder({ page }).withRules(['heading-order', 'page-has-heading-one', 'empty-heading', 'landmark-one-main']).analyze();
    expect(outline.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    const head = page.locator('head');
    // A step's page names the workflow's page as canonical; Open Graph wants en_US, not en-us.
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/p/${workflowId}$`));
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', /^[a-z]{2}_[A-Z]{2}$/);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'video.other');
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', new RegExp(`/api/v1/public/media/workflows/${workflowId}/poster$`));
    // The step's master playlist is preloaded with the page, before hls.js asks for it.
    await expect(head.locator(`link[rel="preload"][as="fetch"][href*="/steps/${stepIds[last]}/master.m3u8"]`)).toHaveCount(1);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]');
    expect(ld[0]).toMatchObject({ '@type': 'VideoObject', uploadDate: expect.any(String), thumbnailUrl: [expect.stringMatching(/\/poster$/)] });
    expect(ld[1].step[last].url).toMatch(new RegExp(`/p/${workflowId}/${stepIds[last]}$`));
  });

  test('the full-screen variant has one h1 as well', async ({ page }) => {
    const { workflowId } = panelsIds();
    await page.goto(`/playerfullscreenpublic/${workflowId}`);
    await expect(page.locator('video')).toBeAttached();
    await expect(page.locator('h1')).toHaveCount(1);
  });
});

test.describe('framing (Content-Security-Policy frame-ancestors)', () => {
  test('only the public and embed players may be framed by other sites', async ({ request }) => {
    const { workflowId, stepIds } = panelsIds();
    const policy = async (path: string) => (await request.get(path, { maxRedirects: 0 })).headers()['content-security-policy'];
    for (const path of [`/p/${workflowId}`, `/p/${workflowId}/${stepIds[0]}`, `/playerfullscreenpublic/${workflowId}`, `/playerfullscreenpublic/${workflowId}/${stepIds[0]}`]) {
      expect(await policy(path), path).toBe('frame-ancestors *');
    }
    for (const path of ['/', '/home/overview', `/playermain/${workflowId}`, '/admin/settings/features', '/troubleshooting', '/pricing-not-a-page']) {
      expect(await policy(path), path).toBe("frame-ancestors 'self'");
    }
  });
});
