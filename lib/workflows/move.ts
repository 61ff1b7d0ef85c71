import { AppError } from '@/lib/http/errors';
import { recordAudit } from '@/lib/audit/record';
import { loadVisibleWorkspace } from '@/lib/workspaces/workspace-access';
import { canEditInWorkspace } from './access';
import { editWorkflow, type EditOptions } from './edit';
import { updateWorkflow } from './queries';
import type { MoveWorkflowInput } from './schema';

/**
 * Moves a workflow to another workspace; the caller must author in both (target unseen: 404,
 * seen but not authored: 403). Workspace counts follow by themselves: they are derived.
 */
export function moveWorkflow({ input, ...options }: EditOptions & { input: MoveWorkflowInput }) {
  const { session } = options;
  return editWorkflow(options, async (tx, { workflow, workspace }) => {
    const target = await loadVisibleWorkspace(tx, session, input.workspaceId);
    if (!canEditInWorkspace(session, target.id)) throw new AppError('forbidden');
    if (target.id === workflow.workspaceId) return;
    await updateWorkflow(tx, { orgId: session.org.id, workflowId: workflow.id, patch: { workspaceId: target.id } });
    await recordAudit(tx, session, {
      action: 'workflow.move',
      entityType: 'workflow',
      entityId: workflow.id,
      entityName: workflow.title,
      before: { workspaceId: workspace.id, workspaceName: workspace.name },
      after: { workspaceId: target.id, workspaceName: target.name },
    });
  });
}
