import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { chatMessages, knowledgeChunks, knowledgeMaps, workflows } from '@/db/schema';
import type { AiEnv } from '@/lib/ai/provider';
import { kMeans, layout2d } from './clustering';
import { knowledgeEmbedder, type Embedder } from './embed';
import { ensureQuestionEmbeddings, questionRows } from './questions';
import { workflowVectors } from './workflow-vectors';

/**
 * The organisation's knowledge-map layout: every published, indexed workflow (its mean vector)
 * and every asked question (its vector), placed in 2D by UMAP and grouped by k-means, both
 * seeded. Computed for the whole organisation once and stored; each reader sees only the points
 * they may see (lib/knowledge/map.ts).
 */
export type StoredPoint = { kind: 'workflow' | 'question'; id: string; x: number; y: number; groupId: number };

/** What the layout depends on: the model, the chunks and the questions (counts and latest changes). */
export async function mapFingerprint(db: Db, organizationId: string, model: string): Promise<string> {
  const [chunks] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number), last: sql<string | null>`max(${knowledgeChunks.createdAt})::text` })
    .from(knowledgeChunks)
    .where(and(eq(knowledgeChunks.organizationId, organizationId), eq(knowledgeChunks.embeddingModel, model)));
  const [questions] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number), last: sql<string | null>`max(${chatMessages.createdAt})::text` })
    .from(chatMessages)
    .where(and(eq(chatMessages.organizationId, organizationId), eq(chatMessages.role, 'user')));
  return [model, chunks?.n ?? 0, chunks?.last ?? '', questions?.n ?? 0, questions?.last ?? ''].join('|');
}

export async function computeKnowledgeMap(db: Db, organizationId: string, env: AiEnv = process.env, embedder: Embedder = knowledgeEmbedder(db, organizationId, env)) {
  const fingerprint = await mapFingerprint(db, organizationId, embedder.model);
  await ensureQuestionEmbeddings(db, organizationId, embedder);
  const indexed = await db
    .selectDistinct({ id: knowledgeChunks.workflowId })
    .from(knowledgeChunks)
    .innerJoin(workflows, and(eq(workflows.id, knowledgeChunks.workflowId), eq(workflows.organizationId, organizationId)))
    .where(and(eq(knowledgeChunks.organizationId, organizationId), eq(knowledgeChunks.embeddingModel, embedder.model), eq(workflows.published, true)));
  const ids = indexed.map((r) => r.id!).filter(Boolean).sort();
  const vectors = await workflowVectors(db, organizationId, embedder.model, ids);
  const items: Array<{ kind: StoredPoint['kind']; id: string; vector: number[] }> = ids.filter((id) => vectors.has(id)).map((id) => ({ kind: 'workflow', id, vector: vectors.get(id)! }));
  for (const q of await questionRows(db, organizationId, { model: embedder.model }, true)) {
    if (q.embedding?.length) items.push({ kind: 'question', id: q.id, vector: q.embedding.map(Number) });
  }
  const dimensions = items[0]?.vector.length ?? 0;
  const usable = items.filter((i) => i.vector.length === dimensions);
  const positions = layout2d(usable.map((i) => i.vector));
  const groups = kMeans(positions);
  const points: StoredPoint[] = usable.map((item, i) => ({ kind: item.kind, id: item.id, x: positions[i]![0], y: positions[i]![1], groupId: groups[i]! }));
  const values = { fingerprint, model: embedder.model, points, clusters: new Set(groups).size, computedAt: new Date() };
  await db.insert(knowledgeMaps).values({ organizationId, ...values }).onConflictDoUpdate({ target: knowledgeMaps.organizationId, set: values });
  return { points: points.length, clusters: values.clusters };
}
