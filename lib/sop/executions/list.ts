import 'server-only';
import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { loadSopForEdit } from '../access';
import type { Execution } from '../schema';
import { listSopExecutions } from './queries';

export type ExecutionSummary = Omit<Execution, 'entries' | 'verified'>;

/** GET /multimodal-sop/{id}/executions: the supervisors' list (authors of the SOP's workspace and admins), newest first. */
export async function listExecutions({ session, sopId, page, size }: { session: SessionContext; sopId: unknown; page: number; size: number }) {
  const db = await getDb();
  const { sop } = await loadSopForEdit(db, session, sopId);
  const rows = await listSopExecutions(db, { orgId: session.org.id, sopId: sop.id, page, size });
  const items: ExecutionSummary[] = rows.map(({ execution: e, displayName }) => ({
    id: e.id,
    multimodalSopId: e.sopId,
    skillId: e.skillId,
    user: { uid: e.userId, displayName: displayName ?? '' },
    startedAt: e.startedAt.toISOString(),
    completedAt: e.completedAt?.toISOString() ?? null,
    confirmedName: e.confirmedName,
    status: e.status as ExecutionSummary['status'],
  }));
  return { items };
}
