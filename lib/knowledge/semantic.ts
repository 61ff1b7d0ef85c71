import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { knowledgeChunks } from '@/db/schema';
import type { AiEnv } from '@/lib/ai/provider';
import { AppError } from '@/lib/http/errors';
import { logError } from '@/lib/http/log';
import { cosine } from './clustering';
import { knowledgeEmbedder, type Embedder } from './embed';
import { ensureQuestionEmbeddings, questionRows, rankQuestions, visibleQuestions, withoutVector } from './questions';
import { readable, reader, type Caller } from './readable';
import { chunkSimilarity } from './vector';
import type { QuestionInfo, RelatedWorkflowInput, SemanticQuestion, SemanticSearchInput, SemanticWorkflow } from './semantic-schema';
import { inWorkspaces, indexedWorkflowIds, toSemanticWorkflows, visibleWorkflowIds, workflowVectors } from './workflow-vectors';

/**
 * Semantic search (spec 02 §7: semanticSearch/workflow, semanticSearch/question, question,
 * related/workflow; §9 recommendation kind "similarity"). Everything is ranked among what the
 * caller may read; a `workspaces` filter only narrows that further.
 */
export const SEMANTIC_LIMIT = 10;
export const RELATED_LIMIT = 5;

type Options = { env?: AiEnv; embedder?: Embedder };

async function embedQuery(embedder: Embedder, text: string): Promise<number[] | null> {
  try {
    const [vector] = await embedder.embed([{ text, languageCode: 'en' }]);
    return vector?.length ? vector : null;
  } catch (error) {
    logError('knowledge', 'semantic query embedding failed', error);
    throw new AppError('unavailable');
  }
}

/** Workflows by meaning: each scored by its passage closest to the text. */
export async function searchWorkflowsByMeaning(db: Db, caller: Caller, input: SemanticSearchInput, options: Options = {}): Promise<SemanticWorkflow[]> {
  const embedder = options.embedder ?? knowledgeEmbedder(db, caller.org.id, options.env);
  const vector = await embedQuery(embedder, input.text);
  if (!vector) return [];
  const similarity = await chunkSimilarity(db, vector);
  const best = sql<number>`max(${similarity})`;
  const conditions = [eq(knowledgeChunks.embeddingModel, embedder.model), sql`cardinality(${knowledgeChunks.embedding}) = ${vector.length}`, inWorkspaces(input.workspaces)];
  const rows = (await readable(db, await reader(db, caller), { workflowId: knowledgeChunks.workflowId, score: best.as('score') }, undefined, ...conditions.filter((c) => c !== undefined))
    .groupBy(knowledgeChunks.workflowId)
    .having(sql`${best} >= ${embedder.minSimilarity}`)
    .orderBy(sql`score desc`, knowledgeChunks.workflowId)
    .limit(input.limit ?? SEMANTIC_LIMIT)) as Array<{ workflowId: string; score: number | string }>;
  return toSemanticWorkflows(db, caller.org.id, rows.map((r) => ({ id: r.workflowId, score: Number(r.score) })));
}

/** Workflows like one the caller may open, by the cosine of their mean vectors; an unknown or unreadable id is 404. */
export async function relatedWorkflows(db: Db, caller: Caller, input: RelatedWorkflowInput, options: Options = {}): Promise<SemanticWorkflow[]> {
  if (!(await visibleWorkflowIds(db, caller, [input.workflowId])).has(input.workflowId)) throw new AppError('not_found');
  const embedder = options.embedder ?? knowledgeEmbedder(db, caller.org.id, options.env);
  const candidates = (await indexedWorkflowIds(db, caller, embedder.model, input.workspaces)).filter((id) => id !== input.workflowId);
  const vectors = await workflowVectors(db, caller.org.id, embedder.model, [input.workflowId, ...candidates]);
  const target = vectors.get(input.workflowId);
  if (!target) return [];
  const scored = candidates
    .map((id) => ({ id, score: vectors.has(id) ? cosine(target, vectors.get(id)!) : -Infinity }))
    .filter((s) => s.score >= embedder.minSimilarity)
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
    .slice(0, input.limit ?? RELATED_LIMIT);
  return toSemanticWorkflows(db, caller.org.id, scored);
}

/** Asked questions by meaning (authors' view: what people want to know). */
export async function searchQuestionsByMeaning(db: Db, caller: Caller, input: SemanticSearchInput, options: Options = {}): Promise<SemanticQuestion[]> {
  const embedder = options.embedder ?? knowledgeEmbedder(db, caller.org.id, options.env);
  await ensureQuestionEmbeddings(db, caller.org.id, embedder);
  const vector = await embedQuery(embedder, input.text);
  if (!vector) return [];
  const limit = input.limit ?? SEMANTIC_LIMIT;
  const ranked = await rankQuestions(db, caller.org.id, embedder.model, vector, embedder.minSimilarity, limit * 5);
  const scores = new Map(ranked.map((r) => [r.id, r.score]));
  const infos = await visibleQuestions(db, caller, await questionRows(db, caller.org.id, { ids: ranked.map((r) => r.id) }), input.workspaces);
  return infos
    .map((q) => ({ ...withoutVector(q), score: Math.round((scores.get(q.questionId) ?? 0) * 1e4) / 1e4 }))
    .sort((a, b) => b.score - a.score || a.questionId.localeCompare(b.questionId))
    .slice(0, limit);
}

/** One asked question with its answer, like and cited workflows; hidden ones answer like unknown ones (404). */
export async function questionInfo(db: Db, caller: Caller, questionId: string): Promise<QuestionInfo> {
  const rows = /^[0-9a-f-]{36}$/i.test(questionId) ? await questionRows(db, caller.org.id, { ids: [questionId] }) : [];
  const [info] = await visibleQuestions(db, caller, rows);
  if (!info) throw new AppError('not_found');
  return withoutVector(info);
}
