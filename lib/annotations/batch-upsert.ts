import { randomUUID } from 'node:crypto';
import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { refreshPublishRender } from '@/lib/editor/publish/state';
import { AppError } from '@/lib/http/errors';
import { invalidatePublicWorkflow } from '@/lib/player/public-cache-store';
import type { AnnotationDto } from '@/lib/player/schema';
import { loadWorkflowForEdit } from '@/lib/workflows/access';
import { assertImageKeys } from './image-keys';
import { presentAnnotations } from './present';
import { findStepWorkflows, listStepAnnotations, lockWorkflowAnnotations, replaceStepAnnotations } from './queries';
import type { BatchUpsertAnnotationsInput } from './schema';

export type BatchUpsertAnnotationsOptions = { session: SessionContext; input: BatchUpsertAnnotationsInput };

/**
 * Saves an author's drawings (spec 02 §7 batch-upsert): every step named in the batch ends up with
 * exactly the batch's annotations for it, in one transaction; steps not named keep theirs. An
 * annotation without elements clears. Viewers get 403; a workflow or step the caller cannot see,
 * or a step of another workflow, is 404 like an unknown id. Answers the steps' annotations as saved.
 */
export async function batchUpsertAnnotations({ session, input }: BatchUpsertAnnotationsOptions): Promise<AnnotationDto[]> {
  const orgId = session.org.id;
  const db = await getDb();
  const stepIds = [...new Set(input.annotations.map((a) => a.stepId))];
  const workflowId = await db.transaction(async (tx) => {
    const { workflow } = await loadWorkflowForEdit(tx, session, input.workflowId);
    await lockWorkflowAnnotations(tx, { orgId, workflowId: workflow.id });
    const owners = await findStepWorkflows(tx, { orgId, stepIds });
    if (owners.length !== stepIds.length || owners.some((s) => s.workflowId !== workflow.id)) throw new AppError('not_found');
    await assertImageKeys(orgId, input.annotations.flatMap((a) => a.elements));
    const rows = input.annotations.filter((a) => a.elements.length > 0).map((a) => ({ id: a.id ?? randomUUID(), stepId: a.stepId, elements: a.elements }));
    const written = await replaceStepAnnotations(tx, { orgId, workflowId: workflow.id, stepIds, rows, userId: session.user.id });
    // An id already used by another annotation (of another step or workflow): nothing is saved.
    if (written !== rows.length) throw new AppError('conflict', 'annotations.idTaken');
    return workflow.id;
  });
  // The public page caches the player's data, annotations included.
  await invalidatePublicWorkflow(workflowId);
  // A published workflow's blurs are burned into its media: a changed blur renders it again.
  await refreshPublishRender(db, { orgId, workflowId });
  return presentAnnotations(await listStepAnnotations(db, { orgId, stepIds }), { withKeys: true });
}
