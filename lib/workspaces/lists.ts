import { cache } from 'react';
import { getDb } from '@/db/client';
import { isOrgAdminRole, type Role } from '@/lib/access/roles';
import { AppError } from '@/lib/http/errors';
import type { SessionContext } from '@/lib/auth/session';
import { addWorkspaceLike, listAllScopedWorkspaces, listGroups, listScopedWorkspaces, removeWorkspaceLike, type ScopedWorkspaceRow, type WorkspaceScope } from './queries';
import {
  toWorkspaceColor,
  type LikeWorkspaceInput,
  type WorkspaceGroupItem,
  type WorkspaceGroupsQuery,
  type WorkspaceInGroup,
  type WorkspaceItem,
  type WorkspaceListType,
  type WorkspacesQuery,
} from './schema';
import { sortGroups, sortWorkspaces } from './sort';

type Caller = Pick<SessionContext, 'user' | 'org'>;
type GroupRow = Awaited<ReturnType<typeof listGroups>>[number];

const EDIT_ROLES: readonly Role[] = ['admin-super', 'admin-organization', 'admin-group', 'publisher'];
const ADMIN_ROLES: readonly Role[] = ['admin-super', 'admin-organization', 'admin-group'];

/** Spec §6: an org admin is org admin in every workspace; others need the membership role. */
export function workspaceScope(caller: Caller, type: WorkspaceListType): WorkspaceScope {
  return {
    orgId: caller.org.id,
    userId: caller.user.id,
    seeAll: isOrgAdminRole(caller.user.role),
    roles: type === 'edit' ? EDIT_ROLES : type === 'admin' ? ADMIN_ROLES : null,
  };
}

const toItem = (row: ScopedWorkspaceRow): WorkspaceItem => ({
  id: row.id,
  name: row.name,
  color: toWorkspaceColor(row.color),
  private: row.private,
  isLike: row.likedAt !== null,
  isAssigned: row.memberRole !== null,
  workspaceGroupId: row.groupId,
  workspaceGroupName: row.groupName,
  priority: row.priority,
});

const toInGroup = (row: ScopedWorkspaceRow, groupId: string): WorkspaceInGroup => ({
  id: row.id,
  name: row.name,
  color: toWorkspaceColor(row.color),
  private: row.private,
  isLike: row.likedAt !== null,
  isAssigned: row.memberRole !== null,
  isInThisGroup: row.groupId === groupId,
  priority: row.priority,
});

// The shell's side menu and the page inside it both list the caller's workspaces on one request:
// read them once per request (React's cache is a plain call outside a render, e.g. in handlers).
const listAllScoped = cache(async (caller: Caller, type: WorkspaceListType) => listAllScopedWorkspaces(await getDb(), workspaceScope(caller, type)));

// GET /api/v1/workspaces – workspaces of one list type, optionally filtered by a name keyword
export async function listWorkspaces(caller: Caller, query: WorkspacesQuery) {
  const rows = query.keyword
    ? await listScopedWorkspaces(await getDb(), { ...workspaceScope(caller, query.type), keyword: query.keyword })
    : await listAllScoped(caller, query.type);
  const items = sortWorkspaces(rows.map(toItem));
  return { items, total: items.length };
}

/**
 * GET /api/v1/workspaces-groups – the groups holding workspaces of the list type (default group
 * first). `all` also lists empty groups, for org admins only: others must not learn about groups
 * whose workspaces they cannot see.
 */
export async function listWorkspaceGroups(caller: Caller, query: WorkspaceGroupsQuery) {
  const includeEmpty = query.all && workspaceScope(caller, query.workspacesType).seeAll;
  const rows = await listAllScoped(caller, query.workspacesType);
  const groups = includeEmpty ? await listGroups(await getDb(), { orgId: caller.org.id }) : null;
  return workspaceGroupsOf(caller, rows, groups, query.needWorkspaces);
}

/**
 * The groups of the caller's scoped workspace rows (default group first), each with its workspaces
 * when `needWorkspaces`. `groups` (all of them, empty ones too) or null for the groups the rows name.
 */
export function workspaceGroupsOf(caller: Caller, rows: ScopedWorkspaceRow[], groups: GroupRow[] | null, needWorkspaces?: boolean) {
  const byGroup = new Map<string, ScopedWorkspaceRow[]>();
  for (const row of rows) byGroup.set(row.groupId, [...(byGroup.get(row.groupId) ?? []), row]);
  // Only empty groups need the groups table; the others ride on their workspaces' rows (one query
  // less on every signed-in page, whose side menu lists them).
  const kept =
    groups ??
    [...byGroup.values()].map(([r]) => ({ id: r.groupId, name: r.groupName, locale: r.groupLocale, priority: r.groupPriority }));
  const items: WorkspaceGroupItem[] = sortGroups(kept, caller.org.defaultWorkspaceGroupId).map((g) => ({
    ...g,
    isDefault: g.id === caller.org.defaultWorkspaceGroupId,
    ...(needWorkspaces
      ? {
          workspaces: sortWorkspaces(byGroup.get(g.id) ?? []).map((row) => toInGroup(row, g.id)),
        }
      : {}),
  }));
  return { items, total: items.length };
}

/** The caller's own workspaces: assigned to them or favourited by them, by name. */
export async function listMyWorkspaces(caller: Caller) {
  return myWorkspacesOf(await listAllScoped(caller, 'view'));
}

/** Of the caller's 'view' rows, those assigned to them or favourited by them, by name. */
export const myWorkspacesOf = (rows: ScopedWorkspaceRow[]) => sortWorkspaces(rows.map(toItem)).filter((w) => w.isAssigned || w.isLike);

// POST /api/v1/user-likes/workspaces – favourite or unfavourite a workspace the caller can see
export async function likeWorkspace(caller: Caller, input: LikeWorkspaceInput) {
  const db = await getDb();
  const [visible] = await listScopedWorkspaces(db, { ...workspaceScope(caller, 'view'), workspaceId: input.workspaceId });
  if (!visible) throw new AppError('not_found');
  const target = { orgId: caller.org.id, userId: caller.user.id, workspaceId: input.workspaceId };
  await (input.like ? addWorkspaceLike(db, target) : removeWorkspaceLike(db, target));
  return { workspaceId: input.workspaceId, like: input.like };
}
