import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { knowledgeChunks, workflows, workspaceMembers, workspaces } from '@/db/schema';
import { contentWords } from '@/lib/ai/offline/text';
import type { AiEnv } from '@/lib/ai/provider';
import type { SessionContext } from '@/lib/auth/session';
import { logError } from '@/lib/http/log';
import { isPublished, membershipOf, visibleCondition, workspaceOf } from '@/lib/workflows/library-query';
import { textSearchConfig } from './chunk';
import { knowledgeEmbedder, type Embedder } from './embed';
import { hasPgvector } from './vector';

/** Spec 02 §9: passages the assistant answers from (topkRetriever). */
export const TOPK_RETRIEVER = 5;
/** Candidates each ranking contributes to the fusion, and the reciprocal-rank constant. */
const CANDIDATES = 50;
const RRF_K = 60;

export type Caller = Pick<SessionContext, 'user' | 'org'>;
export type Passage = {
  id: string;
  sourceKind: string;
  workflowId: string;
  stepId: string | null;
  startTime: number | null;
  languageCode: string;
  title: string;
  content: string;
  score: number;
};
/** `text` or `vector` alone are for measuring each ranking (tests, benchmarks); answers use `hybrid`. */
export type RetrievalMode = 'hybrid' | 'text' | 'vector';
export type RetrieveOptions = { query: string; languageCode?: string; workflowId?: string; k?: number; env?: AiEnv; embedder?: Embedder; mode?: RetrievalMode };

/**
 * Who may read a chunk, in SQL, before anything is ranked: the caller's organisation, a published
 * workflow, and the library's visibility rule (lib/workflows/library-query: public workspaces or
 * assigned ones; organisation admins every workspace). Joins the workflow and the caller's
 * membership; every ranking query starts from here.
 */
export function readable(db: Db, caller: Caller, columns: Record<string, SQL | SQL.Aliased | AnyPgColumn>, workflowId: string | undefined, ...conditions: SQL[]) {
  return db
    .select(columns as never)
    .from(knowledgeChunks)
    .innerJoin(workflows, and(eq(workflows.id, knowledgeChunks.workflowId), eq(workflows.organizationId, caller.org.id)))
    .innerJoin(workspaces, workspaceOf(caller))
    .leftJoin(workspaceMembers, membershipOf(caller))
    .where(
      and(
        eq(knowledgeChunks.organizationId, caller.org.id),
        isPublished,
        visibleCondition(caller, 'strict'),
        workflowId ? eq(knowledgeChunks.workflowId, workflowId) : undefined,
        ...conditions,
      ),
    )
    .$dynamic();
}

/** Full-text ranking: any of the question's words (stemmed in its language, and as written) matches. */
async function textRanking(db: Db, caller: Caller, options: RetrieveOptions): Promise<string[]> {
  const config = textSearchConfig(options.languageCode ?? 'en');
  const words = [...new Set(contentWords(options.query, options.languageCode ?? 'en'))].slice(0, 64);
  const lexemes = sql`array_cat(tsvector_to_array(to_tsvector(${config}::regconfig, ${options.query})), ${`{${words.map((w) => `"${w.replace(/["\\]/g, '')}"`).join(',')}}`}::text[])`;
  const query = sql`to_tsquery('simple', coalesce((select string_agg(quote_literal(l), ' | ') from unnest(${lexemes}) as l where l <> ''), ''))`;
  const rank = sql<number>`ts_rank(${knowledgeChunks.tsv}, ${query})`;
  const rows = (await readable(db, caller, { id: knowledgeChunks.id, rank: rank.as('rank') }, options.workflowId, sql`${knowledgeChunks.tsv} @@ ${query}`)
    .orderBy(sql`rank desc`, knowledgeChunks.id)
    .limit(CANDIDATES)) as Array<{ id: string }>;
  return rows.map((r) => r.id);
}

