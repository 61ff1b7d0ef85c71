import { getDb, type Db } from '@/db/client';
import { isOrgAdminRole } from '@/lib/access/roles';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import type { AdminWorkspaceGroup, WorkspaceGroupDetail } from './admin-types';
import { moveOptions } from './group-order';
import { findGroup, listGroupsWithCounts } from './group-queries';
import { workspaceScope } from './lists';
import { listScopedWorkspaces } from './queries';
import { toWorkspaceColor } from './schema';
import { sortGroups, sortWorkspaces } from './sort';
import { assertOrgAdmin, requireId } from './workspace-access';

type GroupRow = { id: string; name: string; locale: string; priority: number };

/** A group with the workspaces in it that the caller may see, sorted as every list is. */
export async function groupDetail(db: Db, session: SessionContext, group: GroupRow, defaultGroupId: string | null): Promise<WorkspaceGroupDetail> {
  const inGroup = sortWorkspaces(await listScopedWorkspaces(db, { ...workspaceScope(session, 'view'), groupId: group.id }));
  return {
    id: group.id,
    name: group.name,
    locale: group.locale,
    priority: group.priority,
    isDefault: group.id === defaultGroupId,
    workspaces: inGroup.map((r) => ({
      id: r.id,
      name: r.name,
      color: toWorkspaceColor(r.color),
      private: r.private,
      isLike: r.likedAt !== null,
      isAssigned: r.memberRole !== null,
      isInThisGroup: true,
      priority: r.priority,
    })),
    canEdit: isOrgAdminRole(session.user.role),
  };
}

/**
 * GET /api/v1/workspaces-groups/{id} – a group and its workspaces. Org admins see any group of
 * theirs; others only a group holding a workspace they may see (404 otherwise, as in the lists).
 */
export async function getWorkspaceGroup(session: SessionContext, id: unknown): Promise<WorkspaceGroupDetail> {
  const db = await getDb();
  const group = await findGroup(db, { orgId: session.org.id, id: requireId(id) });
  if (!group) throw new AppError('not_found');
  const detail = await groupDetail(db, session, group, session.org.defaultWorkspaceGroupId);
  if (!detail.canEdit && detail.workspaces.length === 0) throw new AppError('not_found');
  return detail;
}

/** /admin/workspace-groups: every group in the admin order, with counts and what can be done to it. */
export async function listAdminWorkspaceGroups(session: SessionContext, db?: Db): Promise<AdminWorkspaceGroup[]> {
  assertOrgAdmin(session);
  db ??= await getDb();
  const defaultId = session.org.defaultWorkspaceGroupId;
  const ordered = sortGroups(
    (await listGroupsWithCounts(db, { orgId: session.org.id })).map((g) => ({ ...g, workspaceCount: Number(g.workspaceCount) })),
    defaultId,
  );
  const moves = moveOptions(ordered, defaultId);
  return ordered.map((g) => ({
    ...g,
    isDefault: g.id === defaultId,
    canMoveUp: moves.get(g.id)?.canMoveUp ?? false,
    canMoveDown: moves.get(g.id)?.canMoveDown ?? false,
  }));
}
