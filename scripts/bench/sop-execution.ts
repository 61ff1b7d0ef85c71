// npm run bench:sop-execution – the smart-instruction execution view (/smart-instruction/{id}, task
// mode, issue 21) on a phone: the JavaScript it loads before the operator's first tap, as the server
// sends it (brotli), and the time from navigation to its start screen and, tapping Start at once,
// to the first step — beside the same build's smallest signed-in page, measured the same way in the
// same run (alternated). Seeded: a published smart instruction of the demo organisation with six
// steps carrying two pictures each, a checklist and a photo request (scripts/bench/sop-execution-seed.ts),
// opened by the demo viewer (an operator).
// Requires a build (`OPENHOW_STANDALONE=1 npx next build`). Env: BENCH_PORT (3391), BENCH_RUNS (5),
// BENCH_CPU_SLOWDOWN (1: Chromium's CPU throttling rate), BENCH_DATABASE_URL (PostgreSQL; else PGlite).
import { execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { launch } from './public-page-browser';
import { PHONE, visit, type Visit } from './sop-execution-browser';
import { signIn, startServer } from './server';

const port = Number(process.env.BENCH_PORT || 3391);
const runs = Number(process.env.BENCH_RUNS || 5);
const GOAL_KB = 200;
// Signed-in pages a viewer may open; the one loading the least JavaScript is the baseline.
const BASELINE_CANDIDATES = ['/UserProfile', '/home', '/home/favorites', '/explorer-search'];

let sopId = '';
function seed(env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const p = spawn('npx', ['tsx', '--conditions=react-server', 'scripts/bench/sop-execution-seed.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    p.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    p.on('exit', (code) => {
      sopId = /BENCH_SOP=(\S+)/.exec(out)?.[1] ?? '';
      if (code === 0 && sopId) resolve();
      else reject(new Error(`sop-execution seed exited ${code}`));
    });
  });
}

/** The body's bytes as the server sends them to a browser accepting brotli, and their encoding. */
function served(url: URL): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length)).on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
      })
      .on('error', reject);
  });
}

/**
 * Bytes as sent of every distinct script (cached per URL: same build, same bytes). The server
 * brotli-compresses the build's static files in the background after it starts (scripts/static-brotli.mjs)
 * and answers gzip until a file's turn has come: a static file is measured once it comes as brotli.
 */
