// Server CPU per request of the bare page and /home/overview on PostgreSQL, split by process: the web server, the
// database backends serving the run's database, and the job worker (scripts/bench/server.ts). bench:pages and
// bench:pages-ab count the web server only; the database's share competes for the same cores and shows in req/s.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_PORT=3323 npx tsx --conditions=react-server scripts/bench/pages-db-cpu.ts
import postgres from 'postgres';
import { cpuMs, load, loadAverage } from './load';
import { signIn, startServer } from './server';
async function main() {
  const port = Number(process.env.BENCH_PORT || 3323);
  const s = await startServer(port);
  const admin = postgres(process.env.BENCH_DATABASE_URL!, { max: 1 });
  const backends = async () => (await admin`select pid from pg_stat_activity where datname = ${`openhow_bench_${port}`}`).map((r) => Number(r.pid));
  try {
    const cookie = await signIn(s.url, 'viewer@demo.example.com', 'Demo-Passw0rd!');
    const pages: Array<{ p: string; h: Record<string, string> }> = [
      { p: '/bench-bare', h: {} },
      { p: '/home/overview', h: { cookie } },
    ];
    for (const t of pages) await load('w', s.url + t.p, { seconds: 3, concurrency: 4, headers: t.h });
    const res: Record<string, { web: number[]; pg: number[]; worker: number[] }> = {};
    for (let r = 0; r < 3; r++) for (const t of pages) {
      const pids = await backends();
      const pg0 = pids.map((p) => { try { return cpuMs(p); } catch { return 0; } });
      const w0 = cpuMs(s.pid!); const k0 = s.workerPid ? cpuMs(s.workerPid) : 0;
      const out = await load('cpu', s.url + t.p, { seconds: 300, concurrency: 4, headers: t.h, maxRequests: 300 });
      const pids2 = await backends();
      let pg = 0;
      for (const p of pids2) { const i = pids.indexOf(p); let now = 0; try { now = cpuMs(p); } catch { /* gone */ } pg += now - (i >= 0 ? pg0[i] : 0); }
      const n = Math.max(1, out.requests);
      const e = (res[t.p] ??= { web: [], pg: [], worker: [] });
      e.web.push((cpuMs(s.pid!) - w0) / n); e.pg.push(pg / n); e.worker.push(s.workerPid ? (cpuMs(s.workerPid) - k0) / n : 0);
    }
    const f = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(', ');
    for (const [p, e] of Object.entries(res)) console.log(`${p}: web ${f(e.web)} | postgres backends ${f(e.pg)} | worker ${f(e.worker)} (ms per request)`);
    console.log(`jobs ${s.workerPid ? 'in a worker process' : 'in the server'}; load ${loadAverage()}`);
  } finally { await admin.end(); await s.stop(); }
}
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
