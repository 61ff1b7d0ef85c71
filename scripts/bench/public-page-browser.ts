// The public-page benchmark's browser part: time from navigation start to the first video frame
// the page presents, in Debian's Chromium (flags as in playwright.config.ts).
import { chromium, type Browser } from 'playwright-core';

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

/** A page the browser is given for one visit: its URL, and the HTML to answer it with (else the server's). */
export type FrameTarget = { url: string; html?: string };

async function visit(browser: Browser, target: FrameTarget): Promise<FirstFrame> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    // The bare page is answered by the browser's router on the server's own origin, so its media
    // request shares the host, the connection pool and the server with the page it is compared to.
    if (target.html) await context.route(target.url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: target.html }));
    const page = await context.newPage();
    await page.addInitScript({ content: HOOK_FIRST_FRAME });
    await page.goto(target.url, { waitUntil: 'commit' });
    // A function, not a string: the page's Content-Security-Policy refuses eval, which a string predicate needs.
    await page.waitForFunction(() => (window as unknown as { __firstFrame?: unknown }).__firstFrame, undefined, { timeout: 30_000 });
    return (await page.evaluate(PHASES)) as FirstFrame;
  } finally {
    await context.close();
  }
}

/** Debian's Chromium, headless, with the flags of playwright.config.ts (also scripts/bench/sop-execution-browser.ts). */
export const launch = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: ARGS });

/**
 * `runs` visits of each target, alternating (A B B A …) so that drift in the machine's speed hits
 * them alike, each in a fresh browser context (no HTTP cache): the first frame's time of each visit,
 * per target in the order given.
 */
export async function measureFirstFrames(targets: FrameTarget[], runs: number): Promise<FirstFrame[][]> {
  const browser = await launch();
  const results = targets.map(() => [] as FirstFrame[]);
  try {
    // Visits that are not counted: the browser's own first start (media pipeline, fonts).
    for (const target of targets) await visit(browser, target);
    for (let i = 0; i < runs; i++) {
      const order = i % 2 === 0 ? targets.map((_, j) => j) : targets.map((_, j) => targets.length - 1 - j);
      for (const j of order) results[j].push(await visit(browser, targets[j]));
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** `runs` visits, each in a fresh browser context (no HTTP cache): the first frame's time of each. */
export async function measureFirstFrame(url: string, runs: number): Promise<FirstFrame[]> {
  const [frames] = await measureFirstFrames([{ url }], runs);
  return frames;
}

/**
 * The baseline of the first-frame goal: an HTML page holding only a `<video>` of `src` (the same
 * MP4 the public page starts with, same attributes for autoplay), nothing else.
 */
export function bareVideoHtml(src: string): string {
  const attr = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare video</title></head><body><video autoplay muted playsinline><source src="${attr}" type="video/mp4"></video></body></html>`;
}
