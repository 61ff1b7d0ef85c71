import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { annotations, voiceOvers } from '@/db/schema';
import type { TtsBlock } from '@/lib/tts/schema';
import type { OldStep } from './render-media';
import { retimeByStep, type TimeEdit } from './retime';

/**
 * What is timed on a workflow's steps besides the video: annotation rows (elements with start and
 * end times within their step) and the voice-over's blocks (spans within their step). A cut
 * retimes them in its commit; the backup keeps them as they were, for restore.
 */
export type TimedSnapshot = {
  annotations: Array<{ id: string; stepId: string; position: number; elements: unknown[]; updatedById: string | null }>;
  /** null: the workflow had no voice-over. */
  voiceOver: { mode: string; steps: Record<string, TtsBlock[]> } | null;
};

type Scope = { orgId: string; workflowId: string };
type Element = { startTime: number; endTime: number } & Record<string, unknown>;

const voiceOverOf = (db: Db, { orgId, workflowId }: Scope) =>
  db.query.voiceOvers.findFirst({ where: and(eq(voiceOvers.organizationId, orgId), eq(voiceOvers.workflowId, workflowId)) });

export async function snapshotTimed(db: Db, scope: Scope): Promise<TimedSnapshot> {
  const rows = await db
    .select({ id: annotations.id, stepId: annotations.stepId, position: annotations.position, elements: annotations.elements, updatedById: annotations.updatedById })
    .from(annotations)
    .where(and(eq(annotations.organizationId, scope.orgId), eq(annotations.workflowId, scope.workflowId)))
    .orderBy(asc(annotations.stepId), asc(annotations.position));
  const vo = await voiceOverOf(db, scope);
  return {
    annotations: rows.map((r) => ({ ...r, elements: Array.isArray(r.elements) ? r.elements : [] })),
    voiceOver: vo ? { mode: vo.mode, steps: vo.steps as Record<string, TtsBlock[]> } : null,
  };
}

const isTimed = (e: unknown): e is Element => !!e && typeof e === 'object' && typeof (e as Element).startTime === 'number' && typeof (e as Element).endTime === 'number';

/** A voice-over's blocks retimed: a block whose span changed is marked dirty (automatic speed then fits it again); one left without a span goes. */
export function retimeBlocks(steps: Record<string, TtsBlock[]>, oldSteps: readonly OldStep[], newSteps: readonly OldStep[], edit: TimeEdit): Record<string, TtsBlock[]> {
  const moved = retimeByStep(new Map(Object.entries(steps)), oldSteps, newSteps, edit);
  const before = new Map(Object.values(steps).flat().map((b) => [b.key, b]));
  return Object.fromEntries(
    [...moved].map(([stepId, blocks]) => [
      stepId,
      blocks
        .filter((b) => b.endTime > b.startTime)
        .map((b) => {
          const old = before.get(b.key);
          const span = (x: TtsBlock) => Math.round((x.endTime - x.startTime) * 100);
          return old && span(old) !== span(b) ? { ...b, isDirty: true } : b;
        }),
    ]),
  );
}

/**
 * In the cut's commit, before the steps are replaced: every annotation element and voice-over
 * block of the current rows moved through the edit (gone when wholly cut, clipped when partly,
 * onto the step it now belongs to). Rows left without elements are deleted; the voice-over's
 * revision is bumped, so a page still showing the old times gets the conflict dialog on save.
 */
export async function retimeTimedRows(tx: Db, scope: Scope, oldSteps: readonly OldStep[], newSteps: readonly OldStep[], edit: TimeEdit) {
  const current = await snapshotTimed(tx, scope);
  const where = (id: string) => and(eq(annotations.id, id), eq(annotations.organizationId, scope.orgId));
  const known = new Set(oldSteps.map((s) => s.id));
  for (const row of current.annotations) {
    // A step the edit was not planned on (none should exist) keeps its drawings as they are.
    if (!known.has(row.stepId)) continue;
    const elements = row.elements.filter(isTimed);
    const moved = retimeByStep(new Map([[row.stepId, elements]]), oldSteps.filter((s) => s.id === row.stepId), newSteps, edit);
    const groups = [...moved];
    if (!groups.length) {
      await tx.delete(annotations).where(where(row.id));
      continue;
    }
    const [[stepId, first], ...rest] = groups;
    await tx.update(annotations).set({ stepId, elements: first, updatedAt: new Date() }).where(where(row.id));
    for (const [otherStep, list] of rest) {
      await tx.insert(annotations).values({ id: randomUUID(), organizationId: scope.orgId, workflowId: scope.workflowId, stepId: otherStep, position: row.position, elements: list, updatedById: row.updatedById });
    }
  }
  if (current.voiceOver) {
    await tx
      .update(voiceOvers)
      .set({ steps: retimeBlocks(current.voiceOver.steps, oldSteps, newSteps, edit), revision: sql`${voiceOvers.revision} + 1`, updatedAt: new Date() })
      .where(and(eq(voiceOvers.organizationId, scope.orgId), eq(voiceOvers.workflowId, scope.workflowId)));
  }
}

/** In a restore's commit, after the steps are back: the annotations and voice-over as they were before the cut. */
export async function restoreTimedRows(tx: Db, scope: Scope, snapshot: TimedSnapshot) {
  await tx.delete(annotations).where(and(eq(annotations.organizationId, scope.orgId), eq(annotations.workflowId, scope.workflowId)));
  if (snapshot.annotations.length) {
    await tx.insert(annotations).values(snapshot.annotations.map((a) => ({ ...a, organizationId: scope.orgId, workflowId: scope.workflowId })));
  }
  const vo = snapshot.voiceOver;
  const values = { mode: vo?.mode ?? 'duck', steps: vo?.steps ?? {}, updatedAt: new Date() };
  await tx
    .insert(voiceOvers)
    .values({ organizationId: scope.orgId, workflowId: scope.workflowId, ...values })
    .onConflictDoUpdate({ target: [voiceOvers.organizationId, voiceOvers.workflowId], set: { ...values, revision: sql`${voiceOvers.revision} + 1` } });
}
