import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { multimodalSopItems, multimodalSopLikes, multimodalSops, users, workspaceMembers, workspaces, type MultimodalSopItemRow } from '@/db/schema';
import { escapeLike } from '@/lib/workspaces/queries';

type Scope = { orgId: string; id: string };

export const findSop = (db: Db, { orgId, id }: Scope) =>
  db.query.multimodalSops.findFirst({ where: and(eq(multimodalSops.id, id), eq(multimodalSops.organizationId, orgId)) });

export const listItemRows = (db: Db, { orgId, sopId }: { orgId: string; sopId: string }) =>
  db
    .select()
    .from(multimodalSopItems)
    .where(and(eq(multimodalSopItems.organizationId, orgId), eq(multimodalSopItems.sopId, sopId)))
    .orderBy(asc(multimodalSopItems.position));

export const findItemRow = (db: Db, { orgId, id }: Scope) =>
  db.query.multimodalSopItems.findFirst({ where: and(eq(multimodalSopItems.organizationId, orgId), eq(multimodalSopItems.id, id)) });

/** Replaces a SOP's items with `rows` (positions as given). */
export async function replaceItemRows(db: Db, { orgId, sopId, rows }: { orgId: string; sopId: string; rows: Array<typeof multimodalSopItems.$inferInsert> }) {
  await db.delete(multimodalSopItems).where(and(eq(multimodalSopItems.organizationId, orgId), eq(multimodalSopItems.sopId, sopId)));
  if (rows.length) await db.insert(multimodalSopItems).values(rows);
}

export type CardFilter = {
  orgId: string;
  userId: string;
  /** Org admins see every workspace and every state. */
  seeAll: boolean;
  /** Workspaces where the caller authors: unpublished SOPs show there too. */
  authorOf: string[];
  workspaceId?: string;
  authorId?: string;
  keyword?: string;
  published?: boolean;
  ids?: string[];
  likedOnly?: boolean;
};

/** The visibility rule of lib/sop/access.ts in SQL: a visible workspace, and published unless the caller authors there. */
function cardConditions(f: CardFilter): SQL[] {
  const conditions: (SQL | undefined)[] = [eq(multimodalSops.organizationId, f.orgId)];
  if (!f.seeAll) {
    const member = sql`exists (select 1 from ${workspaceMembers} m where m.workspace_id = ${workspaces.id} and m.user_id = ${f.userId})`;
    conditions.push(or(eq(workspaces.private, false), member));
    const authored = f.authorOf.length ? inArray(multimodalSops.workspaceId, f.authorOf) : undefined;
    conditions.push(authored ? or(eq(multimodalSops.published, true), authored) : eq(multimodalSops.published, true));
  }
  if (f.workspaceId) conditions.push(eq(multimodalSops.workspaceId, f.workspaceId));
  if (f.authorId) conditions.push(eq(multimodalSops.authorId, f.authorId));
  if (f.keyword) conditions.push(ilike(multimodalSops.title, `%${escapeLike(f.keyword)}%`));
  if (f.published !== undefined) conditions.push(eq(multimodalSops.published, f.published));
  if (f.ids) conditions.push(f.ids.length ? inArray(multimodalSops.id, f.ids) : sql`false`);
  if (f.likedOnly) conditions.push(sql`${multimodalSopLikes.userId} is not null`);
  return conditions.filter((c): c is SQL => !!c);
}

const cardColumns = (userId: string) => ({
  sop: multimodalSops,
  workspaceName: workspaces.name,
  privateWorkspace: workspaces.private,
  authorName: users.displayName,
  likedAt: multimodalSopLikes.createdAt,
  numSteps: sql<number>`(select count(*)::int from ${multimodalSopItems} i where i.sop_id = ${multimodalSops.id} and i.type = 'step')`,
  userId: sql<string>`${userId}`,
});

function cardQuery(db: Db, f: CardFilter) {
  return db
    .select(cardColumns(f.userId))
    .from(multimodalSops)
    .innerJoin(workspaces, and(eq(workspaces.id, multimodalSops.workspaceId), eq(workspaces.organizationId, f.orgId)))
    .leftJoin(users, eq(users.id, multimodalSops.authorId))
    .leftJoin(multimodalSopLikes, and(eq(multimodalSopLikes.sopId, multimodalSops.id), eq(multimodalSopLikes.userId, f.userId)))
    .where(and(...cardConditions(f)));
}
export type CardRow = Awaited<ReturnType<typeof cardQuery>>[number];

export async function listCardRows(db: Db, f: CardFilter & { page: number; size: number; orderByLike?: boolean }) {
  const order = f.orderByLike ? desc(multimodalSopLikes.createdAt) : desc(multimodalSops.updatedAt);
  const rows = await cardQuery(db, f).orderBy(order, desc(multimodalSops.id)).limit(f.size).offset(f.page * f.size);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(multimodalSops)
    .innerJoin(workspaces, and(eq(workspaces.id, multimodalSops.workspaceId), eq(workspaces.organizationId, f.orgId)))
    .leftJoin(multimodalSopLikes, and(eq(multimodalSopLikes.sopId, multimodalSops.id), eq(multimodalSopLikes.userId, f.userId)))
    .where(and(...cardConditions(f)));
  return { rows, total };
}

export const insertSopRow = async (db: Db, values: typeof multimodalSops.$inferInsert) => (await db.insert(multimodalSops).values(values).returning())[0];

export const itemRowsOf = (orgId: string, sopId: string, rows: Array<Omit<MultimodalSopItemRow, 'organizationId' | 'sopId'>>) =>
  rows.map((r) => ({ ...r, organizationId: orgId, sopId }));

export const countSopSteps = async (db: Db, { orgId, sopId }: { orgId: string; sopId: string }) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(multimodalSopItems)
      .where(and(eq(multimodalSopItems.organizationId, orgId), eq(multimodalSopItems.sopId, sopId), eq(multimodalSopItems.type, 'step')))
  )[0].n;
