import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { recordAudit } from '@/lib/audit/record';
import { invalidatePublicWorkflow } from '@/lib/player/public-cache-store';
import { sendJob } from '@/lib/jobs';
import { requestKnowledgeIndex } from '@/lib/knowledge/jobs';
import { getStorage } from '@/lib/storage';
import { loadWorkflowForEdit } from './access';
import { WORKFLOW_PURGE_MEDIA_JOB, type WorkflowJobData } from './constants';
import { deleteVersionsOf, deleteWorkflowRow, listTranscriptions } from './queries';

export type DeleteWorkflowOptions = { session: SessionContext; workflowId: unknown };

/**
 * Deletes a workflow: its rows go with it (steps, transcriptions, likes, sub-categories, history
 * and views cascade; versions are removed here), then the purge job removes its stored media.
 * The job is sent after the commit, so it never runs for a workflow that still exists.
 */
export async function deleteWorkflow({ session, workflowId }: DeleteWorkflowOptions): Promise<{ id: string }> {
  const db = await getDb();
  const orgId = session.org.id;
  const workflow = await db.transaction(async (tx) => {
    const { workflow: row, workspace } = await loadWorkflowForEdit(tx, session, workflowId);
    const transcriptionIds = (await listTranscriptions(tx, { orgId, workflowId: row.id })).map((t) => t.id);
    await deleteVersionsOf(tx, { orgId, documentIds: [row.id, ...transcriptionIds] });
    await deleteWorkflowRow(tx, { orgId, workflowId: row.id });
    await recordAudit(tx, session, {
      action: 'workflow.delete',
      entityType: 'workflow',
      entityId: row.id,
      entityName: row.title,
      before: { workspaceId: workspace.id, workspaceName: workspace.name, published: row.published },
    });
    return row;
  });
  await invalidatePublicWorkflow(workflow.id);
  // An original the pipeline has not yet moved into the workflow's folder still sits with its
  // upload (whose row just went by cascade): only here is anyone left who knows it.
  if (workflow.originalVideoKey?.startsWith(`orgs/${orgId}/uploads/`)) await getStorage().delete(workflow.originalVideoKey);
  await sendJob<WorkflowJobData>(WORKFLOW_PURGE_MEDIA_JOB, { organizationId: orgId, workflowId: workflow.id }, { singletonKey: workflow.id });
  // Its chunks went by cascade; the job confirms nothing is left (and clears any index race).
  await requestKnowledgeIndex(orgId, workflow.id);
  return { id: workflow.id };
}
