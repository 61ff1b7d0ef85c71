// npx tsx --conditions=react-server scripts/bench/public-page-variants.ts – where /p's first video
// frame goes, against the bare <video> page of the same MP4 (npm run bench:public): the page's own
// HTML, fetched once from a production build on the demo seed, is served to Chromium through the
// browser's router in variants that each leave one thing out (stylesheets, the not-found CSS preload,
// the poster, the subtitle track, everything after the video …) or inline its stylesheets, alternating with the bare page and
// the page as the server sends it, a fresh context per visit. Prints medians, from navigation start,
// of each phase: the <video> in the DOM, the MP4 request's start / request sent / first byte, media
// events, the first frame presented while playing, first paint, DOMContentLoaded.
// BENCH_PORT (3307), RUNS (9), ONLY=name,name to pick variants.
import { readFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { bareVideoHtml } from './public-page-browser';
import { signIn, startServer } from './server';

const port = Number(process.env.BENCH_PORT || 3307);
const runs = Number(process.env.RUNS || 9);
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const median = (xs: number[]) => {
  const sorted = xs.filter(Number.isFinite).sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

// Runs before the page's scripts; performance.now() of each event (strings: see public-page-browser.ts).
const HOOK = `(() => {
  window.__ev = {};
  const mark = (k) => { if (!(k in window.__ev)) window.__ev[k] = performance.now(); };
  const hook = (video) => {
    if (video.__hooked) return;
    video.__hooked = true;
    mark('inDom');
    ['loadedmetadata', 'loadeddata', 'playing'].forEach((t) => video.addEventListener(t, () => mark(t)));
    const onFrame = (_now, meta) => { if (!video.paused || meta.mediaTime > 0) mark('frame'); else video.requestVideoFrameCallback(onFrame); };
    video.requestVideoFrameCallback(onFrame);
  };
  new MutationObserver(() => document.querySelectorAll('video').forEach(hook)).observe(document, { childList: true, subtree: true });
})();`;
// The MP4's resource entry appears once its response has ended; its start comes from the 'request' event otherwise.
const READ = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const mp4 = performance.getEntriesByType('resource').find((e) => /\\.mp4(\\?|$)/.test(e.name));
  const paint = performance.getEntriesByType('paint').find((e) => e.name === 'first-paint');
  return { ...window.__ev, ttfb: nav.responseStart, dcl: nav.domContentLoadedEventEnd, paint: paint ? paint.startTime : NaN,
    mp4Start: mp4 ? mp4.startTime : NaN, mp4Sent: mp4 ? mp4.requestStart : NaN, mp4FirstByte: mp4 ? mp4.responseStart : NaN };
})()`;
const PHASES = ['ttfb', 'inDom', 'mp4Start', 'mp4Sent', 'mp4FirstByte', 'loadedmetadata', 'loadeddata', 'frame', 'playing', 'paint', 'dcl'];

type Target = { url: string; html?: string; headers?: Record<string, string> };

async function visit(browser: Browser, target: Target): Promise<Record<string, number>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (target.html) await context.route(target.url, (route) => route.fulfill({ status: 200, headers: target.headers, contentType: 'text/html; charset=utf-8', body: target.html }));
    const page = await context.newPage();
    await page.addInitScript({ content: HOOK });
    await page.goto(target.url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __ev?: { frame?: number } }).__ev?.frame, undefined, { timeout: 30_000 });
    await page.waitForTimeout(300);
    return (await page.evaluate(READ)) as Record<string, number>;
  } finally {
    await context.close();
  }
}

async function main() {
  const server = await startServer(port);
  try {
    const cookie = await signIn(server.url, 'viewer@demo.example.com', 'Demo-Passw0rd!');
    const list = await fetch(`${server.url}/api/v1/workflows?published=1&size=20`, { headers: { cookie } });
    const { items } = (await list.json()) as { items: Array<{ id: string; title: string }> };
    const workflow = items.find((w) => w.title === 'Starting the assembly line safely') ?? items[0];
    const publicUrl = `${server.url}/p/${workflow.id}`;
    for (let i = 0; i < 10; i++) await fetch(publicUrl).then((r) => r.arrayBuffer());
    const answer = await fetch(publicUrl);
    const html = await answer.text();
    // The server's own headers (its policy carries the nonce of this very HTML), for the "asSentHeaders" variant.
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, key) => {
      if (!/^(content-(encoding|length)|transfer-encoding|connection|keep-alive|date)$/i.test(key)) headers[key] = value;
    });
    const videoTag = /<video\b[\s\S]*?<\/video>/.exec(html)?.[0];
    const src = videoTag && /\bsrc="([^"]+)"/.exec(videoTag)?.[1]?.replace(/&amp;/g, '&');
    if (!videoTag || !src) throw new Error(`${publicUrl} has no <video> with a source`);
    const bare = bareVideoHtml(src);
    const stylesheets = html.match(/<link\b[^>]*rel="stylesheet"[^>]*\/?>/g) ?? [];
    // The page's stylesheets as <style> elements in its head (no request before the first render).
    let inlined = html.replace(/<link\b[^>]*as="style"[^>]*\/?>/g, '');
    for (const tag of stylesheets) {
      const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
      const css = href ? await fetch(new URL(href, server.url)).then((r) => r.text()) : '';
      inlined = inlined.replace(tag, `<style>${css}</style>`);
    }
    const variants: Record<string, Target> = {
      bare: { url: `${server.url}/bench-bare-video`, html: bare },
      real: { url: publicUrl },
      asSent: { url: `${server.url}/bench-v-asSent`, html },
      asSentHeaders: { url: `${server.url}/bench-v-asSentHeaders`, html, headers },
      noStylesheets: { url: `${server.url}/bench-v-noStylesheets`, html: html.replace(/<link\b[^>]*rel="stylesheet"[^>]*\/?>/g, '').replace(/<link\b[^>]*as="style"[^>]*\/?>/g, '') },
      noStylePreload: { url: `${server.url}/bench-v-noStylePreload`, html: html.replace(/<link\b[^>]*as="style"[^>]*\/?>/g, '') },
      noPoster: { url: `${server.url}/bench-v-noPoster`, html: html.replace(/(<video\b[^>]*) poster="[^"]*"/, '$1') },
      noTrack: { url: `${server.url}/bench-v-noTrack`, html: html.replace(/<track\b[^>]*\/?>/g, '') },
      bareVideoTag: { url: `${server.url}/bench-v-bareVideoTag`, html: html.replace(videoTag, /<video\b[\s\S]*?<\/video>/.exec(bare)![0]) },
      cutAfterVideo: { url: `${server.url}/bench-v-cutAfterVideo`, html: html.slice(0, html.indexOf('</video>') + 8) + '</body></html>' },
      inlinedStyles: { url: `${server.url}/bench-v-inlinedStyles`, html: inlined },
      bareWithStylesheets: { url: `${server.url}/bench-v-bareWithStylesheets`, html: bare.replace('</head>', `${stylesheets.join('')}</head>`) },
    };
    const names = process.env.ONLY ? process.env.ONLY.split(',') : Object.keys(variants);
    for (const name of names) if (!variants[name]) throw new Error(`no variant ${name}: ${Object.keys(variants).join(', ')}`);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: ARGS });
    const results: Record<string, Record<string, number>[]> = Object.fromEntries(names.map((n) => [n, []]));
    const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    try {
      for (const name of names) await visit(browser, variants[name]); // not counted: the browser's first start
      for (let i = 0; i < runs; i++) for (const name of i % 2 ? [...names].reverse() : names) results[name].push(await visit(browser, variants[name]));
    } finally {
      await browser.close();
    }
    const loadAfter = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(`\n${runs} visits per variant, alternated, fresh context each; load average ${loadBefore} → ${loadAfter}. Medians, ms from navigation start:\n`);
    console.log(`| variant | ${PHASES.join(' | ')} | first frames |`);
    console.log(`|---|${PHASES.map(() => '---:').join('|')}|---|`);
    for (const name of names) {
      const rs = results[name];
      console.log(`| ${name} | ${PHASES.map((k) => median(rs.map((r) => r[k] ?? NaN)).toFixed(0)).join(' | ')} | ${rs.map((r) => r.frame.toFixed(0)).join(', ')} |`);
    }
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
