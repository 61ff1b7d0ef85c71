import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { aiSummaries, knowledgeChunks, transcriptions, workflowSteps, workflows } from '@/db/schema';
import { contentOf, isVisibleToLearners } from '@/lib/ai-summary/dto';
import type { AiEnv } from '@/lib/ai/provider';
import { sentencesOf } from '@/lib/editor/transcription/queries';
import { summaryChunks, textSearchConfig, transcriptChunks, type ChunkDraft } from './chunk';
import { knowledgeEmbedder } from './embed';
import { analyzeKnowledgeChunks } from './text-statistics';
import { ensureVectorIndex } from './vector';

const INSERT_BATCH = 200;

/** The full-text vector of a passage: its language's stemmed words and the exact words, the title weighing less. */
export const chunkTsv = (title: string, content: string, languageCode: string) => {
  const config = textSearchConfig(languageCode);
  return sql`setweight(to_tsvector(${config}::regconfig, ${content}), 'A') || setweight(to_tsvector('simple', ${content}), 'A') || setweight(to_tsvector(${config}::regconfig, ${title}), 'B')`;
};

/** What a workflow contributes to the knowledge: every enabled transcript and its learner-visible AI summary. */
async function draftsOf(db: Db, organizationId: string, workflow: { id: string; title: string }): Promise<ChunkDraft[]> {
  const scope = (t: { workflowId: AnyPgColumn; organizationId: AnyPgColumn }) => and(eq(t.workflowId, workflow.id), eq(t.organizationId, organizationId));
  const steps = await db
    .select({ id: workflowSteps.id, position: workflowSteps.position, title: workflowSteps.title, startTime: workflowSteps.startTime, endTime: workflowSteps.endTime })
    .from(workflowSteps)
    .where(scope(workflowSteps))
    .orderBy(asc(workflowSteps.position));
  const transcripts = await db
    .select({ id: transcriptions.id, languageCode: transcriptions.languageCode, sentences: transcriptions.sentences })
    .from(transcriptions)
    .where(and(scope(transcriptions), eq(transcriptions.disabled, false)));
  const [summary] = await db.select().from(aiSummaries).where(scope(aiSummaries));
  const drafts = transcripts.flatMap((t) =>
    transcriptChunks({ transcriptionId: t.id, workflowTitle: workflow.title, languageCode: t.languageCode, steps, sentences: sentencesOf(t.sentences) }),
  );
  if (summary && isVisibleToLearners(summary)) {
    drafts.push(...summaryChunks({ summaryId: summary.id, workflowTitle: workflow.title, languageCode: summary.languageCode, steps, content: contentOf(summary.content) }));
  }
  return drafts;
}

/**
 * Rebuilds one workflow's chunks from its current state (idempotent: a second run writes the same
 * rows). Only published workflows are indexed; an unpublished or deleted one loses its chunks.
 * Embeddings are made before the transaction, so a failing provider leaves the old chunks in place.
 */
export async function indexWorkflowKnowledge(db: Db, { organizationId, workflowId }: { organizationId: string; workflowId: string }, env: AiEnv = process.env) {
  const [workflow] = await db
    .select({ id: workflows.id, title: workflows.title, published: workflows.published })
    .from(workflows)
    .where(and(eq(workflows.id, workflowId), eq(workflows.organizationId, organizationId)));
  const remove = async (tx: Db) =>
    (await tx.delete(knowledgeChunks).where(and(eq(knowledgeChunks.organizationId, organizationId), eq(knowledgeChunks.workflowId, workflowId))).returning({ id: knowledgeChunks.id })).length;
  if (!workflow?.published) return { chunks: 0, removed: await remove(db) };
  const drafts = await draftsOf(db, organizationId, workflow);
  const embedder = knowledgeEmbedder(db, organizationId, env);
  const vectors = await embedder.embed(drafts.map((d) => ({ text: `${d.title}. ${d.content}`, languageCode: d.languageCode })));
  const removed = await db.transaction(async (tx) => {
    const gone = await remove(tx);
    for (let i = 0; i < drafts.length; i += INSERT_BATCH) {
      const rows = drafts.slice(i, i + INSERT_BATCH).map((d, j) => ({
        ...d,
        organizationId,
        workflowId,
        tsv: chunkTsv(d.title, d.content, d.languageCode),
        embedding: vectors[i + j]!,
        embeddingModel: embedder.model,
      }));
      await tx.insert(knowledgeChunks).values(rows as never);
    }
    return gone;
  });
  if (vectors[0]?.length) await ensureVectorIndex(db, embedder.model, vectors[0].length);
  return { chunks: drafts.length, removed };
}

/** Indexes every published workflow of one organisation (or of all), one after another: the first fill and after an embedding model change. */
export async function backfillKnowledge(db: Db, { organizationId }: { organizationId?: string } = {}, env: AiEnv = process.env) {
  const rows = await db
    .select({ id: workflows.id, organizationId: workflows.organizationId })
    .from(workflows)
    .where(and(eq(workflows.published, true), organizationId ? eq(workflows.organizationId, organizationId) : undefined));
  let chunks = 0;
  for (const row of rows) chunks += (await indexWorkflowKnowledge(db, { organizationId: row.organizationId, workflowId: row.id }, env)).chunks;
  // The full-text step tells common words from rare ones by the table's statistics (rank-text.ts); PGlite has no
  // autovacuum to refresh them. ANALYZE reads a sample and blocks no reader or writer.
  if (rows.length) await analyzeKnowledgeChunks(db);
  return { workflows: rows.length, chunks };
}
