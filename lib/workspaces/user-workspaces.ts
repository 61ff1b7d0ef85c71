import { getDb } from '@/db/client';
import { manageableWorkspaces } from '@/lib/access/workspace-scope';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import type { UserWorkspace } from './admin-types';
import { findOrgUser, listUserMemberships } from './member-queries';
import { effectiveMemberRole } from './member-rules';
import { toWorkspaceColor } from './schema';
import { sortWorkspaces } from './sort';
import { requireId } from './workspace-access';

/**
 * GET /api/v1/users/{id}/workspaces?keyword= – the workspaces a user is assigned to, with their
 * role in each. People see their own; org admins anyone's; a workspace admin sees the
 * memberships within the workspaces they administer and nothing beyond them.
 */
export async function listUserWorkspaces(session: SessionContext, userId: unknown, keyword: string) {
  const db = await getDb();
  const target = await findOrgUser(db, { orgId: session.org.id, id: requireId(userId) });
  if (!target) throw new AppError('not_found');
  const scope = target.id === session.user.id ? 'all' : manageableWorkspaces(session);
  if (scope !== 'all' && scope.length === 0) throw new AppError('forbidden');
  const rows = await listUserMemberships(db, { orgId: session.org.id, userId: target.id, keyword });
  const visible = scope === 'all' ? rows : rows.filter((r) => scope.includes(r.id));
  const items: UserWorkspace[] = sortWorkspaces(visible).map((r) => ({
    id: r.id,
    name: r.name,
    color: toWorkspaceColor(r.color),
    private: r.private,
    workspaceGroupId: r.groupId,
    workspaceGroupName: r.groupName,
    role: effectiveMemberRole({ orgRole: target.orgRole, storedRole: r.storedRole }),
  }));
  return { items, total: items.length };
}
