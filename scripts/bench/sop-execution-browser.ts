// The smart-instruction execution benchmark's browser part (scripts/bench/sop-execution.ts): one
// visit of a signed-in page in Debian's Chromium as a phone (390×844, mobile user agent, touch), fresh
// context each time (no HTTP cache): the scripts it loads before any interaction and when its
// content shows.
import type { Browser, BrowserContext } from 'playwright-core';

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
export const PHONE = { width: 390, height: 844 };

/**
 * Runs in the page before its own scripts: performance.now() (0 = navigation start) when the
 * execution view's start screen (its heading and an enabled Start button) and the first step's
 * heading appear, when the first tap lands, and the main thread's long tasks. A string, not a
 * function: tsx's transpiled functions call helpers the page does not have.
 */
const MARKS = `(() => {
  const marks = (window.__marks = { longTasks: [] });
  try {
    new PerformanceObserver((list) => list.getEntries().forEach((e) => marks.longTasks.push([e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
  } catch {}
  addEventListener('pointerdown', () => { if (!marks.tap) marks.tap = performance.now(); }, true);
  const check = () => {
    const now = performance.now();
    if (!marks.startScreen) {
      const start = document.querySelector('section[aria-labelledby="sop-run-title"] button:not([disabled])');
      if (start && document.getElementById('sop-run-title')) marks.startScreen = now;
    }
    if (!marks.firstStep && document.querySelector('section[data-type] h2')) marks.firstStep = now;
    if (!marks.heading && document.querySelector('main h1, h1')) marks.heading = now;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
})();`;

type Marks = { startScreen?: number; firstStep?: number; heading?: number; tap?: number; longTasks: Array<[number, number]>; dcl: number; load: number; dataStart: number; dataEnd: number };

/** A script the page requested, and whether the request went out before the first tap. */
export type ScriptLoad = { url: string; beforeTap: boolean };

export type Visit = {
  scripts: ScriptLoad[];
  /** ms from navigation start; NaN when the page never showed it. */
  startScreen: number;
  tap: number;
  firstStep: number;
  heading: number;
  dcl: number;
  load: number;
  /** Sum of long tasks' time over 50 ms before the tap (or before the end of the visit). */
  blocking: number;
  /** The smart instruction's data request (GET /api/v1/multimodal-sop/{id}): sent, answered. */
  dataStart: number;
  dataEnd: number;
};

async function phoneContext(browser: Browser, base: string, cookie: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, screen: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true, userAgent: PHONE_UA });
  await context.addCookies(cookie.split('; ').map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), url: base })));
  return context;
}

const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN || 1);

/**
 * One visit of `url` as a phone. `execution`: wait for the start screen, tap Start at once and wait
 * for the first step; else wait for the page's first heading and the network to settle.
 */
export async function visit(browser: Browser, base: string, cookie: string, url: string, execution: boolean): Promise<Visit> {
  const context = await phoneContext(browser, base, cookie);
  try {
    const page = await context.newPage();
    if (slowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const scripts: ScriptLoad[] = [];
    let tapped = false;
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push({ url: r.url(), beforeTap: !tapped });
    });
    await page.addInitScript({ content: MARKS });
    await page.goto(url, { waitUntil: 'commit' });
    // Functions, not strings: the page's Content-Security-Policy refuses eval, which a string predicate needs.
    if (execution) {
      await page.waitForFunction(() => (window as unknown as { __marks: Marks }).__marks.startScreen, undefined, { timeout: 60_000 });
      tapped = true;
      await page.locator('section[aria-labelledby="sop-run-title"] button').tap();
      await page.waitForFunction(() => (window as unknown as { __marks: Marks }).__marks.firstStep, undefined, { timeout: 60_000 });
    } else {
      await page.waitForFunction(() => (window as unknown as { __marks: Marks }).__marks.heading, undefined, { timeout: 60_000 });
    }
    await page.waitForLoadState('networkidle');
    const marks = await page.evaluate(() => {
      const m = (window as unknown as { __marks: Marks }).__marks;
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      // The view's data call (react-query, once its scripts run): when it went out and when it was answered.
      const data = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => /\/api\/v1\/multimodal-sop\/[^/?]+(\?|$)/.test(e.name));
      return { ...m, dcl: nav.domContentLoadedEventEnd, load: nav.loadEventEnd, dataStart: data?.startTime ?? NaN, dataEnd: data?.responseEnd ?? NaN };
    });
    const until = marks.tap ?? Infinity;
    const blocking = marks.longTasks.filter(([start]) => start < until).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return {
      scripts,
      startScreen: marks.startScreen ?? NaN,
      tap: marks.tap ?? NaN,
      firstStep: marks.firstStep ?? NaN,
      heading: marks.heading ?? NaN,
      dcl: marks.dcl,
      load: marks.load,
      blocking,
      dataStart: marks.dataStart,
      dataEnd: marks.dataEnd,
    };
  } finally {
    await context.close();
  }
}
