import { recordAudit } from '@/lib/audit/record';
import { AppError } from '@/lib/http/errors';
import { sendJob } from '@/lib/jobs';
import { WORKFLOW_PROCESS_JOB, type WorkflowJobData } from './constants';
import { statusFieldsOf } from './detail';
import { editWorkflow, type EditOptions } from './edit';
import { initialStatuses } from './initial-status';
import { updateWorkflow } from './queries';
import { hasError, hasProcessingOrErrorFlags } from './status';

/**
 * Runs the pipeline again from the original video: the statuses go back to their initialize
 * values and the process job is queued. Refused while published (viewers would watch it being
 * rebuilt) and while the pipeline is busy with it; a failed workflow may always be reset.
 */
export async function resetWorkflow(options: EditOptions) {
  const { session } = options;
  const detail = await editWorkflow(options, async (tx, { workflow }) => {
    if (workflow.published) throw new AppError('conflict', 'workflows.resetPublished');
    if (!workflow.originalVideoKey) throw new AppError('conflict', 'workflows.noVideo');
    const fields = await statusFieldsOf(tx, session.org.id, workflow);
    if (hasProcessingOrErrorFlags(fields) && !hasError(fields)) throw new AppError('conflict', 'workflows.busy');
    await updateWorkflow(tx, { orgId: session.org.id, workflowId: workflow.id, patch: initialStatuses() });
    await recordAudit(tx, session, { action: 'workflow.reset', entityType: 'workflow', entityId: workflow.id, entityName: workflow.title });
  });
  await sendJob<WorkflowJobData>(WORKFLOW_PROCESS_JOB, { organizationId: session.org.id, workflowId: detail.id }, { singletonKey: detail.id });
  return detail;
}
