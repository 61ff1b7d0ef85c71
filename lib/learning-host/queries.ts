import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { learningHostProgress } from '@/db/schema';

type Ref = { orgId: string; userId: string; workflowId: string };

/** The learner's host record; `lock` holds it until the transaction ends (records of one learner apply one at a time). */
export async function findHostProgress(db: Db, { orgId, userId, workflowId }: Ref, { lock = false } = {}) {
  const query = db
    .select()
    .from(learningHostProgress)
    .where(and(eq(learningHostProgress.organizationId, orgId), eq(learningHostProgress.userId, userId), eq(learningHostProgress.workflowId, workflowId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Writes the learner's place and adds the played seconds, never more than the wall-clock time since
 * the last record allows (at double speed, plus a little): a client cannot fast-forward its way to
 * completion. A first record adds at most a few seconds.
 */
export async function upsertHostProgress(db: Db, p: Ref & { stepId: string; time: number; addSeconds: number; now: Date }) {
  const first = Math.min(p.addSeconds, 5);
  const [row] = await db
    .insert(learningHostProgress)
    .values({ organizationId: p.orgId, userId: p.userId, workflowId: p.workflowId, stepId: p.stepId, time: p.time, watchedSeconds: first, updatedAt: p.now })
    .onConflictDoUpdate({
      target: [learningHostProgress.userId, learningHostProgress.workflowId],
      setWhere: eq(learningHostProgress.organizationId, p.orgId),
      set: {
        stepId: p.stepId,
        time: p.time,
        updatedAt: p.now,
        watchedSeconds: sql`${learningHostProgress.watchedSeconds} + least(${p.addSeconds}::double precision, 60, greatest(0, extract(epoch from (${p.now.toISOString()}::timestamptz - ${learningHostProgress.updatedAt}))) * 2 + 5)`,
      },
    })
    .returning();
  return row;
}

/** Flips an incomplete record to completed once it holds enough played seconds; returns it only to the one call that flipped it. */
export async function completeHostProgress(db: Db, { id, orgId, threshold, now }: { id: string; orgId: string; threshold: number; now: Date }) {
  const [row] = await db
    .update(learningHostProgress)
    .set({ status: 'completed', completedAt: now })
    .where(
      and(
        eq(learningHostProgress.id, id),
        eq(learningHostProgress.organizationId, orgId),
        eq(learningHostProgress.status, 'incomplete'),
        sql`${learningHostProgress.watchedSeconds} >= ${threshold}`,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The quiz's result becomes the record's status (the latest attempt counts, as on the player's quiz
 * card); a learner who takes the quiz before playing gets a record at the start.
 */
export async function recordHostQuizResult(db: Db, p: Ref & { status: 'passed' | 'failed'; now: Date }) {
  const [row] = await db
    .insert(learningHostProgress)
    .values({ organizationId: p.orgId, userId: p.userId, workflowId: p.workflowId, status: p.status, completedAt: p.now, updatedAt: p.now })
    .onConflictDoUpdate({
      target: [learningHostProgress.userId, learningHostProgress.workflowId],
      setWhere: eq(learningHostProgress.organizationId, p.orgId),
      set: { status: p.status, completedAt: sql`coalesce(${learningHostProgress.completedAt}, ${p.now.toISOString()}::timestamptz)` },
    })
    .returning();
  return row;
}
