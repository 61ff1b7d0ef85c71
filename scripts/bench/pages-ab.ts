// Before/after on one machine at one time (issue 15): two production builds of this tree serve the
// same fresh database side by side, and the server CPU per request of the bare page and of a
// signed-in page is measured on each in alternating rounds (A B, B A, …), so that whatever else
// the shared machine runs hits both builds alike. Run bench:pages's figures for the goal itself.
//
//   cp -a .next before-next               # the build to compare against (the cache is not needed)
//   …change, npx next build…
//   BENCH_AB_BEFORE=before-next BENCH_DATABASE_URL=postgres://… npx tsx --conditions=react-server scripts/bench/pages-ab.ts
//
// The copy must sit at the tree's top level (not in /tmp or .data/): the build's .next/node_modules
// links to the packages it loads by relative paths (../../node_modules/…).
//
// B is this tree's .next; A is BENCH_AB_BEFORE, served from a folder of links to this tree's files
// (the source is not read at run time; next.config.ts, scripts/ and node_modules are). Options:
// BENCH_PORT (B's port, A's is the next one), BENCH_AB_PAGE (default /home/overview),
// BENCH_AB_ROUNDS (4), BENCH_CPU_REQUESTS (200 per page and round, 4 clients), BENCH_AB_A_JOBS_IN_PROCESS=1
// (A runs the job workers itself, as the bench's server did before it ran them in a worker process).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuMs, load, loadAverage } from './load';
import { signIn, startServer, withDatabase } from './server';

const before = process.env.BENCH_AB_BEFORE;
const serverUrl = process.env.BENCH_DATABASE_URL;
const portB = Number(process.env.BENCH_PORT || 3310);
const portA = portB + 1;
const page = process.env.BENCH_AB_PAGE || '/home/overview';
const rounds = Math.max(1, Number(process.env.BENCH_AB_ROUNDS || 4));
const requests = Number(process.env.BENCH_CPU_REQUESTS || 200);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** A folder that is this tree with `next` as its .next. */
function treeWith(next: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'openhow-ab-'));
  for (const name of readdirSync('.')) if (name !== '.next' && name !== '.data') symlinkSync(path.resolve(name), path.join(dir, name));
  symlinkSync(path.resolve(next), path.join(dir, '.next'));
  return dir;
}

async function waitUp(url: string) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not start`);
}

async function main() {
  if (!before || !existsSync(path.join(before, 'BUILD_ID'))) throw new Error('BENCH_AB_BEFORE must name a copy of an earlier .next');
  if (!serverUrl) throw new Error('BENCH_DATABASE_URL is required: both builds serve one PostgreSQL database');
  if (!existsSync('.next/BUILD_ID')) throw new Error('no build in .next (npx next build)');
  // B seeds its own database (scripts/bench/server.ts); A serves the same one.
  const b = await startServer(portB);
  const dir = treeWith(before);
  const env = {
    ...process.env,
    PORT: String(portA),
    NEXTAUTH_URL: `http://localhost:${portA}`,
    NEXTAUTH_SECRET: 'bench-secret',
    OPENHOW_BENCH: '1',
    // Like B (scripts/bench/server.ts): a production web instance; B's worker process runs the jobs of both.
    // BENCH_AB_A_JOBS_IN_PROCESS=1 runs A's jobs in A instead (the bench's setup before the worker process).
    JOBS_IN_PROCESS: process.env.BENCH_JOBS_IN_PROCESS === '1' || process.env.BENCH_AB_A_JOBS_IN_PROCESS === '1' ? 'true' : 'false',
    DATABASE_URL: withDatabase(serverUrl, `openhow_bench_${portB}`),
    STORAGE_DIR: path.resolve(`.data/bench-${portB}/storage`),
    PGLITE_DATA_DIR: path.resolve(`.data/bench-${portA}/pglite-unused`),
  };
  const a = spawn('node', ['scripts/server.mjs'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    const urlA = `http://localhost:${portA}`;
    await waitUp(urlA);
    const servers = {
      A: { url: urlA, pid: a.pid!, cookie: '' },
      B: { url: b.url, pid: b.pid!, cookie: '' },
    };
    for (const s of Object.values(servers)) s.cookie = await signIn(s.url, 'viewer@demo.example.com', 'Demo-Passw0rd!');
    const targets = (cookie: string): Array<{ name: string; path: string; headers: Record<string, string> }> => [
      { name: 'bare', path: '/bench-bare', headers: {} },
      { name: 'page', path: page, headers: { cookie } },
    ];
    for (const s of Object.values(servers)) {
      for (const t of targets(s.cookie)) await load('warm-up', s.url + t.path, { seconds: 3, concurrency: 4, headers: t.headers });
    }
    const cpu: Record<string, number[]> = {};
    for (let r = 0; r < rounds; r++) {
      for (const key of r % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
        const s = servers[key];
        for (const t of targets(s.cookie)) {
          const start = cpuMs(s.pid);
          const res = await load('cpu', s.url + t.path, { seconds: 300, concurrency: 4, headers: t.headers, maxRequests: requests });
          if (res.errors) throw new Error(`${key} ${t.path}: ${res.errors} errors`);
          (cpu[`${key} ${t.name}`] ??= []).push((cpuMs(s.pid) - start) / Math.max(1, res.requests));
        }
      }
    }
    console.log(`\nServer CPU per request, ms (${rounds} alternating rounds of ${requests} requests, 4 clients; A = ${before}, B = .next; ${page}), load average ${loadAverage()}\n`);
    console.log('| build | bare (rounds) | bare median | page (rounds) | page median | CPU ratio bare/page |');
    console.log('|---|---|---:|---|---:|---:|');
    for (const key of ['A', 'B']) {
      const [bare, pg] = [cpu[`${key} bare`], cpu[`${key} page`]];
      const list = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(', ');
      console.log(`| ${key} | ${list(bare)} | ${median(bare).toFixed(1)} | ${list(pg)} | ${median(pg).toFixed(1)} | ${(median(bare) / median(pg)).toFixed(2)}× |`);
    }
  } finally {
    await new Promise<void>((resolve) => {
      if (a.exitCode !== null) return resolve();
      a.on('exit', () => resolve());
      a.kill('SIGTERM');
    });
    rmSync(dir, { recursive: true, force: true });
    await b.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
