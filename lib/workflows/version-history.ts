import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { loadWorkflowForEdit } from './access';
import { listWorkflowVersions } from './queries';
import type { VersionDto } from './schema';

/** The card tool's version history: every snapshot of the workflow, newest first. */
export async function listVersions({ session, workflowId }: { session: SessionContext; workflowId: unknown }) {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  const rows = await listWorkflowVersions(db, { orgId: session.org.id, workflowId: workflow.id });
  const items: VersionDto[] = rows.map((r) => ({
    id: r.id,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdByName === null ? null : { displayName: r.createdByName },
    title: r.title ?? '',
  }));
  return { items, total: items.length };
}
