import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { workflows, type Workflow } from '@/db/schema';
import { roleInWorkspace, type Role } from '@/lib/access/roles';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { loadVisibleWorkspace, requireId } from '@/lib/workspaces/workspace-access';
import type { ScopedWorkspaceRow } from '@/lib/workspaces/queries';

const EDITOR_ROLES: readonly Role[] = ['admin-super', 'admin-organization', 'admin-group', 'publisher'];

/** Whether the caller may author (edit, publish, move, delete …) content in this workspace. */
export const canEditInWorkspace = (session: Pick<SessionContext, 'user'>, workspaceId: string) =>
  EDITOR_ROLES.includes(roleInWorkspace(session.user.role, session.user.roles, workspaceId));

export type LoadedWorkflow = { workflow: Workflow; workspace: ScopedWorkspaceRow; canEdit: boolean };

/**
 * A workflow the caller may see: in their organisation and in a workspace they may see (private
 * workspaces only when assigned). Anything else — unknown, foreign, private — is 404.
 * Viewers see published workflows only; authors of the workspace see every state.
 */
export async function loadWorkflowForView(db: Db, session: SessionContext, id: unknown): Promise<LoadedWorkflow> {
  const workflowId = requireId(id);
  const workflow = await db.query.workflows.findFirst({
    where: and(eq(workflows.id, workflowId), eq(workflows.organizationId, session.org.id)),
  });
  if (!workflow) throw new AppError('not_found');
  const workspace = await loadVisibleWorkspace(db, session, workflow.workspaceId).catch(() => {
    throw new AppError('not_found');
  });
  const canEdit = canEditInWorkspace(session, workflow.workspaceId);
  if (!workflow.published && !canEdit) throw new AppError('not_found');
  return { workflow, workspace, canEdit };
}

/** As loadWorkflowForView, and the caller must be an author in its workspace (403 otherwise). */
export async function loadWorkflowForEdit(db: Db, session: SessionContext, id: unknown): Promise<LoadedWorkflow> {
  const loaded = await loadWorkflowForView(db, session, id);
  if (!loaded.canEdit) throw new AppError('forbidden');
  return loaded;
}
