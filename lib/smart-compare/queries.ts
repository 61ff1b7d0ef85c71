import 'server-only';
import { and, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users, usersSmartCompares, type NewSmartCompareRow, type SmartCompareRow } from '@/db/schema';

type One = { orgId: string; id: string };

export async function insertCompare(db: Db, values: NewSmartCompareRow): Promise<SmartCompareRow> {
  const [row] = await db.insert(usersSmartCompares).values(values).returning();
  return row!;
}

export async function findCompare(db: Db, { orgId, id }: One): Promise<SmartCompareRow | null> {
  const [row] = await db
    .select()
    .from(usersSmartCompares)
    .where(and(eq(usersSmartCompares.id, id), eq(usersSmartCompares.organizationId, orgId)))
    .limit(1);
  return row ?? null;
}

/**
 * A conditional update: only while the row is in one of `from` (a late or repeated job delivery
 * never overwrites a finished compare). Returns whether the row was updated.
 */
export async function updateCompare(
  db: Db,
  { orgId, id, from }: One & { from: readonly string[] },
  set: Partial<Pick<NewSmartCompareRow, 'status' | 'progress' | 'result' | 'errorKey' | 'finishedAt'>>,
): Promise<boolean> {
  const rows = await db
    .update(usersSmartCompares)
    .set(set)
    .where(and(eq(usersSmartCompares.id, id), eq(usersSmartCompares.organizationId, orgId), inArray(usersSmartCompares.status, [...from])))
    .returning({ id: usersSmartCompares.id });
  return rows.length > 0;
}

export type CompareFilter = { orgId: string; userId?: string; multimodalSopId?: string; sopItemId?: string };

function whereOf({ orgId, userId, multimodalSopId, sopItemId }: CompareFilter): SQL | undefined {
  return and(
    eq(usersSmartCompares.organizationId, orgId),
    userId ? eq(usersSmartCompares.userId, userId) : undefined,
    multimodalSopId ? eq(usersSmartCompares.multimodalSopId, multimodalSopId) : undefined,
    sopItemId ? eq(usersSmartCompares.sopItemId, sopItemId) : undefined,
  );
}

export async function listCompares(db: Db, filter: CompareFilter & { page: number; size: number }) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(usersSmartCompares)
      .where(where)
      .orderBy(desc(usersSmartCompares.createdAt), desc(usersSmartCompares.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db.select({ n: count() }).from(usersSmartCompares).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function userNames(db: Db, { orgId, ids }: { orgId: string; ids: string[] }): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(and(eq(users.organizationId, orgId), inArray(users.id, ids)));
  return new Map(rows.map((r) => [r.id, r.displayName ?? '']));
}

/** A user's compares still waiting or running that were started after `since` (older ones died with their worker). */
export async function countRunningCompares(db: Db, { orgId, userId, since }: { orgId: string; userId: string; since: Date }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(usersSmartCompares)
    .where(
      and(
        eq(usersSmartCompares.organizationId, orgId),
        eq(usersSmartCompares.userId, userId),
        inArray(usersSmartCompares.status, ['pending', 'processing']),
        gt(usersSmartCompares.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}
