import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { sendJob } from '@/lib/jobs';
import { uploadPurposeOf } from '@/lib/uploads/constants';
import { findOwnUpload } from '@/lib/uploads/queries';
import { loadVisibleWorkspace } from '@/lib/workspaces/workspace-access';
import { canEditInWorkspace } from './access';
import { WORKFLOW_PROCESS_JOB, type WorkflowJobData } from './constants';
import { toWorkflowDetail } from './detail';
import { initialStatuses } from './initial-status';
import { initialSource } from './initialize-source';
import { claimUpload, insertWorkflow } from './queries';
import type { InitializeWorkflowInput, WorkflowDetail } from './schema';

export type InitializeWorkflowOptions = { session: SessionContext; input: InitializeWorkflowInput };

/**
 * Turns the caller's completed upload into a workflow in a workspace they author in, and queues
 * the pipeline. The upload is claimed in the same transaction: one upload, one workflow.
 */
export async function initializeWorkflow({ session, input }: InitializeWorkflowOptions): Promise<WorkflowDetail> {
  const db = await getDb();
  const orgId = session.org.id;
  const workspace = await loadVisibleWorkspace(db, session, input.workspaceId);
  if (!canEditInWorkspace(session, workspace.id)) throw new AppError('forbidden');
  const upload = await findOwnUpload(db, { orgId, userId: session.user.id, id: input.uploadId });
  if (!upload) throw new AppError('not_found', 'workflows.uploadNotFound');
  if (upload.status !== 'completed') throw new AppError('conflict', 'workflows.uploadNotCompleted');
  if (upload.workflowId) throw new AppError('conflict', 'workflows.uploadUsed');
  // A poster image, a diagram or a PDF is an upload too, but no video to build a workflow from.
  if (uploadPurposeOf(upload) !== 'workflow-video') throw new AppError('invalid_input', 'uploads.noVideo');

  const workflow = await db.transaction(async (tx) => {
    const row = await insertWorkflow(tx, {
      organizationId: orgId,
      workspaceId: workspace.id,
      authorId: session.user.id,
      title: input.title,
      titleTranslations: { [input.languageCode]: input.title },
      languageCode: input.languageCode,
      originalVideoKey: upload.storageKey,
      source: initialSource(input.origin, upload),
      ...initialStatuses(),
    });
    // The conditional update is the claim: a second initialize with the same upload finds it taken.
    if (!(await claimUpload(tx, { orgId, uploadId: upload.id, workflowId: row.id }))) throw new AppError('conflict', 'workflows.uploadUsed');
    return row;
  });

  await sendJob<WorkflowJobData>(WORKFLOW_PROCESS_JOB, { organizationId: orgId, workflowId: workflow.id }, { singletonKey: workflow.id });
  return toWorkflowDetail(db, session, { workflow, workspace, canEdit: true });
}
