import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { annotations, workflows, workflowSteps } from '@/db/schema';
import type { AnnotationElement } from './schema';

type OneWorkflow = { orgId: string; workflowId: string };

const columns = { id: annotations.id, stepId: annotations.stepId, workflowId: annotations.workflowId, elements: annotations.elements };

/** A workflow's annotations in step order, in saved order within a step. */
export const listWorkflowAnnotations = (db: Db, { orgId, workflowId }: OneWorkflow) =>
  db
    .select(columns)
    .from(annotations)
    .innerJoin(workflowSteps, and(eq(workflowSteps.id, annotations.stepId), eq(workflowSteps.organizationId, orgId)))
    .where(and(eq(annotations.organizationId, orgId), eq(annotations.workflowId, workflowId)))
    .orderBy(asc(workflowSteps.position), asc(annotations.position));

/** The annotations of the given steps (of any workflow of the organisation), in step order. */
export const listStepAnnotations = (db: Db, { orgId, stepIds }: { orgId: string; stepIds: string[] }) =>
  stepIds.length === 0
    ? Promise.resolve([])
    : db
        .select(columns)
        .from(annotations)
        .innerJoin(workflowSteps, and(eq(workflowSteps.id, annotations.stepId), eq(workflowSteps.organizationId, orgId)))
        .where(and(eq(annotations.organizationId, orgId), inArray(annotations.stepId, stepIds)))
        .orderBy(asc(workflowSteps.workflowId), asc(workflowSteps.position), asc(annotations.position));

/** Which workflow each of the given steps belongs to (unknown and foreign steps are absent). */
export const findStepWorkflows = (db: Db, { orgId, stepIds }: { orgId: string; stepIds: string[] }) =>
  stepIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ stepId: workflowSteps.id, workflowId: workflowSteps.workflowId })
        .from(workflowSteps)
        .where(and(eq(workflowSteps.organizationId, orgId), inArray(workflowSteps.id, stepIds)));

/** Serialises saves of one workflow's annotations: two concurrent replaces would otherwise both insert. */
export const lockWorkflowAnnotations = (db: Db, { orgId, workflowId }: OneWorkflow) =>
  db
    .select({ id: workflows.id })
    .from(workflows)
    .where(and(eq(workflows.id, workflowId), eq(workflows.organizationId, orgId)))
    .for('update');

export type ReplaceStepAnnotationsOptions = OneWorkflow & {
  stepIds: string[];
  rows: Array<{ id: string; stepId: string; elements: AnnotationElement[] }>;
  userId: string;
};

/**
 * Makes `rows` the only annotations of `stepIds` (run it in a transaction). Returns how many rows
 * were written: fewer than asked means an id is already used by another annotation.
 */
export async function replaceStepAnnotations(db: Db, { orgId, workflowId, stepIds, rows, userId }: ReplaceStepAnnotationsOptions) {
  if (stepIds.length === 0) return 0;
  await db
    .delete(annotations)
    .where(and(eq(annotations.organizationId, orgId), eq(annotations.workflowId, workflowId), inArray(annotations.stepId, stepIds)));
  if (rows.length === 0) return 0;
  const now = new Date();
  const written = await db
    .insert(annotations)
    .values(rows.map((row, position) => ({ ...row, position, organizationId: orgId, workflowId, updatedById: userId, createdAt: now, updatedAt: now })))
    .onConflictDoNothing({ target: annotations.id })
    .returning({ id: annotations.id });
  return written.length;
}

/**
 * Copies a workflow's annotations onto its duplicate's steps (`stepIds`: source step id → copy's).
 * Image elements keep their keys: annotation images live in the organisation's folder, shared by
 * both, and are never removed with a workflow.
 */
export async function copyWorkflowAnnotations(db: Db, { orgId, workflowId, toWorkflowId, stepIds }: OneWorkflow & { toWorkflowId: string; stepIds: Map<string, string> }) {
  const source = await db
    .select({ stepId: annotations.stepId, position: annotations.position, elements: annotations.elements, updatedById: annotations.updatedById })
    .from(annotations)
    .where(and(eq(annotations.organizationId, orgId), eq(annotations.workflowId, workflowId)));
  const rows = source.flatMap((a) => {
    const stepId = stepIds.get(a.stepId);
    return stepId ? [{ organizationId: orgId, workflowId: toWorkflowId, stepId, position: a.position, elements: a.elements, updatedById: a.updatedById }] : [];
  });
  if (rows.length) await db.insert(annotations).values(rows);
  return rows.length;
}
