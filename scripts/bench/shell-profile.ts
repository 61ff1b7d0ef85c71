// Where the production server's CPU goes under one page's load: starts it as scripts/bench/server.ts
// does (BENCH_DATABASE_URL for PostgreSQL) with node --cpu-prof, warms it, sends BENCH_PROFILE_REQUESTS
// requests (4 clients) to BENCH_PROFILE_PATH (default /home/overview) signed in as the demo viewer,
// stops it and prints the sampled time of the loaded window by part (React/Next, database client,
// gzip, GC, …) per request. The .cpuprofile stays in BENCH_PROFILE_DIR for DevTools.
// A sampling profile counts time the thread waited inside a call (a socket write while the machine
// is busy) as that call's: read the shares, and the bench's /proc CPU figures for absolute cost.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { load } from './load';
import { signIn, startServer } from './server';

const port = Number(process.env.BENCH_PORT || 3304);
const dir = process.env.BENCH_PROFILE_DIR || `.data/profile-${port}`;
const requests = Number(process.env.BENCH_PROFILE_REQUESTS || 1500);
const page = process.env.BENCH_PROFILE_PATH || '/home/overview';

type Node = { id: number; callFrame: { functionName: string; url: string }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number };

// The first matching rule of a sample's innermost frame with a script decides its part; a frame of
// node's own library passes the sample on to its caller (node internals when only node's frames are left).
const PARTS: Array<[RegExp, string]> = [
  [/postgres/, 'postgres.js (socket writes included)'],
  [/drizzle-orm/, 'drizzle (query building, row mapping)'],
  [/node:zlib|\/compression\//, 'gzip'],
  [/use-intl|next-intl|formatjs|intl-messageformat/, 'next-intl / use-intl'],
  [/app-page-turbo\.runtime|react-dom-server|react-server-dom/, 'React render (RSC, Flight, HTML)'],
  [/\.next\/server\/chunks\//, 'app chunks (our code, bundled libraries)'],
  [/node_modules\/next\//, 'Next server (routing, request handling)'],
  [/async_hooks/, 'async_hooks (AsyncLocalStorage on node 20)'],
  [/^node:/, 'node internals (streams, sockets, timers)'],
];
const NODE = PARTS[PARTS.length - 1][1];

function summarise(profile: Profile, fromMs: number, count: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const partOf = (id: number): string => {
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const { functionName, url } = byId.get(cur)!.callFrame;
      if (functionName === '(idle)') return 'idle';
      if (functionName === '(garbage collector)') return 'garbage collection';
      if (!url) continue;
      const part = PARTS.find(([re]) => re.test(url))?.[1] ?? 'other';
      // Node's own code (a socket write, a stream) counts for whoever called it.
      if (part !== NODE) return part;
    }
    return NODE;
  };
  const parts = new Map<string, number>();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    if (t < fromMs * 1000) return;
    const part = partOf(id);
    parts.set(part, (parts.get(part) ?? 0) + profile.timeDeltas[i]);
  });
  const busy = [...parts].filter(([p]) => p !== 'idle').reduce((s, [, us]) => s + us, 0);
  console.log(`\nSampled time per request of the loaded window (${count} requests), busy ${(busy / 1000 / count).toFixed(2)} ms:`);
  for (const [part, us] of [...parts].sort((a, b) => b[1] - a[1])) {
    const share = part === 'idle' ? '' : ` (${((100 * us) / busy).toFixed(1)} %)`;
    console.log(`  ${(us / 1000 / count).toFixed(2).padStart(6)} ms  ${part}${share}`);
  }
}

async function main() {
  rmSync(dir, { recursive: true, force: true });
  const server = await startServer(port, { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=200'] });
  let window = { from: 0, requests: 0 };
  try {
    const cookie = await signIn(server.url, 'viewer@demo.example.com', 'Demo-Passw0rd!');
    await load('warm-up', `${server.url}${page}`, { seconds: 3, concurrency: 4, headers: { cookie } });
    const from = performance.timeOrigin + performance.now();
    const r = await load('profile', `${server.url}${page}`, { seconds: 300, concurrency: 4, headers: { cookie }, maxRequests: requests });
    console.log(`${page}: ${r.requests} requests, ${r.rps.toFixed(0)} req/s, ${r.errors} errors, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
    window = { from, requests: r.requests + r.errors };
  } finally {
    await server.stop();
  }
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile in ${dir}`);
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Profile;
  // The profile's clock is not the wall clock: its window is the load's length, counted back from its end.
  const endMs = (profile.startTime + profile.timeDeltas.reduce((s, d) => s + d, 0)) / 1000;
  const loadMs = performance.timeOrigin + performance.now() - window.from;
  summarise(profile, endMs - loadMs, window.requests);
  console.log(`\nProfile: ${path.join(dir, file)}`);
}

// BENCH_PROFILE_FILE=<.cpuprofile> summarises a saved profile instead (all of it, BENCH_PROFILE_REQUESTS requests).
const saved = process.env.BENCH_PROFILE_FILE;
const run = saved ? async () => summarise(JSON.parse(readFileSync(saved, 'utf8')) as Profile, 0, requests) : main;

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
