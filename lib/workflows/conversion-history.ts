import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { loadWorkflowForEdit } from './access';
import { listConversionHistory } from './queries';
import type { ConversionHistoryDto } from './schema';

/** What the pipeline did to a workflow, oldest first (authors only: it names internal stages). */
export async function getConversionHistory({ session, workflowId }: { session: SessionContext; workflowId: unknown }) {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  const rows = await listConversionHistory(db, { orgId: session.org.id, workflowId: workflow.id });
  const items: ConversionHistoryDto[] = rows.map((r) => ({
    id: r.id,
    stage: r.stage,
    status: r.status,
    detail: r.detail,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, total: items.length };
}
