import 'server-only';
import { and, eq, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { keyTermGenerations, type KeyTermGenerationRow, type NewKeyTermGenerationRow } from '@/db/schema';

type Scope = { orgId: string };
const RUNNING = ['pending', 'processing'];

export const findKeyTermGeneration = async (db: Db, { orgId, id }: Scope & { id: string }): Promise<KeyTermGenerationRow | null> =>
  (await db.select().from(keyTermGenerations).where(and(eq(keyTermGenerations.id, id), eq(keyTermGenerations.organizationId, orgId))))[0] ?? null;

export const findKeyTermGenerationOfWorkflow = async (db: Db, { orgId, workflowId }: Scope & { workflowId: string }): Promise<KeyTermGenerationRow | null> =>
  (await db.select().from(keyTermGenerations).where(and(eq(keyTermGenerations.workflowId, workflowId), eq(keyTermGenerations.organizationId, orgId))))[0] ?? null;

/**
 * Starts a run: one row per workflow, back to pending with the next revision — unless a run is
 * still under way (pending or processing, updated after `staleBefore`), which is left alone:
 * then null, and the caller answers the running one. One statement, so two requests at once
 * start one run.
 */
export async function startKeyTermGeneration(
  db: Db,
  values: Pick<NewKeyTermGenerationRow, 'organizationId' | 'workflowId' | 'requestedById'>,
  staleBefore: Date,
): Promise<KeyTermGenerationRow | null> {
  const reset = { status: 'pending', progress: 0, errorKey: null, requestedById: values.requestedById, updatedAt: new Date(), revision: sql`${keyTermGenerations.revision} + 1` };
  const [row] = await db
    .insert(keyTermGenerations)
    .values({ ...values, status: 'pending' })
    .onConflictDoUpdate({
      target: keyTermGenerations.workflowId,
      set: reset,
      setWhere: and(
        eq(keyTermGenerations.organizationId, values.organizationId),
        or(notInArray(keyTermGenerations.status, RUNNING), lt(keyTermGenerations.updatedAt, staleBefore)),
      ),
    })
    .returning();
  return row ?? null;
}

/** Updates the run `revision` of a row; null when that run is no longer current (restarted, deleted) or `onlyIf` fails. */
export async function updateKeyTermGeneration(db: Db, { orgId, id, revision }: Scope & { id: string; revision: number }, set: Partial<NewKeyTermGenerationRow>, onlyIf?: SQL) {
  const [row] = await db
    .update(keyTermGenerations)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(keyTermGenerations.id, id), eq(keyTermGenerations.organizationId, orgId), eq(keyTermGenerations.revision, revision), onlyIf))
    .returning();
  return row ?? null;
}
