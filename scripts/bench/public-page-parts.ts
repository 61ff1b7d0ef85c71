// Pieces of the public-page benchmark (scripts/bench/public-page.ts): the page's initial JavaScript.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// A string of hls.js's own (its event name), to tell its chunk from the others.
const HLS_MARKER = 'hlsManifestParsed';

export type InitialJs = { files: number; raw: number; gzip: number; brotli: number; served: number; hls: { gzip: number } | null; hlsInitial: boolean };

const sizes = (body: Buffer) => ({
  raw: body.length,
  gzip: gzipSync(body, { level: 9 }).length,
  brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

/**
 * The scripts the page's HTML loads (script src and script preloads, not the noModule polyfills): what the browser fetches
 * before anything can play. Chunks imported later (hls.js when the player attaches a stream) are
 * not in the HTML; the hls.js chunk is found among the build's chunks to report it beside.
 */
export async function measureInitialJs(base: string, pageUrl: string): Promise<InitialJs> {
  const html = await (await fetch(pageUrl)).text();
  const srcs = new Set<string>();
  // noModule scripts (Next's polyfills) are skipped by every browser that runs modules.
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)) if (!/\snomodule/i.test(m[0])) srcs.add(m[1]);
  // The public pages start the same scripts from an inline loader right after the video's first
  // frame (scripts/defer-scripts.mjs); they are still the page's initial JavaScript and count here.
  for (const m of html.matchAll(/\{"src":"([^"]+)"([^}]*)\}/g)) if (!/nomodule/i.test(m[2])) srcs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="(?:preload|modulepreload)"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(m[0])?.[1];
    if (href && (/as="script"/.test(m[0]) || /modulepreload/.test(m[0]))) srcs.add(href);
  }
  const total = { files: 0, raw: 0, gzip: 0, brotli: 0, served: 0, hls: null as { gzip: number } | null, hlsInitial: false };
  for (const src of srcs) {
    const url = new URL(src.replace(/&amp;/g, '&'), base);
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total.served += await servedBytes(url, 'br, gzip');
    const s = sizes(body);
    total.files += 1;
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
    if (body.includes(HLS_MARKER)) total.hlsInitial = true;
  }
  total.hls = await findHlsChunk(base);
  return total;
}

/** The body's bytes as the server sends them to a browser that accepts `encoding` (still compressed). */
function servedBytes(url: URL, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length)).on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** The hls.js chunk of the build (.next/static/chunks), fetched from the server like a browser would. */
async function findHlsChunk(base: string): Promise<{ gzip: number } | null> {
  const { readdirSync } = await import('node:fs');
  const dir = '.next/static/chunks';
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.js')) continue;
    const body = readFileSync(`${dir}/${name}`);
    if (!body.includes(HLS_MARKER)) continue;
    const served = await fetch(`${base}/_next/static/chunks/${name}`);
    if (served.ok) return { gzip: sizes(Buffer.from(await served.arrayBuffer())).gzip };
  }
  return null;
}
