import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import type { AdminGroupPage } from './admin-types';
import { listManagedWorkspaces } from './get-workspace';
import { listAdminWorkspaceGroups } from './get-workspace-group';
import { requireId } from './workspace-access';

/** /admin/workspace-group/{id}: one group with its workspaces, for org admins (404 for another organisation's id). */
export async function getAdminGroupPage(session: SessionContext, id: unknown): Promise<AdminGroupPage> {
  const groupId = requireId(id);
  const [groups, managed] = await Promise.all([listAdminWorkspaceGroups(session, await getDb()), listManagedWorkspaces(session)]);
  const group = groups.find((g) => g.id === groupId);
  if (!group) throw new AppError('not_found');
  return {
    group,
    workspaces: managed.items.filter((w) => w.workspaceGroupId === groupId),
    others: managed.items.filter((w) => w.workspaceGroupId !== groupId).map((w) => ({ id: w.id, name: w.name, groupName: w.workspaceGroupName })),
    groupChoices: managed.groupChoices,
  };
}
