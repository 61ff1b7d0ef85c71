import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import * as schema from '@/db/schema';
import { offlineEmbedder } from '@/lib/knowledge/embed';
import { indexWorkflowKnowledge } from '@/lib/knowledge/indexer';
import { OFFLINE_EMBEDDING_MODEL } from '@/lib/knowledge/offline-embedding';
import { exactRanking, queryVector, vectorRanking } from '@/lib/knowledge/rank-vector';
import type { Caller } from '@/lib/knowledge/readable';
import { hasPgvector, vectorIndexName } from '@/lib/knowledge/vector';
import { rowsOf } from '@/db/rows';
import { CORPUS, QUESTIONS, distractorCorpus, type CorpusWorkflow } from './knowledge-fixtures';

// pgvector on the embedded database (its PGlite extension), on a database of this file's own, so the
// file runs the same whichever database the other tests use: migration 0023 enables the extension
// only where it is offered, the indexer builds the model's HNSW index, and the vector ranking that
// reads through the index answers what the exact similarity of every chunk answers.
const migrationsFolder = path.join(process.cwd(), 'db', 'migrations');

const open = async (withVector: boolean) => {
  const client = new PGlite(withVector ? { extensions: { vector } } : {});
  const db = drizzle({ client, schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder });
  return { client, db };
};

let client: PGlite;
let db: Db;
let caller: Caller;

async function insertWorkflow(spec: CorpusWorkflow, orgId: string, workspaceId: string) {
  const [row] = await db
    .insert(schema.workflows)
    .values({ organizationId: orgId, workspaceId, title: spec.title, published: true, publishedAt: new Date(), convertStatus: 'finished', processed: true })
    .returning();
  await db.insert(schema.workflowSteps).values(spec.steps.map((s, i) => ({ organizationId: orgId, workflowId: row!.id, position: i, title: s.title, startTime: i * 30, endTime: (i + 1) * 30, duration: 30 })));
  const sentences = spec.steps.flatMap((s, i) => s.sentences.map((sentence, j) => ({ sentence, startTime: i * 30 + 1 + j * 3, endTime: i * 30 + 3.5 + j * 3, words: [] })));
  await db.insert(schema.transcriptions).values({ organizationId: orgId, workflowId: row!.id, languageCode: 'en-us', source: 'manual', sentences, searchText: '' });
  await indexWorkflowKnowledge(db, { organizationId: orgId, workflowId: row!.id }, { AI_PROVIDER: 'none' });
}

beforeAll(async () => {
  ({ client, db } = await open(true));
  const [org] = await db.insert(schema.organizations).values({ name: 'Vector Co', clientKey: 'vectorco' }).returning();
  const [group] = await db.insert(schema.workspaceGroups).values({ organizationId: org!.id, name: 'Plant' }).returning();
  const [space] = await db.insert(schema.workspaces).values({ organizationId: org!.id, groupId: group!.id, name: 'Line' }).returning();
  const [admin] = await db.insert(schema.users).values({ organizationId: org!.id, email: 'admin@vector.example.com', displayName: 'Admin', role: 'admin-organization' }).returning();
  for (const spec of [...CORPUS, ...distractorCorpus(40)]) await insertWorkflow(spec, org!.id, space!.id);
  caller = { user: { ...admin!, roles: {} }, org: { id: org!.id } } as unknown as Caller;
}, 300_000);

afterAll(() => client?.close());

describe('pgvector on the embedded database', () => {
  it('migration 0023 enables the extension where it is offered, and migrates without it where it is not', async () => {
    const version = rowsOf<{ extversion: string }>(await db.execute(sql`select extversion from pg_extension where extname = 'vector'`));
    expect(version[0]?.extversion).toMatch(/^0\.[89]|^[1-9]/);
    expect(await hasPgvector(db)).toBe(true);
    const plain = await open(false);
    try {
      expect(rowsOf(await plain.db.execute(sql`select 1 from pg_extension where extname = 'vector'`))).toEqual([]);
      expect(await hasPgvector(plain.db)).toBe(false);
    } finally {
      await plain.client.close();
    }
  }, 120_000);

  it("the indexer builds one HNSW index for the embedder's model, partial on it", async () => {
    const name = vectorIndexName(OFFLINE_EMBEDDING_MODEL, 384);
    const [index] = rowsOf<{ indexdef: string }>(await db.execute(sql`select indexdef from pg_indexes where indexname = ${name}`));
    expect(index?.indexdef).toMatch(/USING hnsw \(\(\(embedding\)::vector\(384\)\) vector_ip_ops\)/);
    expect(index?.indexdef).toContain(`WHERE (embedding_model = '${OFFLINE_EMBEDDING_MODEL}'::text)`);
  });

  it('the vector ranking reads through the index', { timeout: 60_000 }, async () => {
    const seen: Array<{ query: string; params: unknown[] }> = [];
    const traced = drizzle({ client, schema, logger: { logQuery: (query, params) => void seen.push({ query, params }) } }) as unknown as Db;
    await vectorRanking(traced, caller, { query: QUESTIONS[0]!.question, languageCode: 'en-us' }, offlineEmbedder, async () => ({ ids: [] }));
    const ranking = seen.find((q) => q.query.includes('<#>'));
    expect(ranking).toBeDefined();
    const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${ranking!.query}`, ranking!.params as never[]);
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain(`Index Scan using ${vectorIndexName(OFFLINE_EMBEDDING_MODEL, 384)}`);
  });

  it('answers the same ranking as the exact similarity of every chunk', async () => {
    const all = (await db.select({ id: schema.knowledgeChunks.id }).from(schema.knowledgeChunks).where(eq(schema.knowledgeChunks.organizationId, caller.org.id))).map((r) => r.id);
    expect(all.length).toBeGreaterThan(100);
    for (const { question } of QUESTIONS) {
      const options = { query: question, languageCode: 'en-us' };
      const indexed = await vectorRanking(db, caller, options, offlineEmbedder, async () => ({ ids: [] }));
      const exact = await exactRanking(db, caller, { ids: all }, offlineEmbedder, (await queryVector(offlineEmbedder, options))!);
      expect(indexed.slice(0, 10), question).toEqual(exact.slice(0, 10));
    }
    // PGlite with the extension loaded is slow (README, pgvector on PGlite): 36 rankings took 5 s quiet, 60 s at load ~25.
  }, 180_000);
});
