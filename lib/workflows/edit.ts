import { getDb, type Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { invalidatePublicWorkflow } from '@/lib/player/public-cache-store';
import { loadWorkflowForEdit, type LoadedWorkflow } from './access';
import { loadWorkflowDetail } from './detail';
import type { WorkflowDetail } from './schema';
import { snapshotBeforeUpdate } from './versions';

export type EditOptions = { session: SessionContext; workflowId: unknown };

/**
 * Runs an author's change in one transaction (the caller must be an author in the workflow's
 * workspace: 404 when they cannot see it, 403 when they only view it), then answers the fresh
 * detail.
 */
export async function editWorkflow(
  { session, workflowId }: EditOptions,
  change: (tx: Db, loaded: LoadedWorkflow) => Promise<unknown>,
): Promise<WorkflowDetail> {
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const loaded = await loadWorkflowForEdit(tx, session, workflowId);
    await change(tx, loaded);
    return loaded.workflow.id;
  });
  // The public page and media routes cache what they serve (publish, unpublish, rename …).
  await invalidatePublicWorkflow(id);
  return loadWorkflowDetail(db, session, id);
}

/** Version history: a snapshot of the row as it is, before a user-initiated update (spec 02 §7). */
export const snapshotWorkflow = (tx: Db, session: SessionContext, workflowId: string) =>
  snapshotBeforeUpdate(tx, { orgId: session.org.id, collection: 'workflows', documentId: workflowId, createdById: session.user.id });
