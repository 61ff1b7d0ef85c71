import { getDb, type Db } from '@/db/client';
import { isOrgAdminRole, isRole, type Role } from '@/lib/access/roles';
import { canGrantRole, canManageWorkspace, manageableWorkspaces } from '@/lib/access/workspace-scope';
import type { SessionContext } from '@/lib/auth/session';
import { recordAudit } from '@/lib/audit/record';
import { AppError } from '@/lib/http/errors';
import { isUuid } from '@/lib/users/schema';
import { loadTarget, targetFacts, toAdminUserDto } from './dto';
import { deleteMembership, listOrgWorkspaces, updateUserAdminFields, upsertMembership } from './queries';
import { canEditUser, highestRole } from './rules';
import type { AdminUserDto, SetRolesInput } from './schema';

type RoleMap = Record<string, Role | null>;

/** Every named workspace must be this organisation's (else not_found) and the caller's to manage. */
async function assertWorkspaces(db: Db, session: SessionContext, ids: string[]) {
  if (!ids.length) return;
  if (!ids.every(isUuid)) throw new AppError('not_found');
  const known = new Set((await listOrgWorkspaces(db, { orgId: session.org.id })).map((w) => w.id));
  if (!ids.every((id) => known.has(id))) throw new AppError('not_found');
  if (!ids.every((id) => canManageWorkspace(session, id))) throw new AppError('forbidden', 'adminUsers.workspaceNotManaged');
}

export type SetUserRolesOptions = { session: SessionContext; userId: string; input: SetRolesInput };

/**
 * PUT /api/v1/users/{id}/roles – the user's roles in the caller's workspaces: the map replaces the
 * memberships the caller manages (a workspace left out is left); others' workspaces are untouched.
 * Nobody grants, changes or removes a role above their own. For everyone but org admins the
 * organisation role then follows the highest workspace role (spec §6: roles come from the map).
 */
export async function setUserRoles({ session, userId, input }: SetUserRolesOptions): Promise<AdminUserDto | null> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await loadTarget(tx, session, userId);
    const facts = targetFacts(row);
    if (!canEditUser(session, facts)) throw new AppError('forbidden');
    await assertWorkspaces(tx, session, Object.keys(input.roles));

    const current: RoleMap = Object.fromEntries(row.memberships.filter((m) => isRole(m.role)).map((m) => [m.id, m.role as Role]));
    const scope = manageableWorkspaces(session);
    const inScope = Object.keys(current).filter((id) => scope === 'all' || scope.includes(id));
    const next: RoleMap = { ...current };
    for (const id of new Set([...inScope, ...Object.keys(input.roles)])) {
      const wanted = input.roles[id] ?? null;
      const had = current[id] ?? null;
      if (wanted === had) continue;
      if ((had && !canGrantRole(session, id, had)) || (wanted && !canGrantRole(session, id, wanted))) {
        throw new AppError('forbidden', 'adminUsers.roleNotAllowed');
      }
      if (wanted) await upsertMembership(tx, { orgId: session.org.id, userId, workspaceId: id, role: wanted });
      else await deleteMembership(tx, { orgId: session.org.id, userId, workspaceId: id });
      next[id] = wanted;
    }
    const changed = Object.keys(next).filter((id) => next[id] !== (current[id] ?? null));
    if (!changed.length) return;

    const orgRole = isOrgAdminRole(facts.role) ? facts.role : (highestRole(Object.values(next).filter(isRole)) ?? 'viewer');
    if (orgRole !== facts.role) await updateUserAdminFields(tx, { orgId: session.org.id, userId, values: { role: orgRole } });
    await recordAudit(tx, session, {
      action: 'user.roles',
      entityType: 'user',
      entityId: userId,
      entityName: row.user.displayName,
      before: { role: facts.role, roles: Object.fromEntries(changed.map((id) => [id, current[id] ?? null])) },
      after: { role: orgRole, roles: Object.fromEntries(changed.map((id) => [id, next[id]])) },
    });
  });
  // A workspace admin who removed someone from all their workspaces no longer sees them.
  const after = await loadTarget(db, session, userId).catch((error) => {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  });
  return after && toAdminUserDto(session, after);
}
