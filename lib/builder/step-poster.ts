import 'server-only';
import { randomUUID } from 'node:crypto';
import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { getStorage } from '@/lib/storage';
import { loadWorkflowForEdit } from '@/lib/workflows/access';
import { EDITOR } from '@/lib/workflows/constants';
import { editWorkflow, snapshotWorkflow } from '@/lib/workflows/edit';
import { workflowPrefix } from '@/lib/workflows/media-keys';
import { renderPoster } from '@/lib/workflows/poster';
import { findStep, updateWorkflow } from '@/lib/workflows/queries';
import { loadBuilder } from './load';
import { updateStepPoster } from './queries';
import type { BuilderDocument } from './schema';
import { assertEditorIdle } from './save';

export type StepPosterCall = { session: SessionContext; workflowId: unknown; stepId: unknown; time: number };

/**
 * PUT /steps/{stepId}/poster {time}: the step's poster becomes the frame `time` seconds into the
 * step, taken from the original video by ffmpeg while the request waits (one frame: well under a
 * second). Meanwhile the editor status reads "processing buildermain", then "completed
 * buildermain" (spec 02 §4). Not a form field: it takes effect at once, like the card's poster tool.
 */
export async function setStepPoster({ session, workflowId, stepId, time }: StepPosterCall): Promise<BuilderDocument> {
  const db = await getDb();
  const orgId = session.org.id;
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  const scope = { orgId, workflowId: workflow.id };
  const step = typeof stepId === 'string' && /^[0-9a-f-]{36}$/i.test(stepId) ? await findStep(db, { ...scope, stepId }) : null;
  if (!step) throw new AppError('not_found', 'builder.stepNotFound');
  if (time > step.duration) throw new AppError('invalid_input', 'builder.invalidTime', { max: step.duration, field: 'time' });
  if (!workflow.originalVideoKey) throw new AppError('conflict', 'workflows.noVideo');
  await assertEditorIdle(db, orgId, workflow);

  const before = workflow.editorStatus;
  await updateWorkflow(db, { ...scope, patch: { editorStatus: EDITOR.processingBuilderMain } });
  const key = `${workflowPrefix(orgId, workflow.id)}posters/step-${step.id}-${randomUUID()}.jpg`;
  try {
    await renderPoster({ key: workflow.originalVideoKey, at: step.startTime + time }, key);
    await editWorkflow({ session, workflowId: workflow.id }, async (tx) => {
      await snapshotWorkflow(tx, session, workflow.id);
      await updateStepPoster(tx, { ...scope, stepId: step.id, posterKey: key });
      await updateWorkflow(tx, { ...scope, patch: { editorStatus: EDITOR.completedBuilderMain } });
    });
  } catch (error) {
    await getStorage().delete(key).catch(() => undefined);
    await updateWorkflow(db, { ...scope, patch: { editorStatus: before } });
    throw error;
  }
  return loadBuilder(session, workflow.id);
}
