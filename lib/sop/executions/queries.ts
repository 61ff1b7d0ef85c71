import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { multimodalSopExecutionEntries, multimodalSopExecutions, users, type MultimodalSopExecution } from '@/db/schema';

type Scope = { orgId: string; id: string };
type NewExecution = typeof multimodalSopExecutions.$inferInsert;
type NewEntry = typeof multimodalSopExecutionEntries.$inferInsert;

export const findExecution = (db: Db, { orgId, id }: Scope) =>
  db.query.multimodalSopExecutions.findFirst({ where: and(eq(multimodalSopExecutions.id, id), eq(multimodalSopExecutions.organizationId, orgId)) });

/** The execution row locked for an append (entries are numbered one after another). */
export const lockExecution = async (db: Db, { orgId, id }: Scope) =>
  (
    await db
      .select()
      .from(multimodalSopExecutions)
      .where(and(eq(multimodalSopExecutions.id, id), eq(multimodalSopExecutions.organizationId, orgId)))
      .for('update')
  )[0];

export const insertExecutionRow = async (db: Db, values: NewExecution & { organizationId: string }): Promise<MultimodalSopExecution> =>
  (await db.insert(multimodalSopExecutions).values(values).returning())[0];

export const insertEntryRow = (db: Db, values: NewEntry & { organizationId: string }) => db.insert(multimodalSopExecutionEntries).values(values);

/** Moves the chain's head to its newest entry's hash. */
export const setExecutionHead = (db: Db, { orgId, id }: Scope, headHash: string) =>
  db
    .update(multimodalSopExecutions)
    .set({ headHash })
    .where(and(eq(multimodalSopExecutions.id, id), eq(multimodalSopExecutions.organizationId, orgId)));

/** Closes an execution with the operator's confirmation (the chain's last entry is `headHash`). */
export const completeExecutionRow = async (db: Db, { orgId, id }: Scope, { confirmedName, headHash }: { confirmedName: string; headHash: string }) =>
  (
    await db
      .update(multimodalSopExecutions)
      .set({ status: 'completed', confirmedName, completedAt: new Date(), headHash })
      .where(and(eq(multimodalSopExecutions.id, id), eq(multimodalSopExecutions.organizationId, orgId)))
      .returning()
  )[0];

export const listEntries = (db: Db, { orgId, executionId }: { orgId: string; executionId: string }) =>
  db
    .select()
    .from(multimodalSopExecutionEntries)
    .where(and(eq(multimodalSopExecutionEntries.organizationId, orgId), eq(multimodalSopExecutionEntries.executionId, executionId)))
    .orderBy(asc(multimodalSopExecutionEntries.seq));

export const countEntries = async (db: Db, { orgId, executionId }: { orgId: string; executionId: string }) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(multimodalSopExecutionEntries)
      .where(and(eq(multimodalSopExecutionEntries.organizationId, orgId), eq(multimodalSopExecutionEntries.executionId, executionId)))
  )[0].n;

export const userName = async (db: Db, { orgId, id }: { orgId: string; id: string | null }) =>
  id ? ((await db.select({ name: users.displayName }).from(users).where(and(eq(users.id, id), eq(users.organizationId, orgId))))[0]?.name ?? '') : '';

export const listSopExecutions = (db: Db, { orgId, sopId, page, size }: { orgId: string; sopId: string; page: number; size: number }) =>
  db
    .select({ execution: multimodalSopExecutions, displayName: users.displayName })
    .from(multimodalSopExecutions)
    .leftJoin(users, eq(users.id, multimodalSopExecutions.userId))
    .where(and(eq(multimodalSopExecutions.organizationId, orgId), eq(multimodalSopExecutions.sopId, sopId)))
    .orderBy(desc(multimodalSopExecutions.startedAt), desc(multimodalSopExecutions.id))
    .limit(size)
    .offset(page * size);
