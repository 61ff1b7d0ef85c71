import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { loadVisibleWorkspace } from '@/lib/workspaces/workspace-access';
import { countWorkspaceWorkflows } from './queries';
import type { WorkspaceCountsDto } from './schema';

/**
 * Workspace counts (spec 02 §3, §4): created = every workflow in the workspace, published, and
 * unpublished = created − published. Derived by a query on every read, never stored, so no
 * create, copy, move, delete or unpublish can leave them out of step.
 */
export async function getWorkspaceCounts({ session, workspaceId }: { session: SessionContext; workspaceId: unknown }): Promise<WorkspaceCountsDto> {
  const db = await getDb();
  const workspace = await loadVisibleWorkspace(db, session, workspaceId);
  const { created, published } = await countWorkspaceWorkflows(db, { orgId: session.org.id, workspaceId: workspace.id });
  return { created, published, unpublished: created - published };
}
