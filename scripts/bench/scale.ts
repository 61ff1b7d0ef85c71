// npm run bench:scale – a large organisation on PostgreSQL (issue 15, "Performance at real size"):
// p50/p95 of the home overview, a workspace page, the explorer search, the admin user search and
// the player's data call, each at every size of BENCH_SCALE_SIZES (workflows; default 1000,100000),
// through the production build (requests one at a time, so the figure is one request's latency).
// The organisation always has 10,000 people; comments and tracking events are ten per workflow
// (scripts/bench/scale-seed.ts). Goal: p95 ≤ 100 ms each, and at most 1.5× from the smallest size
// to the largest. Needs a build and a PostgreSQL server (BENCH_DATABASE_URL, default the local one);
// the databases openhow_scale_<size> are kept for EXPLAIN ANALYZE and reused with BENCH_SCALE_REUSE=1.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import postgres from 'postgres';
import { cpuMs } from './load';
import { SCALE_ADMIN, SCALE_KEYWORD, SCALE_PASSWORD, SCALE_VIEWER, seedScaleDatabase } from './scale-seed';
import { signIn, startServer, withDatabase } from './server';

const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const sizes = (process.env.BENCH_SCALE_SIZES || '1000,100000').split(',').map(Number).filter((n) => n > 0);
const rounds = Number(process.env.BENCH_SCALE_REQUESTS || 60);
const port = Number(process.env.BENCH_PORT || 3302);
const reuse = process.env.BENCH_SCALE_REUSE === '1';
const GOAL = { p95: 100, growth: 1.5 };

// The ids scripts/bench/scale-seed.ts gives workspace 0 and workflow 0 (published, in workspace 0).
const WORKSPACE = '00000000-0000-4000-8001-000000000000';
const WORKFLOW = '00000000-0000-4000-8003-000000000000';

type Probe = { name: string; as: 'viewer' | 'admin'; path: string; body?: unknown };

