import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { knowledgeChunks } from '@/db/schema';
import { logError } from '@/lib/http/log';
import type { Embedder } from './embed';
import { chunkEmbeddings } from './embedding-cache';
import { asReader, readable, type Caller, type Reader } from './readable';
import type { TextPool } from './rank-text';
import { hasPgvector, modelLiteral, vectorOf } from './vector';

/** Vector candidates each ranking contributes to the fusion. */
export const VECTOR_CANDIDATES = 50;
/** Nearest neighbours the HNSW scan collects before access and the minimum similarity are applied. */
const NEAREST = 200;

type VectorOptions = { query: string; languageCode?: string; workflowId?: string };

export const dot = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
};

/** The question's unit vector, or null when the embedder fails (the full-text ranking still answers). */
export async function queryVector(embedder: Embedder, options: VectorOptions): Promise<number[] | null> {
  try {
    const [vector] = await embedder.embed([{ text: options.query, languageCode: options.languageCode ?? 'en' }]);
    return vector?.length ? vector.map((x) => (Number.isFinite(x) ? x : 0)) : null;
  } catch (error) {
    logError('knowledge', 'query embedding failed', error);
    return null;
  }
}

/**
 * With pgvector: the nearest chunks of the embedder's model by inner product (cosine of unit
 * vectors) through the model's HNSW index (lib/knowledge/vector.ts), collected in the
 * organisation before access is checked; pgvector 0.8's iterative scan goes on past rows another
 * organisation owns. Then the caller's access and the minimum similarity.
 */
async function nearest(db: Db, caller: Reader, options: VectorOptions, embedder: Embedder, vector: number[]): Promise<string[]> {
  const column = vectorOf(vector.length);
  const target = sql`${`[${vector.join(',')}]`}::vector(${sql.raw(String(vector.length))})`;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('hnsw.ef_search', ${String(NEAREST)}, true), set_config('hnsw.iterative_scan', 'relaxed_order', true) from pg_extension where extname = 'vector' and string_to_array(extversion, '.')::int[] >= '{0,8}'`,
    );
    // The similarity is computed in here, on this model's rows only: outside, the planner may test a
    // condition on a row of another model (another dimension) before the join has dropped it.
    const near = tx
      .select({ id: knowledgeChunks.id, similarity: sql<number>`-(${column} <#> ${target})`.as('similarity') })
      .from(knowledgeChunks)
      .where(
        and(
          eq(knowledgeChunks.organizationId, caller.org.id),
          sql`embedding_model = ${modelLiteral(embedder.model)}`,
          options.workflowId ? eq(knowledgeChunks.workflowId, options.workflowId) : undefined,
        ),
      )
      .orderBy(sql`${column} <#> ${target}`)
      .limit(NEAREST)
      .as('near');
    const rows = (await readable(tx, caller, { id: knowledgeChunks.id }, options.workflowId, sql`${near.similarity} >= ${embedder.minSimilarity}`)
      .innerJoin(near, eq(near.id, knowledgeChunks.id))
      .orderBy(sql`${near.similarity} desc`, knowledgeChunks.id)
      .limit(VECTOR_CANDIDATES)) as Array<{ id: string }>;
    return rows.map((r) => r.id);
  });
}

/**
 * Without pgvector (and for comparing with the index): the exact similarity of the full-text candidates (already filtered by access),
 * computed here: a dot product in SQL costs a fraction of a millisecond per row, far too much for a
 * whole corpus. The candidates' vectors came with them (`textCandidates` with the model), else they come from the process's
 * cache, the missing ones read in one statement (embedding-cache.ts).
 */
export async function exactRanking(db: Db, caller: Caller, pool: TextPool, embedder: Embedder, vector: number[]): Promise<string[]> {
  if (!pool.ids.length) return [];
  const embeddings = pool.embeddings ?? (await chunkEmbeddings(db, caller.org.id, embedder.model, pool.ids));
  return [...embeddings]
    .map(([id, embedding]) => ({ id, embedding }))
    .filter((r) => r.embedding?.length === vector.length)
    .map((r) => ({ id: r.id, similarity: dot(r.embedding!, vector) }))
    .filter((r) => r.similarity >= embedder.minSimilarity)
    .sort((a, b) => b.similarity - a.similarity || a.id.localeCompare(b.id))
    .slice(0, VECTOR_CANDIDATES)
    .map((r) => r.id);
}

/** The vector ranking: the HNSW index with pgvector, else the exact similarity of the full-text candidates (`pool`). */
export async function vectorRanking(db: Db, caller: Caller | Reader | Promise<Reader>, options: VectorOptions, embedder: Embedder, pool: () => Promise<TextPool>): Promise<string[]> {
  const vector = await queryVector(embedder, options);
  if (!vector) return [];
  if (await hasPgvector(db)) return nearest(db, await asReader(db, caller), options, embedder, vector);
  return exactRanking(db, await asReader(db, caller), await pool(), embedder, vector);
}
