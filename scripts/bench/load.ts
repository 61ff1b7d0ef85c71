// A small closed-loop HTTP load generator: `concurrency` clients request one URL back to back for
// `seconds`; reports requests per second and latency percentiles. Bounded in count and time,
// loopback only.
import { readFileSync } from 'node:fs';

export type LoadResult = { name: string; requests: number; rps: number; p50: number; p95: number; p99: number; errors: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function load(
  name: string,
  url: string,
  { seconds = 10, concurrency = 16, headers = {}, maxRequests = 200_000 }: { seconds?: number; concurrency?: number; headers?: Record<string, string>; maxRequests?: number } = {},
): Promise<LoadResult> {
  if (!/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(url)) throw new Error('benchmarks only target loopback');
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline && latencies.length + errors < maxRequests) {
      const t0 = performance.now();
      try {
        const res = await fetch(url, { headers, redirect: 'manual' });
        await res.arrayBuffer();
        if (res.status >= 400) errors++;
        else latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
  };
}

type Target = { name: string; url: string; headers?: Record<string, string> };

/**
 * Requests per second of two pages, alternated A B B A (`seconds` in all per page, two halves)
 * so that drift in the machine's speed or load during the run hits both alike.
 */
export async function sideBySide(a: Target, b: Target, { seconds = 10, concurrency = 16 } = {}): Promise<[LoadResult, LoadResult]> {
  const half = (t: Target) => load(t.name, t.url, { seconds: seconds / 2, concurrency, headers: t.headers });
  const runs = { a: [] as LoadResult[], b: [] as LoadResult[] };
  runs.a.push(await half(a));
  runs.b.push(await half(b));
  runs.b.push(await half(b));
  runs.a.push(await half(a));
  const merge = (rs: LoadResult[]): LoadResult => ({
    ...rs[0],
    requests: rs[0].requests + rs[1].requests,
    rps: (rs[0].rps + rs[1].rps) / 2,
    p50: Math.max(rs[0].p50, rs[1].p50),
    p95: Math.max(rs[0].p95, rs[1].p95),
    p99: Math.max(rs[0].p99, rs[1].p99),
    errors: rs[0].errors + rs[1].errors,
  });
  return [merge(runs.a), merge(runs.b)];
}

export function printTable(rows: LoadResult[], baseline: LoadResult) {
  console.log('| page | req/s | p50 ms | p95 ms | p99 ms | errors | req/s vs bare |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${(r.rps / baseline.rps).toFixed(2)}× |`,
    );
  }
}

/** A server's user + system CPU time in ms, from /proc (Linux; clock ticks are 10 ms there). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The machine's load average (1, 5 and 15 minutes), printed beside every figure. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
