import { readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { panelsIds } from './player-panels-seed';
import { PLAYER_FIXTURES_FILE, type PlayerFixtures } from './player-seed';

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
    // The step's own video is what the page starts with (the native fast start below).
    await expect(page.locator('video source')).toHaveAttribute('src', new RegExp(`/${stepIds[last]}/\\d+\\.mp4\\?`));
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
      expect(await policy(path), path).toMatch(/(^|; )frame-ancestors \*($|;)/);
    }
    for (const path of ['/', '/home/overview', `/playermain/${workflowId}`, '/admin/settings/features', '/troubleshooting', '/pricing-not-a-page']) {
      expect(await policy(path), path).toMatch(/(^|; )frame-ancestors 'self'($|;)/);
    }
  });
});

/**
 * The native fast start (lib/player/fast-start.ts): the server-rendered video names the first
 * step's 720p MP4 as its <source> and auto-plays it muted, so the browser starts before any
 * JavaScript; the player offers the sound back, and hls.js takes over for another quality and for
 * the next steps.
 */
test.describe('public page native fast start', () => {
  const fixtures = (): PlayerFixtures => JSON.parse(readFileSync(PLAYER_FIXTURES_FILE, 'utf8'));
  const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
  const player = (page: Page) => page.locator('[data-mode="public"]');
  const videoTime = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);
  const controls = (page: Page) => page.getByRole('toolbar', { name: 'Player controls' });
  // hls.js's chunk in this build, told by one of its own event names (as scripts/bench/public-page-parts.ts does).
  const hlsChunks = () => readdirSync('.next/static/chunks').filter((name) => name.endsWith('.js') && readFileSync(`.next/static/chunks/${name}`, 'utf8').includes('hlsManifestParsed'));
  // When a video first showed time moving, in the page's performance clock.
  const RECORD_FIRST_PLAY = `document.addEventListener('timeupdate', (e) => {
    if (!window.__firstPlay && e.target.currentTime > 0) window.__firstPlay = performance.now();
  }, true);`;

  test('the HTML carries the video with muted autoplay and the step\'s 720p MP4; no autoplay in a frame or on mobile', async ({ request }) => {
    const { published, steps } = fixtures();
    const videoTag = async (headers: Record<string, string>) => {
      const html = await (await request.get(`/p/${published}`, { headers: { 'user-agent': DESKTOP, ...headers } })).text();
      return /<video[^>]*>\s*<source[^>]*>/.exec(html)?.[0] ?? '';
    };
    const desktop = await videoTag({ 'sec-fetch-dest': 'document', 'sec-ch-ua-mobile': '?0' });
    expect(desktop).toMatch(/<video[^>]*\sautoplay=""/i);
    expect(desktop).toMatch(/<video[^>]*\smuted=""/i);
    // A signed, expiring URL of the step's MP4.
    expect(desktop).toMatch(new RegExp(`<source src="/api/v1/storage/[^"]*/${steps[0]}/720\\.mp4\\?exp=\\d+&amp;sig=[0-9a-f]+" type="video/mp4"/>`));
    const refused: Array<Record<string, string>> = [{ 'sec-fetch-dest': 'iframe' }, { 'sec-ch-ua-mobile': '?1' }];
    for (const headers of refused) {
      const tag = await videoTag(headers);
      expect(tag, JSON.stringify(headers)).toContain('/720.mp4?');
      expect(tag, JSON.stringify(headers)).not.toMatch(/\sautoplay/i);
      expect(tag, JSON.stringify(headers)).not.toMatch(/\smuted/i);
    }
  });

  test('Chromium plays the first step natively without hls.js; a quality change and the next step play through hls.js', async ({ page }) => {
    const { published, steps } = fixtures();
    const chunks = hlsChunks();
    expect(chunks.length).toBeGreaterThan(0);
    const prefetches: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'fetch' && r.url().includes(`/steps/${steps[2]}/`)) prefetches.push(r.url());
    });
    await page.addInitScript({ content: RECORD_FIRST_PLAY });
    // The second step (8 s): time enough to change the quality before it ends.
    await page.goto(`/p/${published}/${steps[1]}`);
    await expect(player(page)).toHaveAttribute('data-step-index', '1');
    await expect(player(page)).toHaveAttribute('data-engine', 'native');
    await expect(player(page)).toHaveAttribute('data-level-height', '720');
    await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
    // hls.js was not fetched before the video played (it comes later, with the next step's prefetch).
    const early = await page.evaluate((names) => {
      const firstPlay = (window as unknown as { __firstPlay?: number }).__firstPlay ?? Infinity;
      return performance.getEntriesByType('resource').filter((e) => names.some((n) => e.name.endsWith(n)) && e.startTime < firstPlay).map((e) => e.name);
    }, chunks);
    expect(early).toEqual([]);
    // The next step is prefetched while the native stream plays.
    await expect.poll(() => prefetches.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await expect(player(page)).toHaveAttribute('data-engine', 'native');

    // It started muted; one click brings the sound back and it keeps playing.
    const muted = () => page.locator('video').evaluate((v: HTMLVideoElement) => ({ muted: v.muted, paused: v.paused }));
    expect(await muted()).toEqual({ muted: true, paused: false });
    await page.getByRole('button', { name: 'Turn sound on' }).click();
    await expect(page.getByRole('button', { name: 'Turn sound on' })).toHaveCount(0);
    expect(await muted()).toEqual({ muted: false, paused: false });
    await expect(controls(page).getByRole('button', { name: 'Mute' })).toBeAttached();

    // Another quality: hls.js, from where the native stream was, still playing.
    const before = await videoTime(page);
    await controls(page).getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByLabel('Quality').selectOption('360');
    await expect(player(page)).toHaveAttribute('data-engine', 'hls', { timeout: 15_000 });
    await expect(player(page)).toHaveAttribute('data-level-height', '360', { timeout: 15_000 });
    await expect(player(page)).toHaveAttribute('data-step-index', '1');
    await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(before + 0.3);
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => ({ paused: v.paused, sources: v.querySelectorAll('source').length, autoplay: v.autoplay }))).toEqual({ paused: false, sources: 0, autoplay: false });

    // The next step: hls.js again, at the chosen quality.
    await controls(page).getByRole('button', { name: 'Next step' }).click();
    await expect(player(page)).toHaveAttribute('data-step-index', '2');
    await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.3);
    await expect(player(page)).toHaveAttribute('data-engine', 'hls');
    await expect(player(page)).toHaveAttribute('data-level-height', '360', { timeout: 15_000 });
  });

  test('when the browser does not take the <source>, hls.js plays the first step as before', async ({ page }) => {
    const { published, steps } = fixtures();
    // The element's own request fails (as when a browser cannot take the <source>); hls.js plays the step's playlists.
    await page.route((url) => url.pathname.endsWith('/720.mp4'), (route) => (route.request().resourceType() === 'media' ? route.abort() : route.fallback()));
    await page.goto(`/p/${published}/${steps[1]}`);
    await expect(player(page)).toHaveAttribute('data-engine', 'hls', { timeout: 15_000 });
    await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
    expect(await page.locator('video source').count()).toBe(0);
  });
});
