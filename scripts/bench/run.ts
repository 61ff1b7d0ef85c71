// npm run bench – measures pages of the production build side by side with a bare page of the
// same build, in the same run. Requires a build (`npx next build`); figures go to BENCHMARKS.md.
// The database is the embedded one by default; BENCH_DATABASE_URL=postgres://…/postgres runs the
// same on a fresh database of that PostgreSQL server (scripts/bench/server.ts).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { cpuMs, load, loadAverage, printTable, sideBySide } from './load';
import { signIn, startServer } from './server';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 16);
// Several people may share the machine: each picks a free port (default 3300).
const port = Number(process.env.BENCH_PORT || 3300);
// Requests per page in each CPU round (0 skips them), and how many alternating rounds.
const cpuRequests = Number(process.env.BENCH_CPU_REQUESTS ?? 200);
const cpuRounds = Math.max(1, Number(process.env.BENCH_CPU_ROUNDS ?? 4));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];


/**
 * Requests per second swing with whatever else runs on a shared machine; the server's CPU time per
 * request does not, so it is reported beside them (4 clients, a fixed number of requests).
 */
async function cpuPerRequest(pid: number, url: string, headers: Record<string, string> = {}) {
  const before = cpuMs(pid);
  const r = await load('cpu', url, { seconds: 300, concurrency: 4, headers, maxRequests: cpuRequests });
  return (cpuMs(pid) - before) / Math.max(1, r.requests);
}

async function main() {
  if (!existsSync('.next/BUILD_ID')) execSync('npx next build', { stdio: 'inherit' });
  const server = await startServer(port);
  try {
    const cookie = await signIn(server.url, 'viewer@demo.example.com', 'Demo-Passw0rd!');
    const opts = { seconds, concurrency };
    const bareTarget = { name: 'bare page (/bench-bare)', url: `${server.url}/bench-bare` };
    const shellTarget = { name: 'signed-in shell (/home/overview)', url: `${server.url}/home/overview`, headers: { cookie } };
    // Warm every route (first compile, caches, the JIT) so that no page is measured colder than another.
    const warmUp: Array<{ url: string; headers?: Record<string, string> }> = [bareTarget, { url: `${server.url}/` }, shellTarget];
    for (const target of warmUp) await load('warm-up', target.url, { seconds: 2, concurrency: 4, headers: target.headers });
    // The goal's two pages alternate (A B B A) so that drift in the machine's speed hits both alike.
    const [bare, shell] = await sideBySide(bareTarget, shellTarget, opts);
    const login = await load('login page (/)', `${server.url}/`, opts);
    console.log(`\n${server.database}; ${seconds}s per page (bare and shell alternated A B B A), ${concurrency} concurrent clients, node ${process.version}, load average ${loadAverage()}\n`);
    printTable([bare, login, shell], bare);
    console.log(`\nGoal: signed-in shell ≥ 0.5× the bare page → ${(shell.rps / bare.rps).toFixed(2)}×`);
    if (cpuRequests > 0 && server.pid && existsSync(`/proc/${server.pid}/stat`)) {
      // Alternating rounds; the median of each page is steadier than one round on a shared machine.
      const rounds = { bare: [] as number[], shell: [] as number[] };
      for (let i = 0; i < cpuRounds; i++) {
        rounds.bare.push(await cpuPerRequest(server.pid, `${server.url}/bench-bare`));
        rounds.shell.push(await cpuPerRequest(server.pid, `${server.url}/home/overview`, { cookie }));
      }
      const [bareCpu, shellCpu] = [median(rounds.bare), median(rounds.shell)];
      const list = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(', ');
      console.log(`\nServer CPU per request (${cpuRounds} alternating rounds of ${cpuRequests} requests, 4 clients; median): bare ${bareCpu.toFixed(1)} ms (${list(rounds.bare)}), shell ${shellCpu.toFixed(1)} ms (${list(rounds.shell)})`);
      console.log(`CPU-time ratio (bare / shell, the load-independent view of the goal): ${(bareCpu / shellCpu).toFixed(2)}×`);
    }
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
