import 'server-only';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { organizations, workspaceGroups, workspaces } from '@/db/schema';

type OrgRef = { orgId: string };
type GroupRef = OrgRef & { id: string };

/** Every group of the organisation with how many workspaces it holds. */
export const listGroupsWithCounts = (db: Db, { orgId }: OrgRef) =>
  db
    .select({
      id: workspaceGroups.id,
      name: workspaceGroups.name,
      locale: workspaceGroups.locale,
      priority: workspaceGroups.priority,
      workspaceCount: count(workspaces.id),
    })
    .from(workspaceGroups)
    .leftJoin(workspaces, and(eq(workspaces.groupId, workspaceGroups.id), eq(workspaces.organizationId, orgId)))
    .where(eq(workspaceGroups.organizationId, orgId))
    .groupBy(workspaceGroups.id)
    .orderBy(asc(workspaceGroups.priority));

export async function findGroup(db: Db, { orgId, id }: GroupRef) {
  const [row] = await db
    .select()
    .from(workspaceGroups)
    .where(and(eq(workspaceGroups.id, id), eq(workspaceGroups.organizationId, orgId)))
    .limit(1);
  return row ?? null;
}

/** Locks the group row for the rest of the transaction (delete and move race otherwise). */
export async function lockGroup(db: Db, { orgId, id }: GroupRef) {
  const [row] = await db
    .select()
    .from(workspaceGroups)
    .where(and(eq(workspaceGroups.id, id), eq(workspaceGroups.organizationId, orgId)))
    .for('update');
  return row ?? null;
}

/** A group of the organisation with the same name, ignoring case and surrounding spaces. */
export async function findGroupByName(db: Db, { orgId, name, exceptId }: OrgRef & { name: string; exceptId?: string }) {
  const [row] = await db
    .select({ id: workspaceGroups.id })
    .from(workspaceGroups)
    .where(
      and(
        eq(workspaceGroups.organizationId, orgId),
        sql`lower(trim(${workspaceGroups.name})) = lower(${name.trim()})`,
        exceptId ? ne(workspaceGroups.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function countGroupWorkspaces(db: Db, { orgId, id }: GroupRef) {
  const [row] = await db
    .select({ n: count() })
    .from(workspaces)
    .where(and(eq(workspaces.organizationId, orgId), eq(workspaces.groupId, id)));
  return row?.n ?? 0;
}

export async function nextGroupPriority(db: Db, { orgId }: OrgRef) {
  const [row] = await db
    .select({ max: sql<number | null>`max(${workspaceGroups.priority})` })
    .from(workspaceGroups)
    .where(eq(workspaceGroups.organizationId, orgId));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function insertGroup(db: Db, values: OrgRef & { name: string; locale: string; priority: number }) {
  const [row] = await db
    .insert(workspaceGroups)
    .values({ organizationId: values.orgId, name: values.name, locale: values.locale, priority: values.priority })
    .returning();
  return row;
}

export async function updateGroup(db: Db, { orgId, id, patch }: GroupRef & { patch: { name?: string; locale?: string; priority?: number } }) {
  const [row] = await db
    .update(workspaceGroups)
    .set(patch)
    .where(and(eq(workspaceGroups.id, id), eq(workspaceGroups.organizationId, orgId)))
    .returning();
  return row ?? null;
}

export const deleteGroup = (db: Db, { orgId, id }: GroupRef) =>
  db.delete(workspaceGroups).where(and(eq(workspaceGroups.id, id), eq(workspaceGroups.organizationId, orgId)));

/** The organisation's default group, read inside the transaction (the session's copy may be stale). */
export async function readDefaultGroupId(db: Db, { orgId }: OrgRef) {
  const [row] = await db
    .select({ id: organizations.defaultWorkspaceGroupId })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .for('update');
  return row?.id ?? null;
}

export const setDefaultGroup = (db: Db, { orgId, id }: GroupRef) =>
  db.update(organizations).set({ defaultWorkspaceGroupId: id }).where(eq(organizations.id, orgId));

/**
 * Serialises name checks of one kind in one organisation for the rest of the transaction, so
 * two admins creating "Line 1" at the same moment cannot both pass the uniqueness check.
 */
export async function lockOrgNames(db: Db, { orgId, kind }: OrgRef & { kind: 'workspace' | 'workspace-group' }) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}:${orgId}`}))`);
}
