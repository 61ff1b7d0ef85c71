import 'server-only';
import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { quizzes, scormExportProcesses, workflows, type ScormExportProcessRow } from '@/db/schema';
import type { ListExportsQuery } from './schema';

type OneExport = { orgId: string; id: string };

const ORDER_COLUMNS = {
  createdAt: scormExportProcesses.createdAt,
  status: scormExportProcesses.status,
  exportType: scormExportProcesses.exportType,
} as const;

/** An organisation's exports (or one author's, when `createdBy` is given), paged and ordered. */
export async function listExports(db: Db, { orgId, createdBy, query }: { orgId: string; createdBy: string | null; query: ListExportsQuery }) {
  const where = and(
    eq(scormExportProcesses.organizationId, orgId),
    createdBy ? eq(scormExportProcesses.createdBy, createdBy) : undefined,
    query.export_type ? eq(scormExportProcesses.exportType, query.export_type) : undefined,
  );
  const direction = query.desc ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(scormExportProcesses)
      .where(where)
      .orderBy(direction(ORDER_COLUMNS[query.order_by]), direction(scormExportProcesses.createdAt), desc(scormExportProcesses.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(scormExportProcesses).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findExport(db: Db, { orgId, id }: OneExport): Promise<ScormExportProcessRow | null> {
  const [row] = await db.select().from(scormExportProcesses).where(and(eq(scormExportProcesses.id, id), eq(scormExportProcesses.organizationId, orgId)));
  return row ?? null;
}

/** Whether an export still exists: the host player refuses a thin package whose export was deleted. */
export async function exportExists(db: Db, ref: OneExport): Promise<boolean> {
  return (await findExport(db, ref)) !== null;
}

export async function insertExport(db: Db, values: typeof scormExportProcesses.$inferInsert): Promise<ScormExportProcessRow> {
  const [row] = await db.insert(scormExportProcesses).values(values).returning();
  return row!;
}

/** Updates an export; with `from` only while its status is one of them (a conditional transition). */
export async function updateExport(db: Db, { orgId, id }: OneExport, patch: Partial<typeof scormExportProcesses.$inferInsert>, from?: string[]) {
  const [row] = await db
    .update(scormExportProcesses)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(scormExportProcesses.id, id), eq(scormExportProcesses.organizationId, orgId), from ? inArray(scormExportProcesses.status, from) : undefined))
    .returning();
  return row ?? null;
}

/** A workspace's workflows a package can hold: published and processed, with whether a published quiz travels along. */
export async function listExportableWorkflows(db: Db, { orgId, workspaceId }: { orgId: string; workspaceId: string }) {
  return db
    .select({
      id: workflows.id,
      title: workflows.title,
      duration: workflows.videoDuration,
      hasQuiz: sql<boolean>`coalesce(${quizzes.published}, false)`,
    })
    .from(workflows)
    .leftJoin(quizzes, and(eq(quizzes.workflowId, workflows.id), eq(quizzes.organizationId, orgId)))
    .where(and(eq(workflows.organizationId, orgId), eq(workflows.workspaceId, workspaceId), eq(workflows.published, true), eq(workflows.processed, true)))
    .orderBy(asc(workflows.title), asc(workflows.id));
}


const UNFINISHED = ['pending', 'running'];
/** Unfinished exports (any organisation) not touched for `minutes`: the crashed-export sweep's rows. */
const stalled = (minutes: number) =>
  and(inArray(scormExportProcesses.status, UNFINISHED), lt(scormExportProcesses.updatedAt, sql`now() - make_interval(mins => ${minutes})`));

export async function listStalledExports(db: Db, minutes: number) {
  return db
    .select({ id: scormExportProcesses.id, organizationId: scormExportProcesses.organizationId, status: scormExportProcesses.status })
    .from(scormExportProcesses)
    .where(stalled(minutes));
}

/** Marks one export interrupted, only if it is still stalled (a build that beat in between keeps running). */
export async function failStalledExport(db: Db, { orgId, id }: OneExport, minutes: number): Promise<boolean> {
  const [row] = await db
    .update(scormExportProcesses)
    .set({ status: 'error', errorCode: 'scorm.errors.interrupted', finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(scormExportProcesses.id, id), eq(scormExportProcesses.organizationId, orgId), stalled(minutes)))
    .returning({ id: scormExportProcesses.id });
  return Boolean(row);
}
