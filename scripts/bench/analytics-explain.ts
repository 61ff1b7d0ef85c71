// npm run bench:analytics-explain -- [part of a probe's name] – EXPLAIN
// (ANALYZE, BUFFERS) of every statement the dashboard reads of scripts/bench/analytics.ts send, on
// the kept bench database (BENCH_ANALYTICS_DATABASE, default openhow_bench_analytics; seed it with
// BENCH_KEEP_DATABASE=1 npm run bench:analytics first). Reads only; nothing is written. With
// BENCH_REPEAT=n it times each read n rounds instead (p50/p95, after a warm-up), without the raw side.
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from '@/db/schema';
import type { Db } from '@/db/client';

const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const url = new URL(serverUrl);
url.pathname = `/${process.env.BENCH_ANALYTICS_DATABASE || 'openhow_bench_analytics'}`;
const only = process.argv[2] ?? '';
const ROUNDS = Number(process.env.BENCH_REPEAT || 0);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysBefore = (day: string, n: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000));

async function main() {
  // As the app's connections (db/client.ts): every run planned for its values, so the timed rounds
  // include planning as the app's do (a generic plan after five runs would skip it).
  const client = postgres(url.toString(), { max: 1, onnotice: () => {}, connection: { jit: 'off', plan_cache_mode: 'force_custom_plan' } });
  const captured: { query: string; params: unknown[] }[] = [];
  const db = drizzle(client, { schema, logger: { logQuery: (query, params) => captured.push({ query, params }) } }) as unknown as Db;
  const [q, lists] = await Promise.all([import('@/lib/analytics/queries'), import('@/lib/analytics/lists/workflows')]);
  try {
    const [meta] = await client`select org_id, last_day::text as last_day from bench_analytics_meta`;
    const orgId = meta!.org_id as string;
    // BENCH_ANALYTICS_TO: another last day of the ranges (e.g. one already rolled up while a backlog rebuilds).
    const lastDay = process.env.BENCH_ANALYTICS_TO || (meta!.last_day as string);
    const [wf] = await client`select id, workspace_id from workflows where organization_id = ${orgId} order by title limit 1`;
    const scope = { orgId, workspaceIds: 'all' as const };
    const wsScope = { orgId, workspaceIds: [wf!.workspace_id as string] };
    const range = { from: daysBefore(lastDay, 91), to: lastDay };
    const year = { from: daysBefore(lastDay, 364), to: lastDay };
    const id = wf!.id as string;
    const probes: [string, () => Promise<unknown>][] = [
      ['organisation overview', () => q.organizationOverview(db, scope, range)],
      ['overview, one workspace', () => q.organizationOverview(db, wsScope, range)],
      ['engagement trend (daily)', () => q.organizationEngagement(db, scope, range)],
      ['engagement, 1 year weekly', () => q.organizationEngagement(db, scope, year)],
      ['workflow list (500)', () => q.workflowList(db, scope, range, { page: 1, size: 500 })],
      ['workflow details (drill-down)', () => lists.workflowDetailsList(db, scope, range, { page: 1, size: 500 })],
      ['workflow overview + steps', () => q.workflowOverview(db, scope, range, id)],
      ['workflow view history', () => q.workflowViewHistory(db, scope, range, id, { page: 1, size: 500 })],
    ];
    for (const [name, run] of probes.filter(([n]) => n.includes(only))) {
      if (ROUNDS > 0) {
        await run();
        const out: number[] = [];
        for (let i = 0; i < ROUNDS; i++) {
          const t = performance.now();
          await run();
          out.push(performance.now() - t);
        }
        console.log(`${name.padEnd(29)} p50 ${pct(out, 50).toFixed(1)} ms p95 ${pct(out, 95).toFixed(1)} ms`);
        continue;
      }
      captured.length = 0;
      await run();
      for (const { query, params } of [...captured]) {
        const plan = await client.unsafe(`explain (analyze, buffers) ${query}`, params as never[]);
        console.log(`\n=== ${name}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
    }
  } finally {
    await client.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
