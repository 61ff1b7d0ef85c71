import 'server-only';
import { getDb, type Db } from '@/db/client';
import type { MultimodalSopExecution } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { calculateAssignedSkill } from '@/lib/skills/calculate';
import { findPlaylist } from '@/lib/skills/queries';
import { requireId } from '@/lib/workspaces/workspace-access';
import { assertSopFeature, loadSopForView } from '../access';
import { toSopItem } from '../items';
import { findSop, listItemRows } from '../queries';
import type { Execution, ExecutionEntryInput } from '../schema';
import { entryHash } from './chain';
import { entryPayload } from './payload';
import { genesisOf, toExecution } from './present';
import { completeExecutionRow, countEntries, findExecution, insertEntryRow, insertExecutionRow, lockExecution, setExecutionHead } from './queries';

type Append = { kind: string; itemId: string; payload: Record<string, unknown> };

/** Appends one entry to the chain and moves the head; runs inside the caller's transaction with the execution locked. */
async function append(tx: Db, execution: MultimodalSopExecution, entry: Append, userId: string): Promise<string> {
  const seq = await countEntries(tx, { orgId: execution.organizationId, executionId: execution.id });
  const at = new Date().toISOString();
  const prevHash = execution.headHash;
  const hash = entryHash(prevHash, { seq, ...entry, at, userId });
  await insertEntryRow(tx, { organizationId: execution.organizationId, executionId: execution.id, seq, ...entry, at, userId, prevHash, hash });
  await setExecutionHead(tx, { orgId: execution.organizationId, id: execution.id }, hash);
  return hash;
}

/** POST /multimodal-sop/{id}/executions {skillId?}: an operator starts following a finished SOP they may see. */
export async function startExecution({ session, sopId, skillId }: { session: SessionContext; sopId: unknown; skillId?: string }): Promise<Execution> {
  const db = await getDb();
  const { sop } = await loadSopForView(db, session, sopId);
  if (sop.status !== 'completed') throw new AppError('conflict', 'sopErrors.notReady');
  if (skillId && !(await findPlaylist(db, { orgId: session.org.id, playlistId: skillId }))) throw new AppError('not_found');
  const execution = await db.transaction(async (tx) => {
    const row = await insertExecutionRow(tx, { organizationId: session.org.id, sopId: sop.id, sopVersion: sop.version, userId: session.user.id, skillId: skillId ?? null, headHash: '' });
    const started = { ...row, headHash: genesisOf(row) };
    const head = await append(tx, started, { kind: 'start', itemId: '', payload: { title: sop.title, sopVersion: sop.version } }, session.user.id);
    return { ...started, headHash: head };
  });
  return toExecution(db, execution);
}

/** The caller's own execution, still in progress, locked for an append. */
async function lockOwnOpen(tx: Db, session: SessionContext, executionId: unknown): Promise<MultimodalSopExecution> {
  assertSopFeature(session);
  const execution = await lockExecution(tx, { orgId: session.org.id, id: requireId(executionId) });
  if (!execution || execution.userId !== session.user.id) throw new AppError('not_found');
  if (execution.status !== 'in-progress') throw new AppError('conflict', 'sopErrors.executionClosed');
  return execution;
}

/** POST /sop-executions/{id}/entries: a step time, checklist tick, upload or quiz answer, checked against the SOP's block. */
export async function addExecutionEntry({ session, executionId, input }: { session: SessionContext; executionId: unknown; input: ExecutionEntryInput }): Promise<Execution> {
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const execution = await lockOwnOpen(tx, session, executionId);
    const items = (await listItemRows(tx, { orgId: session.org.id, sopId: execution.sopId })).map(toSopItem);
    const item = items.find((i) => i.id === input.itemId);
    if (!item) throw new AppError('invalid_input', 'sopErrors.unknownItem');
    const payload = await entryPayload(tx, session, item, input);
    const head = await append(tx, execution, { kind: input.kind, itemId: item.id, payload }, session.user.id);
    return { ...execution, headHash: head };
  });
  return toExecution(db, updated);
}

/** POST /sop-executions/{id}/confirm {name}: the operator signs off with their name; the confirmation is the chain's last entry. */
export async function confirmExecution({ session, executionId, name }: { session: SessionContext; executionId: unknown; name: string }): Promise<Execution> {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const execution = await lockOwnOpen(tx, session, executionId);
    const head = await append(tx, execution, { kind: 'confirm', itemId: '', payload: { name } }, session.user.id);
    return completeExecutionRow(tx, { orgId: execution.organizationId, id: execution.id }, { confirmedName: name, headHash: head });
  });
  if (done.skillId) await refreshSkillProgress(session, done.skillId);
  return toExecution(db, done);
}

/**
 * An execution run from a skill moves the learner's standing in it at once (matrix, performance,
 * certificate), not only when they next open the skill player. The execution is already recorded:
 * a skill that no longer reaches the learner (unassigned, feature off) changes nothing.
 */
async function refreshSkillProgress(session: SessionContext, skillId: string) {
  try {
    await calculateAssignedSkill({ session, userId: 'me', skillId });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

/** The operator who ran it, or an author of the SOP's workspace (supervisor); anyone else reads 404. */
export async function loadExecutionForRead(db: Db, session: SessionContext, executionId: unknown): Promise<MultimodalSopExecution> {
  assertSopFeature(session);
  const execution = await findExecution(db, { orgId: session.org.id, id: requireId(executionId) });
  if (!execution) throw new AppError('not_found');
  if (execution.userId === session.user.id) return execution;
  const { canEdit } = await loadSopForView(db, session, execution.sopId);
  if (!canEdit) throw new AppError('not_found');
  return execution;
}

/** GET /sop-executions/{id} */
export async function getExecution({ session, executionId }: { session: SessionContext; executionId: unknown }): Promise<Execution> {
  const db = await getDb();
  return toExecution(db, await loadExecutionForRead(db, session, executionId));
}

/** GET /sop-executions/{id}/record.pdf: the record with the SOP's current block titles. */
export async function executionRecord({ session, executionId }: { session: SessionContext; executionId: unknown }) {
  const db = await getDb();
  const row = await loadExecutionForRead(db, session, executionId);
  const execution = await toExecution(db, row);
  const sop = await findSop(db, { orgId: session.org.id, id: row.sopId });
  const items = (await listItemRows(db, { orgId: session.org.id, sopId: row.sopId })).map(toSopItem);
  const { executionRecordPdf } = await import('./record-pdf');
  return executionRecordPdf({ execution, sopTitle: sop?.title ?? '', items, organizationName: session.org.name, locale: session.user.locale });
}
