// Profiling aid (not part of npm run bench): EXPLAIN (ANALYZE, BUFFERS) of every statement retrieve() sends for a few questions.
// On the kept PostgreSQL database of bench:retrieval, or with BENCH_PGLITE_DATA_DIR on the PGlite corpus it kept there.
import { QUESTIONS } from '../../tests/integration/knowledge-fixtures';
import { keptDatabase } from './server';

async function main() {
  if (process.env.BENCH_PGLITE_DATA_DIR) {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DATA_DIR = process.env.BENCH_PGLITE_DATA_DIR;
  } else process.env.DATABASE_URL = await keptDatabase(process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres', 'openhow_bench_retrieval');
  const { getDb, closeDb } = await import('@/db/client');
  const { seededRetrievalCorpus } = await import('./retrieval-seed');
  const { retrieve } = await import('@/lib/knowledge/retrieve');
  const { sql } = await import('drizzle-orm');
  const { rowsOf } = await import('@/db/rows');
  const db = await getDb();
  const world = (await seededRetrievalCorpus(db))!;
  const only = process.env.Q ? [process.env.Q] : process.env.ALL ? [...QUESTIONS.map((q) => q.question), ...QUESTIONS.map((q) => q.question)] : [QUESTIONS[0]!.question, QUESTIONS[4]!.question, 'Which gloves for the shredder blade?'];
  const execute = db.execute.bind(db);
  const explain = process.env.EXPLAIN !== '0';
  (db as { execute: unknown }).execute = async (q: never) => {
    if (explain) {
      // postgres.js answers an array, PGlite `{ rows }`.
      const plan = rowsOf<Record<string, string>>(await execute(sql`explain (analyze, buffers, settings) ${q}`));
      console.log(plan.map((r) => Object.values(r)[0]).join('\n'));
    }
    const t = performance.now();
    const out = await execute(q);
    console.log(`-- execute ${(performance.now() - t).toFixed(1)} ms`);
    return out;
  };
  for (const query of only) {
    console.log(`\n===== ${query}`);
    const t = performance.now();
    const r = await retrieve(db, world.callers[(process.env.WHO as 'viewer') || 'viewer'] as never, { query, languageCode: 'en-us', env: { AI_PROVIDER: 'none' } });
    console.log(`== total ${(performance.now() - t).toFixed(1)} ms, ${r.length} passages`);
  }
  await closeDb();
  process.exit(0);
}
main();
