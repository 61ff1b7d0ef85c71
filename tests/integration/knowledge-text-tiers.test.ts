import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { knowledgeChunks } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { chunkTsv } from '@/lib/knowledge/indexer';
import { textCandidates } from '@/lib/knowledge/rank-text';
import { reader } from '@/lib/knowledge/readable';
import { retrieve, type Caller } from '@/lib/knowledge/retrieve';
import { addMember, createOrg, createUser, createWorkspace } from '../helpers/factories';
import { createCorpusWorkflow } from './knowledge-fixtures';

// More chunks with the question's common word than a tier ranks (TIER_CAP, 1,000), all stored before the one chunk
// that also holds its rare word: capped in the table's order, the rare one was never ranked.
const COMMON_CHUNKS = 1200;
const QUESTION = 'Which lubricant for the quokkanite bearing?';

let caller: Caller;
let rareId: string;

beforeAll(async () => {
  const db = await getDb();
  const org = await createOrg();
  const space = await createWorkspace(org.id);
  const publisher = await createUser(org.id, 'publisher');
  const viewer = await createUser(org.id, 'viewer');
  await addMember(org.id, space.id, viewer.id, 'viewer');
  const { workflow } = await createCorpusWorkflow({ title: 'Sorter care', steps: [{ title: 'Grease', sentences: ['Grease the sorter.'] }] }, { orgId: org.id, workspaceId: space.id, authorId: publisher.id });
  const row = (position: number, content: string) => ({
    organizationId: org.id, sourceKind: 'transcript', sourceId: workflow.id, workflowId: workflow.id, position, startTime: position,
    languageCode: 'en-us', title: 'Sorter care', content, tsv: chunkTsv('Sorter care', content, 'en-us'),
  });
  for (let i = 0; i < COMMON_CHUNKS; i += 400) {
    await db.insert(knowledgeChunks).values(Array.from({ length: 400 }, (_, j) => row(i + j, `Turn the bearing of the press by hand ${i + j} times.`)) as never);
  }
  [{ id: rareId }] = await db.insert(knowledgeChunks).values(row(COMMON_CHUNKS, 'Quokkanite dust clogs the bearing of the sorter.') as never).returning({ id: knowledgeChunks.id });
  // The statistics the full-text step reads to tell common words from rare ones (the backfill refreshes them too).
  await db.execute(sql`analyze knowledge_chunks`);
  caller = { user: { ...viewer, roles: {} }, org: { id: org.id } } as unknown as Caller;
}, 120_000);

afterAll(() => stopBoss({ graceful: false }));

describe('full-text candidates of a large corpus', () => {
  it('ranks the chunk with the rare word of the question first, past more common-word matches than a tier ranks', async () => {
    const db = await getDb();
    const pool = await textCandidates(db, await reader(db, caller), { query: QUESTION, languageCode: 'en-us' });
    expect(pool.ids.length).toBe(200);
    expect(pool.ids[0]).toBe(rareId);
    const [best] = await retrieve(db, caller, { query: QUESTION, languageCode: 'en-us', env: { AI_PROVIDER: 'none' }, mode: 'text' });
    expect(best!.id).toBe(rareId);
  });

});
