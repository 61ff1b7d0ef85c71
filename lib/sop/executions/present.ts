import 'server-only';
import type { Db } from '@/db/client';
import type { MultimodalSopExecution } from '@/db/schema';
import type { Execution, ExecutionEntry, ExecutionEntryKind } from '../schema';
import { genesisHash, verifyChain } from './chain';
import { listEntries, userName } from './queries';
import { recordSecret } from './secret';

export const headerOf = (e: Pick<MultimodalSopExecution, 'id' | 'sopId' | 'sopVersion' | 'userId' | 'organizationId'>) => ({
  executionId: e.id,
  sopId: e.sopId,
  sopVersion: e.sopVersion,
  userId: e.userId ?? '',
  organizationId: e.organizationId,
});

export const genesisOf = (e: Parameters<typeof headerOf>[0]) => genesisHash(recordSecret(), headerOf(e));

/** The execution with its entries and whether the stored chain still verifies. */
export async function toExecution(db: Db, execution: MultimodalSopExecution): Promise<Execution> {
  const orgId = execution.organizationId;
  const rows = await listEntries(db, { orgId, executionId: execution.id });
  const entries: ExecutionEntry[] = rows.map((r) => ({
    seq: r.seq,
    kind: r.kind as ExecutionEntryKind,
    itemId: r.itemId,
    payload: r.payload as Record<string, unknown>,
    at: r.at,
    hash: r.hash,
  }));
  return {
    id: execution.id,
    multimodalSopId: execution.sopId,
    skillId: execution.skillId,
    user: { uid: execution.userId, displayName: await userName(db, { orgId, id: execution.userId }) },
    startedAt: execution.startedAt.toISOString(),
    completedAt: execution.completedAt?.toISOString() ?? null,
    confirmedName: execution.confirmedName,
    status: execution.status as Execution['status'],
    entries,
    verified: verifyChain(genesisOf(execution), execution.headHash, rows),
  };
}
