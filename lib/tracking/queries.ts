import 'server-only';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { trackingEvents, workflowSteps, workflowViews, type NewTrackingEvent } from '@/db/schema';

type ViewRef = { orgId: string; workflowId: string; userId: string };

/** Stores the events whose client id is new to the organisation; returns only those. */
export const insertNewEvents = (db: Db, rows: NewTrackingEvent[]) =>
  db
    .insert(trackingEvents)
    .values(rows)
    .onConflictDoNothing({ target: [trackingEvents.organizationId, trackingEvents.clientEventId] })
    .returning({ clientEventId: trackingEvents.clientEventId, workflowId: trackingEvents.workflowId, playedSeconds: trackingEvents.playedSeconds });

export const listStepDurations = (db: Db, p: { orgId: string; workflowId: string }) =>
  db
    .select({ id: workflowSteps.id, duration: workflowSteps.duration })
    .from(workflowSteps)
    .where(and(eq(workflowSteps.organizationId, p.orgId), eq(workflowSteps.workflowId, p.workflowId)));

/** The person's latest known place in the workflow, by when it happened (batches may arrive out of order). */
export async function latestPlace(db: Db, p: ViewRef) {
  const [row] = await db
    .select({ stepId: trackingEvents.stepId, position: trackingEvents.position })
    .from(trackingEvents)
    .where(
      and(
        eq(trackingEvents.organizationId, p.orgId),
        eq(trackingEvents.userId, p.userId),
        eq(trackingEvents.workflowId, p.workflowId),
        isNotNull(trackingEvents.stepId),
        isNotNull(trackingEvents.position),
      ),
    )
    .orderBy(desc(trackingEvents.occurredAt), desc(trackingEvents.receivedAt))
    .limit(1);
  return row ?? null;
}

/**
 * Adds newly played seconds and moves the resume point; completion is sticky once the total
 * reaches the threshold (null threshold: the duration is unknown, so never complete).
 */
export const upsertView = (
  db: Db,
  p: ViewRef & { stepId: string | null; position: number; addSeconds: number; completeAt: number | null },
) => {
  const reached = (total: ReturnType<typeof sql>) => (p.completeAt === null ? sql`false` : sql`(${total}) >= ${p.completeAt}`);
  return db
    .insert(workflowViews)
    .values({
      organizationId: p.orgId,
      workflowId: p.workflowId,
      userId: p.userId,
      stepId: p.stepId,
      position: p.position,
      playedSeconds: p.addSeconds,
      completed: p.completeAt !== null && p.addSeconds >= p.completeAt,
    })
    .onConflictDoUpdate({
      target: [workflowViews.workflowId, workflowViews.userId],
      set: {
        stepId: p.stepId,
        position: p.position,
        playedSeconds: sql`${workflowViews.playedSeconds} + ${p.addSeconds}`,
        completed: sql`${workflowViews.completed} or ${reached(sql`${workflowViews.playedSeconds} + ${p.addSeconds}`)}`,
        updatedAt: sql`now()`,
      },
      setWhere: eq(workflowViews.organizationId, p.orgId),
    });
};

export async function findView(db: Db, p: ViewRef) {
  const [row] = await db
    .select()
    .from(workflowViews)
    .where(and(eq(workflowViews.organizationId, p.orgId), eq(workflowViews.workflowId, p.workflowId), eq(workflowViews.userId, p.userId)));
  return row ?? null;
}
