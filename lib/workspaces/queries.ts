import 'server-only';
import { and, asc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { forIdReads, prepareCachedRead, type Db } from '@/db/client';
import { dateOf, jsonRowsOf, parsedJson } from '@/db/json-rows';
import { builtOncePer } from '@/db/prepared';
import { workspaceGroups, workspaceLikes, workspaceMembers, workspaces } from '@/db/schema';
import type { Role } from '@/lib/access/roles';

/**
 * Who is asking: `seeAll` (org admins) lifts the private-workspace and per-workspace-role limits,
 * `roles` (when set) keeps only workspaces where the caller's membership role is one of them.
 */
export type WorkspaceScope = { orgId: string; userId: string; seeAll: boolean; roles: readonly Role[] | null };

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type ScopedFilter = WorkspaceScope & { keyword?: string; workspaceId?: string; groupId?: string };

const scopedFields = {
  id: workspaces.id,
  name: workspaces.name,
  color: workspaces.color,
  private: workspaces.private,
  priority: workspaces.priority,
  groupId: workspaceGroups.id,
  groupName: workspaceGroups.name,
  groupLocale: workspaceGroups.locale,
  groupPriority: workspaceGroups.priority,
  memberRole: workspaceMembers.role,
  likedAt: workspaceLikes.createdAt,
};

function scopedWhere(scope: ScopedFilter) {
  const conditions: (SQL | undefined)[] = [eq(workspaces.organizationId, scope.orgId)];
  if (!scope.seeAll) {
    // Private workspaces stay hidden unless the caller is assigned (spec §6).
    conditions.push(or(eq(workspaces.private, false), isNotNull(workspaceMembers.userId)));
    if (scope.roles) conditions.push(inArray(workspaceMembers.role, [...scope.roles]));
  }
  if (scope.keyword) conditions.push(ilike(workspaces.name, `%${escapeLike(scope.keyword)}%`));
  if (scope.workspaceId) conditions.push(eq(workspaces.id, scope.workspaceId));
  if (scope.groupId) conditions.push(eq(workspaces.groupId, scope.groupId));
  return and(...conditions);
}

/** Workspaces the caller may see, with their group, the caller's membership and favourite. */
export function listScopedWorkspaces(db: Db, scope: ScopedFilter) {
  return db
    .select(scopedFields)
    .from(workspaces)
    .innerJoin(workspaceGroups, and(eq(workspaceGroups.id, workspaces.groupId), eq(workspaceGroups.organizationId, scope.orgId)))
    .leftJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspaceId, workspaces.id),
        eq(workspaceMembers.userId, scope.userId),
        eq(workspaceMembers.organizationId, scope.orgId),
      ),
    )
    .leftJoin(
      workspaceLikes,
      and(
        eq(workspaceLikes.workspaceId, workspaces.id),
        eq(workspaceLikes.userId, scope.userId),
        eq(workspaceLikes.organizationId, scope.orgId),
      ),
    )
    .where(scopedWhere(scope));
}
export type ScopedWorkspaceRow = Awaited<ReturnType<typeof listScopedWorkspaces>>[number];

/** listScopedWorkspaces as one JSON column of a larger statement (lib/shell/reads.ts); read it with scopedRowsOfJson. */
export const scopedWorkspacesJson = (db: Db, scope: WorkspaceScope) => jsonRowsOf(listScopedWorkspaces(db, scope), scopedFields);

export const scopedRowsOfJson = (value: unknown): ScopedWorkspaceRow[] =>
  parsedJson<(Omit<ScopedWorkspaceRow, 'likedAt'> & { likedAt: string | null })[]>(value).map((row) => ({ ...row, likedAt: dateOf(row.likedAt) }));

function allScopedStatement(db: Db, { seeAll, roles }: Pick<WorkspaceScope, 'seeAll' | 'roles'>) {
  const ids = { orgId: sql.placeholder('orgId'), userId: sql.placeholder('userId') } as unknown as { orgId: string; userId: string };
  const query = listScopedWorkspaces(db, { ...ids, seeAll, roles });
  return prepareCachedRead(db, query, `scoped_workspaces_${seeAll ? 'all' : 'member'}_${roles?.join('_') ?? 'any'}`);
}

// Every signed-in page lists the caller's workspaces (side menu): one statement per database and
// scope shape (the role lists are constants), run with the caller's ids.
const allScopedStatements = builtOncePer<string, ReturnType<typeof allScopedStatement>>();

/** listScopedWorkspaces without a name, id or group filter, as a prepared statement. */
export async function listAllScopedWorkspaces(db: Db, scope: WorkspaceScope): Promise<ScopedWorkspaceRow[]> {
  const shape = `${scope.seeAll}:${scope.roles?.join(',') ?? ''}`;
  const idDb = forIdReads(db);
  return allScopedStatements(idDb, shape, () => allScopedStatement(idDb, scope)).execute({ orgId: scope.orgId, userId: scope.userId });
}

export const listGroups = (db: Db, { orgId }: { orgId: string }) =>
  db
    .select({ id: workspaceGroups.id, name: workspaceGroups.name, locale: workspaceGroups.locale, priority: workspaceGroups.priority })
    .from(workspaceGroups)
    .where(eq(workspaceGroups.organizationId, orgId))
    .orderBy(asc(workspaceGroups.priority));

export const addWorkspaceLike = (db: Db, values: { orgId: string; userId: string; workspaceId: string }) =>
  db
    .insert(workspaceLikes)
    .values({ organizationId: values.orgId, userId: values.userId, workspaceId: values.workspaceId })
    .onConflictDoNothing();

export const removeWorkspaceLike = (db: Db, { orgId, userId, workspaceId }: { orgId: string; userId: string; workspaceId: string }) =>
  db
    .delete(workspaceLikes)
    .where(
      and(eq(workspaceLikes.organizationId, orgId), eq(workspaceLikes.userId, userId), eq(workspaceLikes.workspaceId, workspaceId)),
    );
