// The public-page benchmark's browser part: time from navigation start to the first video frame
// the page presents, in Debian's Chromium (flags as in playwright.config.ts).
import { chromium } from 'playwright-core';

/** ms from navigation start: first byte, DOMContentLoaded, first playlist request, first frame. */
export type FirstFrame = { ms: number; via: string; ttfb: number; dcl: number; playlist: number };

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Runs in the page before its own scripts: hooks every <video> as it appears and records, in
 * performance.now() time (0 = navigation start), the first frame presented while playing —
 * requestVideoFrameCallback where the browser has it, else the first 'timeupdate' past 0. A
 * string, not a function: tsx's transpiled functions call helpers the page does not have.
 */
const HOOK_FIRST_FRAME = `(() => {
  const done = (via) => { if (!window.__firstFrame) window.__firstFrame = { ms: performance.now(), via }; };
  const hook = (video) => {
    if (video.__hooked) return;
    video.__hooked = true;
    const onFrame = (_now, meta) => {
      // A paused element may present its first frame without playing; count playback only.
      if (!video.paused || meta.mediaTime > 0) done('requestVideoFrameCallback');
      else video.requestVideoFrameCallback(onFrame);
    };
    if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(onFrame);
    else video.addEventListener('timeupdate', () => video.currentTime > 0 && done('timeupdate'));
  };
  new MutationObserver(() => document.querySelectorAll('video').forEach(hook)).observe(document, { childList: true, subtree: true });
})();`;

// Where the time went, read from the page's own timings once the first frame is there.
const PHASES = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const playlist = performance.getEntriesByType('resource').find((e) => /\\.(m3u8|mp4)(\\?|$)/.test(e.name));
  return { ...window.__firstFrame, ttfb: nav.responseStart, dcl: nav.domContentLoadedEventEnd, playlist: playlist ? playlist.startTime : NaN };
})()`;

/** `runs` visits, each in a fresh browser context (no HTTP cache): the first frame's time of each. */
export async function measureFirstFrame(url: string, runs: number): Promise<FirstFrame[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: ARGS });
  const results: FirstFrame[] = [];
  try {
    // One visit that is not counted: the browser's own first start (media pipeline, fonts).
    for (let i = 0; i <= runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript({ content: HOOK_FIRST_FRAME });
      await page.goto(url, { waitUntil: 'commit' });
      // A function, not a string: the page's Content-Security-Policy refuses eval, which a string predicate needs.
      await page.waitForFunction(() => (window as unknown as { __firstFrame?: unknown }).__firstFrame, undefined, { timeout: 30_000 });
      const frame = (await page.evaluate(PHASES)) as FirstFrame;
      if (i > 0) results.push(frame);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