const sentCache = new Map<string, number>();
async function sent(urls: string[]) {
  let bytes = 0;
  for (const url of new Set(urls)) {
    if (!sentCache.has(url)) {
      let answer = await served(new URL(url));
      for (let i = 0; i < 300 && answer.encoding !== 'br' && new URL(url).pathname.startsWith('/_next/static/'); i++) {
        await new Promise((r) => setTimeout(r, 1000));
        answer = await served(new URL(url));
      }
      sentCache.set(url, answer.bytes);
    }
    bytes += sentCache.get(url)!;
  }
  return { files: new Set(urls).size, bytes };
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? NaN;
const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const ms = (n: number) => `${n.toFixed(0)} ms`;

async function main() {
  if (!existsSync('.next/BUILD_ID')) throw new Error('no production build: run `OPENHOW_STANDALONE=1 npx next build` first');
  process.env.OPENHOW_DEMO_VIDEOS ??= '0';
  const server = await startServer(port, { prepare: seed });
  try {
    const cookie = await signIn(server.url, 'viewer@demo.example.com', 'Demo-Passw0rd!');
    const status = async (path: string) => (await fetch(`${server.url}${path}`, { headers: { cookie }, redirect: 'manual' })).status;
    const sopPath = `/smart-instruction/${sopId}`;
    if ((await status(sopPath)) !== 200) throw new Error(`${sopPath} did not answer 200`);
    const candidates: string[] = [];
    for (const path of BASELINE_CANDIDATES) if ((await status(path)) === 200) candidates.push(path);

    const browser = await launch();
    try {
      // Not counted: the browser's first start and the server's first render of each page.
      await visit(browser, server.url, cookie, `${server.url}${sopPath}`, true);
      let baseline = { path: '', bytes: Infinity };
      for (const path of candidates) {
        const v = await visit(browser, server.url, cookie, `${server.url}${path}`, false);
        const js = await sent(v.scripts.map((s) => s.url));
        console.log(`candidate baseline ${path}: ${js.files} scripts, ${kb(js.bytes)}`);
        if (js.bytes < baseline.bytes) baseline = { path, bytes: js.bytes };
      }
      if (!baseline.path) throw new Error('no signed-in baseline page answered 200');

      const sop: Visit[] = [];
      const base: Visit[] = [];
      for (let i = 0; i < runs; i++) {
        const order = i % 2 === 0 ? [true, false] : [false, true];
        for (const execution of order) {
          if (execution) sop.push(await visit(browser, server.url, cookie, `${server.url}${sopPath}`, true));
          else base.push(await visit(browser, server.url, cookie, `${server.url}${baseline.path}`, false));
        }
      }
      await report(sop, base, baseline.path, server.database);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

async function report(sop: Visit[], base: Visit[], baselinePath: string, database: string) {
  const before = (v: Visit) => v.scripts.filter((s) => s.beforeTap).map((s) => s.url);
  const sopJs = await sent(before(sop[0]!));
  const baseJs = await sent(base[0]!.scripts.map((s) => s.url));
  // The same scripts every visit? (a chunk loaded only sometimes would make the figure a guess)
  const stable = sop.every((v) => new Set(before(v)).size === sopJs.files) && base.every((v) => new Set(v.scripts.map((s) => s.url)).size === baseJs.files);
  const afterTap = await sent(sop[0]!.scripts.filter((s) => !s.beforeTap && !before(sop[0]!).includes(s.url)).map((s) => s.url));
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim();
  let commit = 'n/a';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    /* not a checkout */
  }
  const m = (vs: Visit[], pick: (v: Visit) => number) => median(vs.map(pick));
  const list = (vs: Visit[], pick: (v: Visit) => number) => vs.map((v) => pick(v).toFixed(0)).join(', ');
  console.log(`\nExecution view ${`/smart-instruction/${sopId}`} on a phone (${PHONE.width}×${PHONE.height}, mobile UA, touch, CPU slowdown ${process.env.BENCH_CPU_SLOWDOWN || 1}×), ${runs} visits each alternated with ${baselinePath}, fresh context each (no HTTP cache), Chromium headless; build ${buildId} (${commit}), ${database}, node ${process.version}, load average ${load}\n`);
  console.log('| measure | execution view | baseline (' + baselinePath + ') | goal | result |');
  console.log('|---|---:|---:|---:|---|');
  const ok = sopJs.bytes <= GOAL_KB * 1000;
  console.log(`| initial JavaScript before the first tap, as sent (brotli) | ${kb(sopJs.bytes)} (${sopJs.files} files) | ${kb(baseJs.bytes)} (${baseJs.files} files) | ≤ ${GOAL_KB} kB | ${ok ? 'PASS' : 'FAIL'} |`);
  console.log(`| difference from the baseline page | ${kb(sopJs.bytes - baseJs.bytes)} | | | |`);
  console.log(`| JavaScript fetched after tapping Start (not counted above) | ${kb(afterTap.bytes)} (${afterTap.files} files) | | | |`);
  console.log(`| navigation → DOMContentLoaded, median | ${ms(m(sop, (v) => v.dcl))} | ${ms(m(base, (v) => v.dcl))} | | |`);
  console.log(`| navigation → start screen visible with Start enabled / page heading, median | ${ms(m(sop, (v) => v.startScreen))} [${list(sop, (v) => v.startScreen)}] | ${ms(m(base, (v) => v.heading))} [${list(base, (v) => v.heading)}] | | |`);
  console.log(`| navigation → the view's data request sent / answered (GET /api/v1/multimodal-sop/{id}), median | ${ms(m(sop, (v) => v.dataStart))} / ${ms(m(sop, (v) => v.dataEnd))} | | | |`);
  console.log(`| navigation → first step visible, Start tapped as soon as enabled, median | ${ms(m(sop, (v) => v.firstStep))} [${list(sop, (v) => v.firstStep)}] | | | |`);
  console.log(`| tap → first step visible, median | ${ms(m(sop, (v) => v.firstStep - v.tap))} | | | |`);
  console.log(`| main-thread blocking (long tasks over 50 ms) before the tap / before the visit's end, median | ${ms(m(sop, (v) => v.blocking))} | ${ms(m(base, (v) => v.blocking))} | | |`);
  if (!stable) console.log('\nNote: the set of scripts differed between visits; the figures are from the first measured visit.');
  const shared = new Set(base[0]!.scripts.map((s) => s.url));
  console.log(`\nScripts of the execution view before the first tap (as sent; * = also loaded by ${baselinePath}):`);
  for (const url of new Set(before(sop[0]!))) console.log(`  ${kb(sentCache.get(url) ?? 0)} ${shared.has(url) ? '*' : ' '} ${new URL(url).pathname}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
