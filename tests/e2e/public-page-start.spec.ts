import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PLAYER_FIXTURES_FILE, type PlayerFixtures } from './player-seed';

/**
 * The public page starts its video before the framework (scripts/defer-scripts.mjs): Next's
 * scripts are fetched only once the video shows its first frame, after 1.5 s when it does not, and at once when
 * the visitor presses a key or clicks first — then the player hydrates as usual.
 */
const fixtures = (): PlayerFixtures => JSON.parse(readFileSync(PLAYER_FIXTURES_FILE, 'utf8'));
const isFrameworkScript = (url: string) => /\/_next\/static\/chunks\/[^/]+\.js(\?|$)/.test(url);
const controls = (page: Page) => page.getByRole('toolbar', { name: 'Player controls' });
// The player names its playback engine once it has hydrated and taken over the video.
const hydrated = (page: Page) => expect(page.locator('[data-mode="public"]')).toHaveAttribute('data-engine', /.+/, { timeout: 20_000 });

/** Records when the page asked for its first framework script (Date.now() in the test's clock). */
function watchScripts(page: Page) {
  const seen = { at: 0, count: 0 };
  page.on('request', (r) => {
    if (r.resourceType() !== 'script' || !isFrameworkScript(r.url())) return;
    seen.count += 1;
    if (!seen.at) seen.at = Date.now();
  });
  return seen;
}

/** Holds the video's MP4 back (as on a slow link) until the test ends. */
async function holdTheVideo(page: Page) {
  await page.route(
    (url) => url.pathname.endsWith('.mp4'),
    async (route) => {
      if (route.request().resourceType() !== 'media') return route.fallback();
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      await route.abort().catch(() => undefined);
    },
  );
}

test('the framework scripts load once the video shows its first frame, and the player then hydrates', async ({ page, request }) => {
  const { published } = fixtures();
  const html = await (await request.get(`/p/${published}`)).text();
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  expect(html).toContain('startAfterFirstFrame');
  // The auto-playing start asks for no poster beside its MP4 (lib/player/fast-start.ts, startPoster).
  expect(html).toMatch(/<video\b[^>]*\bautoplay=/i);
  expect(html).not.toMatch(/<video\b[^>]*\sposter=/i);
  // The moment the video presented its first frame or played, whichever came first, in the page's clock.
  await page.addInitScript({
    content: `(() => {
      const mark = () => { window.__started = window.__started || performance.now(); };
      document.addEventListener('playing', mark, true);
      new MutationObserver(() => document.querySelectorAll('video').forEach((v) => {
        if (!v.__watched && 'requestVideoFrameCallback' in v) { v.__watched = true; v.requestVideoFrameCallback(mark); }
      })).observe(document, { childList: true, subtree: true });
    })();`,
  });
  await page.goto(`/p/${published}`);
  await hydrated(page);
  const timing = await page.evaluate(() => ({
    started: (window as unknown as { __started?: number }).__started ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => /\/_next\/static\/chunks\/[^/]+\.js/.test(e.name))
      .map((e) => e.startTime),
  }));
  expect(timing.started).not.toBeNull();
  expect(timing.scripts.length).toBeGreaterThan(0);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.started as number);
  // Hydrated: the controls answer.
  await controls(page).getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
});

test('when the video is slow, a key press loads the framework at once', async ({ page }) => {
  const { published } = fixtures();
  await holdTheVideo(page);
  const scripts = watchScripts(page);
  await page.goto(`/p/${published}`, { waitUntil: 'domcontentloaded' });
  expect(scripts.count).toBe(0);
  const pressed = Date.now();
  await page.keyboard.press('Shift');
  await expect.poll(() => scripts.count).toBeGreaterThan(0);
  // Well before the 1.5 s the page would otherwise wait.
  expect(scripts.at - pressed).toBeLessThan(1000);
  await hydrated(page);
});

test('when the video is slow and nobody interacts, the framework loads after 1.5 s', async ({ page }) => {
  const { published } = fixtures();
  await holdTheVideo(page);
  const scripts = watchScripts(page);
  const started = Date.now();
  await page.goto(`/p/${published}`, { waitUntil: 'domcontentloaded' });
  await expect.poll(() => scripts.count, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(scripts.at - started).toBeGreaterThanOrEqual(1500);
  await hydrated(page);
});
