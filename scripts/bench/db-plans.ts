// npx tsx --conditions=react-server scripts/bench/db-plans.ts – the database work behind one signed-in /home/overview request
// on the embedded database (PGlite): no caches, the plan cache (db/pglite-plans.ts), and the plan
// cache with the read cache (db/pglite-reads.ts), in the same run: the demo data is seeded once
// (with its three processed videos), then child processes alternate between the three settings over
// the same data. Per step: median wall and CPU ms.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { organizations, users } from '@/db/schema';
import { createAuthSession } from '@/lib/auth/queries';
import { loadSessionContext } from '@/lib/auth/session';
import { getNewNotificationCount } from '@/lib/notifications/operations';
import { homeOverview } from '@/lib/workflows/library';
import { listMyWorkspaces, listWorkspaceGroups } from '@/lib/workspaces/lists';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS || 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
type Figures = Record<string, { wall: number; cpu: number }>;

async function time(fn: () => Promise<unknown>) {
  for (let i = 0; i < 30; i++) await fn();
  const walls: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    await fn();
    walls.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpu0);
  walls.sort((a, b) => a - b);
  return { wall: walls[Math.floor(ITERATIONS / 2)], cpu: (cpu.user + cpu.system) / 1000 / ITERATIONS };
}

/** One measurement over the seeded data, printed as JSON for the parent. */
async function child() {
  const db = await getDb();
  const [viewer] = await db
    .select({ id: users.id, orgId: users.organizationId })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.email, 'viewer@demo.example.com'), eq(organizations.clientKey, 'demo')));
  const session = await createAuthSession(db, { orgId: viewer.orgId, userId: viewer.id, method: 'password', isSharedAccount: false, ttlSeconds: 3600 });
  const context = await loadSessionContext(db, session.id);
  if (!context) throw new Error('no session');
  const figures: Figures = {
    'session lookup': await time(() => loadSessionContext(db, session.id)),
    'side menu (workspace groups)': await time(() => listWorkspaceGroups(context, { needWorkspaces: true, workspacesType: 'view', all: false })),
    'bell count': await time(() => getNewNotificationCount(context)),
    'my workspaces': await time(() => listMyWorkspaces(context)),
    'overview sections': await time(() => homeOverview(context, 'en')),
  };
  const overview = await homeOverview(context, 'en');
  if (overview.recentlyPublished.length === 0) throw new Error('the demo has no published workflows to list');
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  process.exit(0);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'openhow-db-plans-'));
  const env = { ...process.env, PGLITE_DATA_DIR: path.join(dir, 'pglite'), STORAGE_DIR: path.join(dir, 'storage'), DATABASE_URL: '' };
  try {
    console.log('Seeding the demo organisation (with its three videos through the pipeline)…');
    execFileSync('npx', ['tsx', '--conditions=react-server', 'scripts/seed.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    const settings = {
      none: { OPENHOW_PGLITE_PLAN_CACHE: 'off', OPENHOW_PGLITE_READ_CACHE: 'off' },
      plans: { OPENHOW_PGLITE_PLAN_CACHE: 'on', OPENHOW_PGLITE_READ_CACHE: 'off' },
      reads: { OPENHOW_PGLITE_PLAN_CACHE: 'on', OPENHOW_PGLITE_READ_CACHE: 'on' },
    };
    const names = Object.keys(settings) as Array<keyof typeof settings>;
    const runs = { none: [] as Figures[], plans: [] as Figures[], reads: [] as Figures[] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const setting of names) {
        const r = spawnSync('npx', ['tsx', '--conditions=react-server', __filename, '--child'], { env: { ...env, ...settings[setting] }, encoding: 'utf8' });
        if (r.status !== 0) throw new Error(`child failed: ${r.stderr}`);
        runs[setting].push(JSON.parse(r.stdout.trim().split('\n').pop()!) as Figures);
      }
    }
    console.log(`\nPGlite, ${ITERATIONS} calls per step, median of ${ROUNDS} alternating rounds, node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}\n`);
    console.log('| step of one /home/overview request | wall ms: no cache | plans | plans + reads | CPU ms: no cache | plans | plans + reads |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    const sums = { wall: [0, 0, 0], cpu: [0, 0, 0] };
    for (const step of Object.keys(runs.none[0])) {
      const wall = names.map((n) => median(runs[n].map((f) => f[step].wall)));
      const cpu = names.map((n) => median(runs[n].map((f) => f[step].cpu)));
      // "my workspaces" shares the side menu's read within a request (React cache), so it is not added.
      if (step !== 'my workspaces') names.forEach((_, i) => ((sums.wall[i] += wall[i]), (sums.cpu[i] += cpu[i])));
      console.log(`| ${step} | ${[...wall, ...cpu].map((x) => x.toFixed(2)).join(' | ')} |`);
    }
    console.log(`| **per request** (my workspaces shares the side menu's read) | ${[...sums.wall, ...sums.cpu].map((x) => x.toFixed(2)).join(' | ')} |`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

(process.argv.includes('--child') ? child() : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
