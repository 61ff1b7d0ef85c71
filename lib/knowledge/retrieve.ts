import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { knowledgeChunks } from '@/db/schema';
import type { AiEnv } from '@/lib/ai/provider';
import { knowledgeEmbedder, type Embedder } from './embed';
import { textCandidates, type TextPool } from './rank-text';
import { vectorRanking } from './rank-vector';
import { reader, type Caller } from './readable';

export type { Caller } from './readable';

/** Spec 02 §9: passages the assistant answers from (topkRetriever). */
export const TOPK_RETRIEVER = 5;
/** Full-text candidates the fusion takes (as many as the vector ranking gives), and the reciprocal-rank constant. */
const TEXT_CANDIDATES = 50;
const RRF_K = 60;

export type Passage = {
  id: string;
  sourceKind: string;
  /** A workflow's passage (transcript, summary) names its workflow; a data-hub document's its document and page. */
  workflowId: string | null;
  documentId: string | null;
  page: number | null;
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
  // The full-text candidates are looked up once: their best ranking and, without pgvector, the pool the vector similarity is computed on.
  // The workspaces the caller reads, once per question (every ranking query tests the same list), looked up while the
  // question's lexemes are. Without pgvector the candidates' vectors come from the process's cache (embedding-cache.ts).
  const scope = reader(db, caller);
  // Awaited below by the rankings; a failure surfaces there, not as an unhandled rejection meanwhile.
  scope.catch(() => undefined);
  let pool: Promise<TextPool> | undefined;
  const candidates = () => (pool ??= textCandidates(db, scope, options));
  const [text, vector] = await Promise.all([
    mode === 'vector' ? [] : candidates().then((found) => found.ids.slice(0, TEXT_CANDIDATES)),
    mode === 'text' ? [] : vectorRanking(db, scope, options, embedder, candidates),
  ]);
  const fused = fuse([text, vector]);
  if (!fused.length) return [];
  const ids = fused.slice(0, k * 4).map((f) => f.id);
  const rows = await db
    .select({
      id: knowledgeChunks.id,
      sourceKind: knowledgeChunks.sourceKind,
      workflowId: knowledgeChunks.workflowId,
      sourceId: knowledgeChunks.sourceId,
      page: knowledgeChunks.page,
      position: knowledgeChunks.position,
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
    if (!row) continue;
    const { sourceId, position, ...passage } = row;
    const isDocument = row.sourceKind === 'document';
    const moment = isDocument ? `document:${sourceId}:${position}` : `${row.workflowId}:${row.stepId}:${row.sourceKind}:${Math.round(row.startTime ?? -1)}`;
    if (seen.has(moment)) continue;
    seen.add(moment);
    out.push({ ...passage, documentId: isDocument ? sourceId : null, score });
    if (out.length === k) break;
  }
  return out;
}
