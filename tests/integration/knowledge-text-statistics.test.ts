import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '@/db/client';
import { stopBoss } from '@/lib/jobs';
import { knowledgeIndexJob } from '@/lib/knowledge/jobs';
import { textCandidates } from '@/lib/knowledge/rank-text';
import { reader } from '@/lib/knowledge/readable';
import { refreshTextStatistics } from '@/lib/knowledge/text-statistics';
import { rowsOf } from '@/db/rows';
import { addMember, createOrg, createUser, createWorkspace } from '../helpers/factories';
import { createCorpusWorkflow } from './knowledge-fixtures';

// Chunks grow through the ordinary per-workflow index job, never a backfill: the job must keep the word statistics the
// full-text step reads (rank-text.ts) fresh by itself, or every word counts as rare. A step of 2,400 sentences makes
// 1,200 chunks (windows of three sentences, two apart), each with "bearing": more than a tier ranks (1,000).
const SENTENCES = 2400;
const QUESTION = 'Which lubricant for the quokkanite bearing?';

type World = { orgId: string; workspaceId: string; authorId: string };
let world: World;
let viewer: Awaited<ReturnType<typeof createUser>>;

const indexThroughJob = async (title: string, sentences: string[]) => {
  const { workflow } = await createCorpusWorkflow({ title, steps: [{ title: 'Care', sentences }] }, world);
  await knowledgeIndexJob.handler({ organizationId: world.orgId, workflowId: workflow.id }, { id: `test-${title}`, retryCount: 0 });
  return workflow.id;
};

/** How many chunks the statistics count "bearing" in (0 when they do not list it), as rank-text.ts reads them. */
const bearingChunks = async () => {
  const db = await getDb();
  const [row] = rowsOf<{ chunks: number | null }>(
    await db.execute(sql`
      select max(s.most_common_elem_freqs[array_position(s.most_common_elems::text::text[], 'bearing')] * c.reltuples) as chunks
      from pg_stats as s join pg_class as c on c.oid = to_regclass('knowledge_chunks')
      where s.schemaname = current_schema() and s.tablename = 'knowledge_chunks' and s.attname = 'tsv'`),
  );
  return Number(row?.chunks ?? 0);
};

beforeAll(async () => {
  const org = await createOrg();
  const space = await createWorkspace(org.id);
  const publisher = await createUser(org.id, 'publisher');
  viewer = await createUser(org.id, 'viewer');
  await addMember(org.id, space.id, viewer.id, 'viewer');
  world = { orgId: org.id, workspaceId: space.id, authorId: publisher.id };
}, 60_000);

afterAll(() => stopBoss({ graceful: false }));

describe('word statistics of the full-text step, kept by the index job', () => {
  it('lists a word as common once the job has indexed more chunks with it than a tier ranks, and still ranks the rare word first', async () => {
    const db = await getDb();
    await indexThroughJob('Sorter care', ['Grease the bearing of the sorter.', 'Wipe the sorter clean.']);
    // The table was never analysed: the first job did it, and "bearing" is in one chunk.
    expect(await bearingChunks()).toBeLessThan(10);
    // A question now has the process remember these statistics ("bearing" rare); the job's ANALYZE below forgets them.
    const caller = { user: { ...viewer, roles: {} }, org: { id: world.orgId } } as never;
    expect((await textCandidates(db, await reader(db, caller), { query: QUESTION, languageCode: 'en-us' })).ids).toHaveLength(1);

    await indexThroughJob('Press care', Array.from({ length: SENTENCES }, (_, i) => `Turn the bearing of the press by hand ${i} times.`));
    expect(await bearingChunks()).toBeGreaterThanOrEqual(1000);
    // The embeddings' element statistics, three quarters of an ANALYZE's time and read by no plan, are not gathered.
    const embeddingStats = rowsOf(await db.execute(sql`select 1 from pg_stats where schemaname = current_schema() and tablename = 'knowledge_chunks' and attname = 'embedding'`));
    expect(embeddingStats).toHaveLength(0);

    // One more chunk is far below a tenth of the table: no ANALYZE for it.
    const rare = await indexThroughJob('Quokkanite care', ['Quokkanite dust clogs the bearing of the sorter.']);
    expect(await refreshTextStatistics(db)).toBe(false);
    expect(await refreshTextStatistics(db, { written: 200 })).toBe(true);

    const [{ id: rareId }] = rowsOf<{ id: string }>(await db.execute(sql`select id from knowledge_chunks where workflow_id = ${rare}`)) as [{ id: string }];
    const pool = await textCandidates(db, await reader(db, caller), { query: QUESTION, languageCode: 'en-us' });
    expect(pool.ids[0]).toBe(rareId);
    expect(pool.ids.length).toBe(200);
    // Inside a transaction (as behind a pooler, whose connections do not read tables from their start by themselves)
    // the statement turns synchronised scans off itself: the same candidates.
    const inTransaction = await db.transaction(async (tx) => textCandidates(tx as unknown as Db, await reader(tx as unknown as Db, caller), { query: QUESTION, languageCode: 'en-us' }));
    expect(inTransaction.ids).toEqual(pool.ids);
  }, 180_000);
});