/** A chunk's cosine similarity to a unit vector, in SQL (pgvector's inner product, else an exact scan). */
export async function chunkSimilarity(db: Db, vector: number[]): Promise<SQL<number>> {
  const literal = vector.map((x) => (Number.isFinite(x) ? x : 0)).join(',');
  return (await hasPgvector(db))
    ? sql<number>`-(${knowledgeChunks.embedding}::vector <#> ${`[${literal}]`}::vector)`
    : sql<number>`(select sum(a * b) from unnest(${knowledgeChunks.embedding}, ${`{${literal}}`}::real[]) as v(a, b))`;
}

/** Vector ranking: cosine similarity of unit vectors of the same model (pgvector, else an exact scan in SQL). */
async function vectorRanking(db: Db, caller: Caller, options: RetrieveOptions, embedder: Embedder): Promise<string[]> {
  let vector: number[] | undefined;
  try {
    [vector] = await embedder.embed([{ text: options.query, languageCode: options.languageCode ?? 'en' }]);
  } catch (error) {
    // A failing provider leaves the full-text ranking; the answer still comes.
    logError('knowledge', 'query embedding failed', error);
    return [];
  }
  if (!vector?.length) return [];
  const similarity = await chunkSimilarity(db, vector);
  const rows = (await readable(
    db,
    caller,
    { id: knowledgeChunks.id, similarity: similarity.as('similarity') },
    options.workflowId,
    eq(knowledgeChunks.embeddingModel, embedder.model),
    sql`cardinality(${knowledgeChunks.embedding}) = ${vector.length}`,
    sql`${similarity} >= ${embedder.minSimilarity}`,
  )
    .orderBy(sql`similarity desc`, knowledgeChunks.id)
    .limit(CANDIDATES)) as Array<{ id: string }>;
  return rows.map((r) => r.id);
}

/** Reciprocal rank fusion of several rankings of ids. */
export function fuse(rankings: string[][], k = RRF_K): Array<{ id: string; score: number }> {
  const scores = new Map<string, number>();
  for (const ranking of rankings) ranking.forEach((id, i) => scores.set(id, (scores.get(id) ?? 0) + 1 / (k + i + 1)));
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

/**
 * The passages that best answer a question among those the caller may read: full-text and vector
 * rankings fused, one passage per moment (the same step and second in another language is a
 * duplicate), the best `k` (5).
 */
export async function retrieve(db: Db, caller: Caller, options: RetrieveOptions): Promise<Passage[]> {
  const k = options.k ?? TOPK_RETRIEVER;
  if (!options.query.trim()) return [];
  const embedder = options.embedder ?? knowledgeEmbedder(db, caller.org.id, options.env);
  const mode = options.mode ?? 'hybrid';
  const [text, vector] = await Promise.all([
    mode === 'vector' ? [] : textRanking(db, caller, options),
    mode === 'text' ? [] : vectorRanking(db, caller, options, embedder),
  ]);
  const fused = fuse([text, vector]);
  if (!fused.length) return [];
  const ids = fused.slice(0, k * 4).map((f) => f.id);
  const rows = await db
    .select({
      id: knowledgeChunks.id,
      sourceKind: knowledgeChunks.sourceKind,
      workflowId: knowledgeChunks.workflowId,
      stepId: knowledgeChunks.stepId,
      startTime: knowledgeChunks.startTime,
      languageCode: knowledgeChunks.languageCode,
      title: knowledgeChunks.title,
      content: knowledgeChunks.content,
    })
    .from(knowledgeChunks)
    .where(and(eq(knowledgeChunks.organizationId, caller.org.id), inArray(knowledgeChunks.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const seen = new Set<string>();
  const out: Passage[] = [];
  for (const { id, score } of fused) {
    const row = byId.get(id);
    if (!row?.workflowId) continue;
    const moment = `${row.workflowId}:${row.stepId}:${row.sourceKind}:${Math.round(row.startTime ?? -1)}`;
    if (seen.has(moment)) continue;
    seen.add(moment);
    out.push({ ...row, workflowId: row.workflowId, score });
    if (out.length === k) break;
  }
  return out;
}
