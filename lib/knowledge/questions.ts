import 'server-only';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { chatMessages, workflows } from '@/db/schema';
import type { ChatReference, WorkflowReference } from '@/lib/chat/schema';
import type { Embedder } from './embed';
import type { Caller } from './retrieve';
import type { QuestionInfo } from './semantic-schema';
import { rowsOf } from '@/db/rows';
import { visibleWorkflowIds } from './workflow-vectors';

/**
 * Asked questions (the users' messages of chats) as the semantic search and the knowledge map see
 * them: embedded on first use (stored beside the message with the model's name), paired with the
 * answer that followed, and shown to a caller only when every workflow they touch (the chat's
 * workflow and the answer's citations) is one the caller may open. The asker is never named.
 */
const EMBED_BATCH = 128;
const MAX_EMBED_ROUNDS = 40;

export async function ensureQuestionEmbeddings(db: Db, organizationId: string, embedder: Embedder): Promise<number> {
  let done = 0;
  for (let round = 0; round < MAX_EMBED_ROUNDS; round++) {
    const rows = await db
      .select({ id: chatMessages.id, content: chatMessages.content })
      .from(chatMessages)
      .where(and(eq(chatMessages.organizationId, organizationId), eq(chatMessages.role, 'user'), or(isNull(chatMessages.embeddingModel), ne(chatMessages.embeddingModel, embedder.model))))
      .orderBy(chatMessages.id)
      .limit(EMBED_BATCH);
    if (!rows.length) break;
    const vectors = await embedder.embed(rows.map((r) => ({ text: r.content, languageCode: 'en' })));
    for (const [i, row] of rows.entries()) {
      await db
        .update(chatMessages)
        .set({ embedding: vectors[i] ?? [], embeddingModel: embedder.model })
        .where(and(eq(chatMessages.organizationId, organizationId), eq(chatMessages.id, row.id)));
    }
    done += rows.length;
  }
  return done;
}

type QuestionRow = {
  id: string;
  question: string;
  askedAt: string | Date;
  chatWorkflowId: string | null;
  answer: string | null;
  like: boolean | null;
  failed: boolean | null;
  references: ChatReference[] | string | null;
  embedding?: Array<number | string> | null;
};

/** Questions of the organisation with their answers: all embedded by `model`, or the given ids. */
export async function questionRows(db: Db, organizationId: string, which: { model?: string; ids?: readonly string[] }, withVectors = false): Promise<QuestionRow[]> {
  const filter = which.ids
    ? sql`and q.id = any(${`{${which.ids.join(',')}}`}::uuid[])`
    : which.model
      ? sql`and q.embedding_model = ${which.model}`
      : sql``;
  const result = await db.execute(sql`
    select q.id, q.content as question, q.created_at as "askedAt", c.workflow_id as "chatWorkflowId",
      a.content as answer, a."like" as "like", a.failed as failed, a."references" as "references"
      ${withVectors ? sql`, q.embedding as embedding` : sql``}
    from ${chatMessages} q
    join chats c on c.id = q.chat_id and c.organization_id = ${organizationId}
    left join lateral (
      select m.content, m."like", m.failed, m."references" from ${chatMessages} m
      where m.chat_id = q.chat_id and m.organization_id = ${organizationId} and m.role = 'assistant' and m.created_at >= q.created_at
      order by m.created_at, m.id limit 1
    ) a on true
    where q.organization_id = ${organizationId} and q.role = 'user' ${filter}
    order by q.created_at, q.id`);
  return rowsOf<QuestionRow>(result);
}

// Workflow citations only: a data-hub document citation has no place on the map.
const referencesOf = (row: QuestionRow): WorkflowReference[] => {
  const raw = typeof row.references === 'string' ? (JSON.parse(row.references) as unknown) : row.references;
  return Array.isArray(raw) ? (raw as ChatReference[]).filter((r): r is WorkflowReference => typeof r?.workflowId === 'string') : [];
};

export const workflowsOfQuestion = (row: QuestionRow) => [...new Set([...(row.chatWorkflowId ? [row.chatWorkflowId] : []), ...referencesOf(row).map((r) => r.workflowId)])];

/** The questions the caller may see, as question info (citations named by their workflows' titles). */
export async function visibleQuestions(db: Db, caller: Caller, rows: readonly QuestionRow[], workspaceIds?: readonly string[]): Promise<Array<QuestionInfo & { vector: number[] | null }>> {
  const touched = [...new Set(rows.flatMap(workflowsOfQuestion))];
  const visible = await visibleWorkflowIds(db, caller, touched);
  const facts = touched.length
    ? await db
        .select({ id: workflows.id, title: workflows.title, workspaceId: workflows.workspaceId })
        .from(workflows)
        .where(and(eq(workflows.organizationId, caller.org.id), sql`${workflows.id} = any(${`{${touched.join(',')}}`}::uuid[])`))
    : [];
  const byId = new Map(facts.map((f) => [f.id, f]));
  const out: Array<QuestionInfo & { vector: number[] | null }> = [];
  for (const row of rows) {
    const ids = workflowsOfQuestion(row);
    if (!ids.every((id) => visible.has(id) && byId.has(id))) continue;
    if (workspaceIds?.length && !ids.some((id) => workspaceIds.includes(byId.get(id)!.workspaceId))) continue;
    const references = referencesOf(row);
    out.push({
      questionId: row.id,
      question: row.question,
      answer: row.answer ?? '',
      like: row.like ?? null,
      workflows: [...new Set(references.map((r) => r.workflowId))].map((id) => ({ workflowId: id, title: byId.get(id)!.title })),
      askedAt: new Date(row.askedAt).toISOString(),
      unanswered: row.answer === null || row.failed === true || references.length === 0 || row.like === false,
      vector: row.embedding ? row.embedding.map(Number) : null,
    });
  }
  return out;
}

/** Question info without its vector (kept for the map's layout, never sent). */
export function withoutVector<T extends { vector: unknown }>(info: T): Omit<T, 'vector'> {
  const rest: Partial<T> = { ...info };
  delete rest.vector;
  return rest as Omit<T, 'vector'>;
}

/** Questions embedded by `model` ranked by cosine similarity to a unit vector (exact scan), best first. */
export async function rankQuestions(db: Db, organizationId: string, model: string, vector: number[], minSimilarity: number, limit: number) {
  const literal = vector.map((x) => (Number.isFinite(x) ? x : 0)).join(',');
  const result = await db.execute(sql`
    select id, score from (
      select q.id, (select sum(a * b) from unnest(q.embedding, ${`{${literal}}`}::real[]) as v(a, b)) as score
      from ${chatMessages} q
      where q.organization_id = ${organizationId} and q.role = 'user' and q.embedding_model = ${model} and cardinality(q.embedding) = ${vector.length}
    ) s where s.score >= ${minSimilarity} order by s.score desc, s.id limit ${limit}`);
  return rowsOf<{ id: string; score: number | string }>(result).map((r) => ({ id: r.id, score: Number(r.score) }));
}
