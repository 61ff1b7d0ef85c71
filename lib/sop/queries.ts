import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { multimodalSopItems, multimodalSopLikes, multimodalSops, uploads, users, workflows, workspaceMembers, workspaces, type MultimodalSop, type MultimodalSopItemRow } from '@/db/schema';
import { escapeLike } from '@/lib/workspaces/queries';

type Scope = { orgId: string; id: string };

export const findSop = (db: Db, { orgId, id }: Scope) =>
  db.query.multimodalSops.findFirst({ where: and(eq(multimodalSops.id, id), eq(multimodalSops.organizationId, orgId)) });

type SopValues = Partial<Omit<typeof multimodalSops.$inferInsert, 'id' | 'organizationId' | 'version'>> & { version?: number | SQL };

/** Sets columns of one SOP (with `updatedAt`); the row after the change, or undefined when it is not the organisation's. */
export const updateSopRow = async (db: Db, { orgId, id }: Scope, values: SopValues): Promise<MultimodalSop | undefined> =>
  (
    await db
      .update(multimodalSops)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(multimodalSops.id, id), eq(multimodalSops.organizationId, orgId)))
      .returning()
  )[0];

/**
 * The next version of a document, only while the stored version is still `expected` (optimistic
 * concurrency): bumps `version`, ends the first-load state; undefined when someone saved first.
 */
export const saveDocumentRow = async (db: Db, { orgId, id, expected }: Scope & { expected: number }, values: Pick<SopValues, 'title' | 'description' | 'posterKey'>) =>
  (
    await db
      .update(multimodalSops)
      .set({ ...values, version: sql`${multimodalSops.version} + 1`, metadata: sql`${multimodalSops.metadata} - 'firstLoad'`, updatedAt: new Date() })
      .where(and(eq(multimodalSops.id, id), eq(multimodalSops.organizationId, orgId), eq(multimodalSops.version, expected)))
      .returning()
  )[0];

/**
 * Moves an import's state on only from `from` (a failed import back to processing, a processing one
 * to completed or failed), so a second delivery, a delete or an edit meanwhile is never overwritten.
 */
export const transitionSopStatus = async (db: Db, { orgId, id, from }: Scope & { from: 'processing' | 'failed' }, values: SopValues & { status: 'processing' | 'completed' | 'failed' }) =>
  (
    await db
      .update(multimodalSops)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(multimodalSops.id, id), eq(multimodalSops.organizationId, orgId), eq(multimodalSops.status, from)))
      .returning()
  )[0];

/** A processing import's document becomes the next version, completed (only while still processing). */
export const completeImportRow = (db: Db, scope: Scope, values: Pick<SopValues, 'title' | 'posterKey'>) =>
  transitionSopStatus(db, { ...scope, from: 'processing' }, { ...values, status: 'completed', statusError: null, version: sql`${multimodalSops.version} + 1` });

/** Deletes a SOP; its items, versions, executions, likes and usage rows go by cascade. */
export const deleteSopRow = (db: Db, { orgId, id }: Scope) => db.delete(multimodalSops).where(and(eq(multimodalSops.id, id), eq(multimodalSops.organizationId, orgId)));

export const findAuthorName = async (db: Db, { orgId, userId }: { orgId: string; userId: string }) =>
  (await db.select({ name: users.displayName }).from(users).where(and(eq(users.id, userId), eq(users.organizationId, orgId))))[0]?.name ?? '';

/** Storage keys of the organisation's uploads among `ids` (signing attachments, the poster). */
export const listUploadKeys = (db: Db, { orgId, ids }: { orgId: string; ids: string[] }) =>
  db.select({ id: uploads.id, key: uploads.storageKey }).from(uploads).where(and(eq(uploads.organizationId, orgId), inArray(uploads.id, ids)));

/** How many of `ids` are finished uploads of the organisation (what a document may point at). */
export const countUsableUploads = async (db: Db, { orgId, ids }: { orgId: string; ids: string[] }) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(uploads)
      .where(and(eq(uploads.organizationId, orgId), inArray(uploads.id, ids), inArray(uploads.status, ['completed', 'used'])))
  )[0]!.n;

/** How many of `ids` are workflows of the organisation (what blocks and attachments may name). */
export const countOrgWorkflows = async (db: Db, { orgId, ids }: { orgId: string; ids: string[] }) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(workflows).where(and(eq(workflows.organizationId, orgId), inArray(workflows.id, ids))))[0]!.n;

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
