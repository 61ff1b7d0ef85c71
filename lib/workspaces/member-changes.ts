import type { z } from 'zod';
import { getDb } from '@/db/client';
import { canGrantRole } from '@/lib/access/workspace-scope';
import { recordAudit } from '@/lib/audit/record';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import type { WorkspaceMember } from './admin-types';
import { deleteMember, findMember, findOrgUsers, insertMembers, updateMemberRole } from './member-queries';
import { memberRefusal } from './member-rules';
import { toMember } from './members';
import type { addMembersSchema, WorkspaceRole } from './schema';
import { loadManagedWorkspace, requireId } from './workspace-access';

type AddOptions = { session: SessionContext; id: unknown; input: z.output<typeof addMembersSchema> };

/**
 * POST /api/v1/workspaces/{id}/users – add people with one role. Only roles the actor may
 * grant (never above their own); every id must be a user of the organisation (404 otherwise,
 * nothing added). People already in the workspace keep their role; the reply lists those added.
 */
export async function addWorkspaceMembers({ session, id, input }: AddOptions): Promise<{ items: WorkspaceMember[]; total: number }> {
  const orgId = session.org.id;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const ws = await loadManagedWorkspace(tx, session, id);
    if (!canGrantRole(session, ws.id, input.role)) throw new AppError('forbidden', 'adminWorkspaces.cannotGrant');
    const ids = [...new Set(input.userIds)];
    const found = await findOrgUsers(tx, { orgId, ids });
    if (found.length !== ids.length) throw new AppError('not_found', 'adminWorkspaces.userNotFound');
    const added = new Set((await insertMembers(tx, { orgId, workspaceId: ws.id, userIds: ids, role: input.role })).map((r) => r.userId));
    const people = found.filter((u) => added.has(u.id));
    if (people.length > 0) {
      await recordAudit(tx, session, {
        action: 'workspace.member.add',
        entityType: 'workspace',
        entityId: ws.id,
        entityName: ws.name,
        after: { role: input.role, users: people.map((u) => ({ id: u.id, name: u.displayName || u.email })) },
      });
    }
    const items = people.map((u) => toMember(session, ws.id, { ...u, storedRole: input.role }));
    return { items, total: items.length };
  });
}

type MemberOptions = { session: SessionContext; id: unknown; userId: unknown };

async function loadMember(tx: Parameters<typeof findMember>[0], { session, id, userId }: MemberOptions, action: 'changeRole' | 'remove') {
  const ws = await loadManagedWorkspace(tx, session, id);
  const member = await findMember(tx, { orgId: session.org.id, workspaceId: ws.id, userId: requireId(userId) });
  if (!member) throw new AppError('not_found');
  const refusal = memberRefusal(session, ws.id, { userId: member.id, orgRole: member.orgRole, storedRole: member.storedRole }, action);
  if (refusal) throw new AppError('forbidden', refusal);
  return { ws, member };
}

// PATCH /api/v1/workspaces/{id}/users/{userId} – change a member's role; effective at their next request
export async function changeMemberRole(options: MemberOptions & { role: WorkspaceRole }): Promise<WorkspaceMember> {
  const { session, role } = options;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { ws, member } = await loadMember(tx, options, 'changeRole');
    if (!canGrantRole(session, ws.id, role)) throw new AppError('forbidden', 'adminWorkspaces.cannotGrant');
    if (member.storedRole !== role) {
      await updateMemberRole(tx, { orgId: session.org.id, workspaceId: ws.id, userId: member.id, role });
      await recordAudit(tx, session, {
        action: 'workspace.member.role',
        entityType: 'workspace',
        entityId: ws.id,
        entityName: ws.name,
        before: { userId: member.id, name: member.displayName || member.email, role: member.storedRole },
        after: { userId: member.id, name: member.displayName || member.email, role },
      });
    }
    return toMember(session, ws.id, { ...member, storedRole: role });
  });
}

// DELETE /api/v1/workspaces/{id}/users/{userId} – remove someone from a workspace
export async function removeMember(options: MemberOptions) {
  const { session } = options;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { ws, member } = await loadMember(tx, options, 'remove');
    await deleteMember(tx, { orgId: session.org.id, workspaceId: ws.id, userId: member.id });
    await recordAudit(tx, session, {
      action: 'workspace.member.remove',
      entityType: 'workspace',
      entityId: ws.id,
      entityName: ws.name,
      before: { userId: member.id, name: member.displayName || member.email, role: member.storedRole },
    });
    return { id: member.id };
  });
}
