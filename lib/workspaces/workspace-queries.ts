import 'server-only';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { workspaceGroups, workspaceLikes, workspaceMembers, workspaces } from '@/db/schema';

type OrgRef = { orgId: string };
type WorkspaceRef = OrgRef & { id: string };

/** One workspace of the organisation with its group's name. */
export async function findWorkspace(db: Db, { orgId, id }: WorkspaceRef) {
  const [row] = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      color: workspaces.color,
      private: workspaces.private,
      priority: workspaces.priority,
      groupId: workspaces.groupId,
      groupName: workspaceGroups.name,
    })
    .from(workspaces)
    .innerJoin(workspaceGroups, and(eq(workspaceGroups.id, workspaces.groupId), eq(workspaceGroups.organizationId, orgId)))
    .where(and(eq(workspaces.id, id), eq(workspaces.organizationId, orgId)))
    .limit(1);
  return row ?? null;
}
export type WorkspaceRow = NonNullable<Awaited<ReturnType<typeof findWorkspace>>>;

export async function findWorkspaceByName(db: Db, { orgId, name, exceptId }: OrgRef & { name: string; exceptId?: string }) {
  const [row] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(
      and(
        eq(workspaces.organizationId, orgId),
        sql`lower(trim(${workspaces.name})) = lower(${name.trim()})`,
        exceptId ? ne(workspaces.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

type WorkspaceValues = { name: string; color: string; private: boolean; priority: number; groupId: string };

export async function insertWorkspace(db: Db, values: OrgRef & WorkspaceValues) {
  const { orgId, ...rest } = values;
  const [row] = await db
    .insert(workspaces)
    .values({ organizationId: orgId, ...rest })
    .returning({ id: workspaces.id });
  return row;
}

export async function updateWorkspaceRow(db: Db, { orgId, id, patch }: WorkspaceRef & { patch: Partial<WorkspaceValues> }) {
  const [row] = await db
    .update(workspaces)
    .set(patch)
    .where(and(eq(workspaces.id, id), eq(workspaces.organizationId, orgId)))
    .returning({ id: workspaces.id });
  return row ?? null;
}

/** Memberships and favourites go with it through their ON DELETE CASCADE keys. */
export const deleteWorkspaceRow = (db: Db, { orgId, id }: WorkspaceRef) =>
  db.delete(workspaces).where(and(eq(workspaces.id, id), eq(workspaces.organizationId, orgId)));

/** Member counts per workspace (all of the organisation's, or the ids given). */
export async function countMembers(db: Db, { orgId, workspaceIds }: OrgRef & { workspaceIds?: string[] }) {
  if (workspaceIds && workspaceIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ workspaceId: workspaceMembers.workspaceId, n: count() })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.organizationId, orgId),
        workspaceIds ? inArray(workspaceMembers.workspaceId, workspaceIds) : undefined,
      ),
    )
    .groupBy(workspaceMembers.workspaceId);
  return new Map(rows.map((r) => [r.workspaceId, Number(r.n)]));
}

export async function countLikes(db: Db, { orgId, id }: WorkspaceRef) {
  const [row] = await db
    .select({ n: count() })
    .from(workspaceLikes)
    .where(and(eq(workspaceLikes.organizationId, orgId), eq(workspaceLikes.workspaceId, id)));
  return Number(row?.n ?? 0);
}
