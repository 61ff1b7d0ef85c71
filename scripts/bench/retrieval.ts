// npm run bench:retrieval – the assistant's retrieval (lib/knowledge/retrieve.ts: full-text and vector
// rankings fused, access in SQL) at BENCH_RETRIEVAL_CHUNKS passages (default 100,000) in one
// organisation, on PGlite (in memory) and on PostgreSQL (BENCH_DATABASE_URL, default the local
// server; a database of its own, dropped afterwards). p50/p95 of one question at a time, as a viewer
// (workspace visibility joined) and as an organisation admin, the offline embedder; each ranking
// alone too, and recall@5 of the known answers among the generated passages. Goal: p95 ≤ 50 ms.
// BENCH_RETRIEVAL_TARGETS=pglite,postgres picks the databases. BENCH_PGLITE_DATA_DIR=/tmp/… keeps PGlite's corpus on
// disk and reuses it next time (seeding 100,000 passages on PGlite takes minutes); without it PGlite runs in memory.
import { QUESTIONS } from '../../tests/integration/knowledge-fixtures';
import { dropDatabase, freshDatabase, keptDatabase } from './server';

const chunks = Number(process.env.BENCH_RETRIEVAL_CHUNKS || 100_000);
const rounds = Number(process.env.BENCH_RETRIEVAL_ROUNDS || 3);
const targets = (process.env.BENCH_RETRIEVAL_TARGETS || 'pglite,postgres').split(',');
const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const GOAL_P95 = 50;
// Keeps the PostgreSQL database (openhow_bench_retrieval) and reuses it next time.
const keep = process.env.BENCH_KEEP_DATABASE === '1';
const pgliteDir = process.env.BENCH_PGLITE_DATA_DIR;

const EXTRA = ['How often do I lubricate the spindle bearing?', 'Which gloves for the shredder blade?', 'pump seal leaking after a jam', 'calibrate the kiln sensor', 'What do I write in the boiler log?'];
const unseen = Number(process.env.BENCH_RETRIEVAL_UNSEEN || 100);

/**
 * Questions the process has not been asked: each question with the last two words of another one appended (a
 * follow-up that names one more thing), in a fixed order, so every run asks the same ones.
 */
function unseenQuestions(questions: string[], count: number) {
  const out: string[] = [];
  for (let step = 1; out.length < count && step < questions.length; step++) {
    for (let i = 0; i < questions.length && out.length < count; i++) {
      const other = questions[(i + step) % questions.length]!.replace(/[?.!]/g, '').split(/\s+/).slice(-2).join(' ');
      out.push(`${questions[i]!.replace(/[?.!]$/, '')} ${other}?`);
    }
  }
  return out;
}
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function measure(target: string) {
  const { getDb, closeDb } = await import('@/db/client');
  const { seedRetrievalCorpus, seededRetrievalCorpus } = await import('./retrieval-seed');
  const { retrieve } = await import('@/lib/knowledge/retrieve');
  const { hasPgvector } = await import('@/lib/knowledge/vector');
  let started = performance.now();
  const db = await getDb();
  const reuse = keep || (target.startsWith('PGlite') && !!pgliteDir);
  const world = (reuse && (await seededRetrievalCorpus(db))) || (await seedRetrievalCorpus(db, chunks));
  const seedSeconds = (performance.now() - started) / 1000;
  const vectors = (await hasPgvector(db)) ? 'pgvector' : 'no pgvector';
  console.log(`\n${target} (${vectors}): ${chunks.toLocaleString('en')} passages seeded in ${seedSeconds.toFixed(0)} s`);
  const questions = [...QUESTIONS.map((q) => q.question), ...EXTRA];
  // The process's first question (a cold embedding cache, lib/knowledge/embedding-cache.ts).
  started = performance.now();
  await retrieve(db, world.callers.viewer as never, { query: questions[0]!, languageCode: 'en-us', env: { AI_PROVIDER: 'none' } });
  console.log(`  first question of the process: ${(performance.now() - started).toFixed(1)} ms`);
  for (const mode of ['hybrid', 'text', 'vector'] as const) {
    for (const who of ['viewer', 'admin'] as const) {
      if (mode !== 'hybrid' && who === 'admin') continue;
      const caller = world.callers[who] as never;
      for (const q of questions.slice(0, 3)) await retrieve(db, caller, { query: q, languageCode: 'en-us', env: { AI_PROVIDER: 'none' }, mode });
      const times: number[] = [];
      const cold: number[] = [];
      for (let r = 0; r < rounds; r++) {
        for (const query of questions) {
          started = performance.now();
          await retrieve(db, caller, { query, languageCode: 'en-us', env: { AI_PROVIDER: 'none' }, mode });
          (r === 0 && mode === 'hybrid' && who === 'viewer' ? cold : times).push(performance.now() - started);
        }
      }
      // The first hybrid round asks most questions for the first time (their candidates' vectors are not cached yet).
      if (cold.length) console.log(`  hybrid first round (cold cache for most questions): p50 ${percentile(cold, 50).toFixed(1)} ms, p95 ${percentile(cold, 95).toFixed(1)} ms over ${cold.length}`);
      if (cold.length) {
        // What a running server meets most: a question it has never been asked (its candidates' vectors mostly not
        // in the process's cache), in a process warmed by other questions. Each is asked once.
        const fresh = unseenQuestions(questions, unseen);
        const firstSight: number[] = [];
        for (const query of fresh) {
          started = performance.now();
          await retrieve(db, caller, { query, languageCode: 'en-us', env: { AI_PROVIDER: 'none' }, mode });
          firstSight.push(performance.now() - started);
        }
        const p95Fresh = percentile(firstSight, 95);
        console.log(
          `  hybrid as viewer, unseen questions (each asked once, warm process): p50 ${percentile(firstSight, 50).toFixed(1)} ms, p95 ${p95Fresh.toFixed(1)} ms over ${firstSight.length} (goal ≤ ${GOAL_P95} ms: ${p95Fresh <= GOAL_P95 ? 'met' : 'not met'})`,
        );
      }
      const p95 = percentile(times, 95);
      console.log(
        `  ${mode.padEnd(6)} as ${who.padEnd(6)}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${times.length} questions` +
          (mode === 'hybrid' ? ` (goal ≤ ${GOAL_P95} ms: ${p95 <= GOAL_P95 ? 'met' : 'not met'})` : ''),
      );
    }
  }
  await closeDb();
}

async function main() {
  for (const target of targets) {
    if (target === 'pglite') {
      delete process.env.DATABASE_URL;
      process.env.PGLITE_DATA_DIR = pgliteDir || 'memory://';
      await measure(pgliteDir ? `PGlite (${pgliteDir})` : 'PGlite (in memory)');
    } else {
      const name = keep ? 'openhow_bench_retrieval' : `openhow_bench_retrieval_${process.pid}`;
      process.env.DATABASE_URL = keep ? await keptDatabase(serverUrl, name) : await freshDatabase(serverUrl, name);
      try {
        await measure(`PostgreSQL (${name})`);
      } finally {
        if (!keep) await dropDatabase(serverUrl, name);
      }
    }
  }
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
