import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { knowledgeChunks, transcriptions } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { chunkEmbeddings, embeddingCache } from '@/lib/knowledge/embedding-cache';
import { knowledgeEmbedder } from '@/lib/knowledge/embed';
import { backfillKnowledge, indexWorkflowKnowledge } from '@/lib/knowledge/indexer';
import { OFFLINE_EMBEDDING_MODEL } from '@/lib/knowledge/offline-embedding';
import { textCandidates } from '@/lib/knowledge/rank-text';
import { exactRanking, queryVector } from '@/lib/knowledge/rank-vector';
import { reader } from '@/lib/knowledge/readable';
import { retrieve, type Caller } from '@/lib/knowledge/retrieve';
import { hasPgvector } from '@/lib/knowledge/vector';
import { addMember, createOrg, createUser, createWorkspace } from '../helpers/factories';
import { aiStandInForFile } from '../helpers/ai-stand-in';
import { CORPUS, QUESTIONS, createCorpusWorkflow, distractorCorpus } from './knowledge-fixtures';

aiStandInForFile();
const OFFLINE = { AI_PROVIDER: 'none' };

type World = Awaited<ReturnType<typeof world>>;
let w: World;

async function world() {
  const org = await createOrg();
  const open = await createWorkspace(org.id, { name: 'Plant' });
  const viewer = await createUser(org.id, 'viewer');
  const publisher = await createUser(org.id, 'publisher');
  await addMember(org.id, open.id, publisher.id, 'publisher');
  await addMember(org.id, open.id, viewer.id, 'viewer');
  const other = await createOrg({ name: 'Rival Co' });
  const otherWs = await createWorkspace(other.id);
  const otherUser = await createUser(other.id, 'publisher');
  await addMember(other.id, otherWs.id, otherUser.id, 'publisher');
  for (const spec of [...CORPUS, ...distractorCorpus(10)]) await createCorpusWorkflow(spec, { orgId: org.id, workspaceId: open.id, authorId: publisher.id });
  const sentence = (s: string) => ({ title: 'Only step', sentences: [s] });
  const mine = await createCorpusWorkflow({ title: 'Kiln procedure', steps: [sentence('The kiln door seal is checked every morning.')] }, { orgId: org.id, workspaceId: open.id, authorId: publisher.id });
  const foreign = await createCorpusWorkflow({ title: 'Rival recipe', steps: [sentence('The zephyrquartz recipe uses secret spices.')] }, { orgId: other.id, workspaceId: otherWs.id, authorId: otherUser.id });
  const caller = (user: { id: string; role: string | null }, orgId = org.id) => ({ user: { ...user, roles: {} }, org: { id: orgId } }) as unknown as Caller;
  return { org, other, mine, foreign, callers: { viewer: caller(viewer), other: caller(otherUser, other.id) } };
}

beforeAll(async () => {
  process.env.JOBS_IN_PROCESS = 'false';
  w = await world();
  await backfillKnowledge(await getDb(), {}, OFFLINE);
}, 120_000);

afterAll(() => stopBoss({ graceful: false }));

const ask = async (caller: Caller, query: string) => retrieve(await getDb(), caller, { query, languageCode: 'en-us', env: OFFLINE });

describe('the embedding cache of retrieval (no pgvector)', () => {
  it('ranks as the candidates with their own vectors do, cold and warm', async () => {
    const db = await getDb();
    if (await hasPgvector(db)) return;
    const embedder = knowledgeEmbedder(db, w.org.id, OFFLINE);
    embeddingCache.clear();
    for (const { question } of QUESTIONS) {
      const options = { query: question, languageCode: 'en-us' };
      const vector = (await queryVector(embedder, options))!;
      const scope = await reader(db, w.callers.viewer);
      const inline = await exactRanking(db, w.callers.viewer, await textCandidates(db, scope, options, embedder.model), embedder, vector);
      const pool = await textCandidates(db, scope, options);
      expect(pool.embeddings).toBeUndefined();
      const cold = await exactRanking(db, w.callers.viewer, pool, embedder, vector);
      const warm = await exactRanking(db, w.callers.viewer, pool, embedder, vector);
      expect(cold).toEqual(inline);
      expect(warm).toEqual(inline);
    }
    expect(embeddingCache.size).toBeGreaterThan(0);
  });

  it('answers the same passages from a warm cache as from a cold one', async () => {
    for (const { question } of QUESTIONS.slice(0, 6)) {
      embeddingCache.clear();
      const cold = await ask(w.callers.viewer, question);
      const warm = await ask(w.callers.viewer, question);
      expect(warm).toEqual(cold);
    }
  });

  it('sees a re-index (new content) at once', async () => {
    const db = await getDb();
    expect((await ask(w.callers.viewer, 'kiln door seal')).some((p) => p.workflowId === w.mine.workflow.id)).toBe(true);
    const sentences = [{ sentence: 'The glazing booth filter is replaced every month.', startTime: 1, endTime: 3.5, words: [] }];
    await db.update(transcriptions).set({ sentences }).where(and(eq(transcriptions.organizationId, w.org.id), eq(transcriptions.workflowId, w.mine.workflow.id)));
    await indexWorkflowKnowledge(db, { organizationId: w.org.id, workflowId: w.mine.workflow.id }, OFFLINE);
    const now = await ask(w.callers.viewer, 'glazing booth filter');
    expect(now[0]?.workflowId).toBe(w.mine.workflow.id);
    expect(now[0]?.content).toContain('glazing booth filter');
    expect((await ask(w.callers.viewer, 'kiln door seal')).some((p) => p.content.includes('kiln door'))).toBe(false);
  });

  it('never gives another organisation’s chunks from the cache', async () => {
    const db = await getDb();
    // The rival organisation's question puts its chunk's vector in the cache.
    expect((await ask(w.callers.other, 'zephyrquartz recipe')).map((p) => p.workflowId)).toContain(w.foreign.workflow.id);
    const [foreignChunk] = await db
      .select({ id: knowledgeChunks.id })
      .from(knowledgeChunks)
      .where(and(eq(knowledgeChunks.organizationId, w.other.id), eq(knowledgeChunks.workflowId, w.foreign.workflow.id)));
    expect((await chunkEmbeddings(db, w.other.id, OFFLINE_EMBEDDING_MODEL, [foreignChunk!.id])).size).toBe(1);
    expect((await chunkEmbeddings(db, w.org.id, OFFLINE_EMBEDDING_MODEL, [foreignChunk!.id])).size).toBe(0);
    expect((await ask(w.callers.viewer, 'zephyrquartz recipe')).some((p) => p.workflowId === w.foreign.workflow.id)).toBe(false);
  });
});