const PROBES: Probe[] = [
  { name: 'home overview (/home/overview)', as: 'viewer', path: '/home/overview' },
  { name: 'home overview, org admin', as: 'admin', path: '/home/overview' },
  { name: 'workspace page (/workspace/{id}/workflow)', as: 'viewer', path: `/workspace/${WORKSPACE}/workflow` },
  { name: 'explorer search (POST /api/v1/workflows/search)', as: 'viewer', path: '/api/v1/workflows/search', body: { filters: { keyword: SCALE_KEYWORD } } },
  { name: 'explorer search, org admin', as: 'admin', path: '/api/v1/workflows/search', body: { filters: { keyword: SCALE_KEYWORD } } },
  { name: 'admin user search (/api/v1/users?query=)', as: 'admin', path: '/api/v1/users?query=welding' },
  { name: 'player data (/api/v1/player/workflow)', as: 'viewer', path: `/api/v1/player/workflow?workflowId=${WORKFLOW}&withAddons=true` },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function timed(url: string, probe: Probe, cookie: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url + probe.path, {
    method: probe.body ? 'POST' : 'GET',
    redirect: 'manual',
    headers: { cookie, origin: url, ...(probe.body ? { 'content-type': 'application/json' } : {}) },
    body: probe.body ? JSON.stringify(probe.body) : undefined,
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${probe.name}: ${res.status}`);
  return performance.now() - started;
}

async function seeded(name: string, workflows: number): Promise<string | null> {
  const sql = postgres(withDatabase(serverUrl, name), { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    const [row] = await sql`select count(*)::int as n from workflows`;
    return row.n === workflows ? withDatabase(serverUrl, name) : null;
  } catch {
    return null;
  } finally {
    await sql.end();
  }
}

/**
 * CPU time of the app server and of the PostgreSQL backends serving its database, together: the
 * work one request costs, which (unlike its latency) does not depend on what else the machine runs.
 */
async function cpuOf(monitor: postgres.Sql, serverPid: number, database: string): Promise<{ app: number; db: number }> {
  const backends = await monitor`select pid from pg_stat_activity where datname = ${database} and pid <> pg_backend_pid()`;
  // A backend that has just ended counts nothing.
  const of = (pid: number) => (existsSync(`/proc/${pid}/stat`) ? cpuMs(pid) : 0);
  return { app: of(serverPid), db: backends.reduce((sum, b) => sum + of(b.pid as number), 0) };
}

/** CPU ms per request, all together and the database backends' share. */
type Figures = { p50: number; p95: number; cpu: number; db: number };

/** Per probe at one size: every probe warmed, then `rounds` requests one at a time (latency, CPU per request). */
async function measure(workflows: number): Promise<Figures[]> {
  const name = `openhow_scale_${workflows}`;
  let databaseUrl = reuse ? await seeded(name, workflows) : null;
  if (!databaseUrl) {
    console.log(`Seeding ${name} (${workflows} workflows)…`);
    const started = performance.now();
    databaseUrl = await seedScaleDatabase(serverUrl, name, workflows);
    console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  // The web server runs no jobs here, as in a deployment with its own worker: started on a large
  // database, the in-process analytics roll-up would otherwise work through its tracking events
  // during the measurements and land in whichever probe is running.
  process.env.JOBS_IN_PROCESS = 'false';
  const server = await startServer(port, { databaseUrl });
  const monitor = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const cookies = { viewer: await signIn(server.url, SCALE_VIEWER, SCALE_PASSWORD), admin: await signIn(server.url, SCALE_ADMIN, SCALE_PASSWORD) };
    for (let i = 0; i < 5; i++) for (const probe of PROBES) await timed(server.url, probe, cookies[probe.as]);
    const figures: Figures[] = [];
    for (const probe of PROBES) {
      // Backends (re)started between the two readings would count their whole life: read twice per block.
      const latencies: number[] = [];
      const before = await cpuOf(monitor, server.pid ?? 0, name);
      for (let i = 0; i < rounds; i++) latencies.push(await timed(server.url, probe, cookies[probe.as]));
      const after = await cpuOf(monitor, server.pid ?? 0, name);
      const sorted = latencies.sort((a, b) => a - b);
      const db = (after.db - before.db) / rounds;
      figures.push({ p50: percentile(sorted, 50), p95: percentile(sorted, 95), cpu: (after.app - before.app) / rounds + db, db });
    }
    return figures;
  } finally {
    await monitor.end();
    await server.stop();
  }
}

async function main() {
  if (!existsSync('.next/BUILD_ID')) throw new Error('needs a production build: npx next build');
  const results = [];
  for (const size of sizes) results.push(await measure(size));
  const first = results[0];
  const last = results[results.length - 1];
  const head = sizes.map((s) => `${s.toLocaleString('en')}: p50 / p95 ms, CPU (db) ms`);
  console.log(`\nPostgreSQL, ${rounds} requests per probe and size, one at a time; load average ${execSync('cut -d" " -f1-3 /proc/loadavg').toString().trim()}`);
  console.log('CPU: the app server and the database backends together, per request (independent of other load); in brackets the backends\' share.\n');
  console.log(`| request | ${head.join(' | ')} | growth p95 / CPU | result |`);
  console.log(`|---|${sizes.map(() => '---:').join('|')}|---:|---|`);
  let failed = 0;
  for (const [j, probe] of PROBES.entries()) {
    const growth = last[j].p95 / first[j].p95;
    const cpuGrowth = last[j].cpu / first[j].cpu;
    const ok = results.every((r) => r[j].p95 <= GOAL.p95) && growth <= GOAL.growth;
    if (!ok) failed++;
    const cells = results.map((r) => `${r[j].p50.toFixed(1)} / ${r[j].p95.toFixed(1)}, ${r[j].cpu.toFixed(1)} (${r[j].db.toFixed(1)})`);
    console.log(`| ${probe.name} | ${cells.join(' | ')} | ${growth.toFixed(2)}× / ${cpuGrowth.toFixed(2)}× | ${ok ? 'PASS' : 'FAIL'} |`);
  }
  console.log(`\nGoal: p95 ≤ ${GOAL.p95} ms at every size and ≤ ${GOAL.growth}× from ${sizes[0]} to ${sizes[sizes.length - 1]} workflows: ${failed ? `${failed} FAIL` : 'PASS'}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
