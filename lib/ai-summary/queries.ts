import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { aiSummaries, type AiSummaryRow, type NewAiSummaryRow } from '@/db/schema';

type Scope = { orgId: string };

export const findSummaryOfWorkflow = async (db: Db, { orgId, workflowId }: Scope & { workflowId: string }): Promise<AiSummaryRow | null> =>
  (await db.select().from(aiSummaries).where(and(eq(aiSummaries.workflowId, workflowId), eq(aiSummaries.organizationId, orgId))))[0] ?? null;

export const findSummary = async (db: Db, { orgId, id }: Scope & { id: string }): Promise<AiSummaryRow | null> =>
  (await db.select().from(aiSummaries).where(and(eq(aiSummaries.id, id), eq(aiSummaries.organizationId, orgId))))[0] ?? null;

/** Starts (or restarts) a workflow's generation: one row per workflow, back to pending, content kept until the job replaces it. */
export async function upsertPendingSummary(db: Db, values: Pick<NewAiSummaryRow, 'organizationId' | 'workflowId' | 'languageCode' | 'sentences' | 'requestedById'>) {
  const reset = { status: 'pending', progress: 0, errorKey: null, languageCode: values.languageCode, sentences: values.sentences, requestedById: values.requestedById, updatedAt: new Date() };
  const [row] = await db
    .insert(aiSummaries)
    .values({ ...values, status: 'pending' })
    .onConflictDoUpdate({ target: aiSummaries.workflowId, set: { ...reset, revision: sql`${aiSummaries.revision} + 1` }, setWhere: eq(aiSummaries.organizationId, values.organizationId) })
    .returning();
  return row ?? null;
}

export async function updateSummaryRow(db: Db, { orgId, id }: Scope & { id: string }, set: Partial<NewAiSummaryRow>, onlyIf?: ReturnType<typeof eq>) {
  const [row] = await db
    .update(aiSummaries)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(aiSummaries.id, id), eq(aiSummaries.organizationId, orgId), onlyIf))
    .returning();
  return row ?? null;
}

export const deleteSummaryRow = async (db: Db, { orgId, id }: Scope & { id: string }) =>
  (await db.delete(aiSummaries).where(and(eq(aiSummaries.id, id), eq(aiSummaries.organizationId, orgId))).returning({ id: aiSummaries.id, workflowId: aiSummaries.workflowId }))[0] ?? null;
