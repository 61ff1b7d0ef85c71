import { getDb } from '@/db/client';
import { isRole, roleInWorkspace, type Role } from '@/lib/access/roles';
import type { SessionContext } from '@/lib/auth/session';
import { avatarUrlFor } from './avatar-url';
import { findProfileRow, listUserTeams, listUserWorkspaces } from './queries';
import { canSeeWorkspace } from './rules';
import { isUuid, type PublicProfileDto } from './schema';

export type GetPublicProfileOptions = { session: SessionContext; uid: string };

/** Another user's profile as a colleague sees it; null for an unknown id or another organisation's user. */
export async function getPublicProfile({ session, uid }: GetPublicProfileOptions): Promise<PublicProfileDto | null> {
  if (!isUuid(uid)) return null;
  const db = await getDb();
  const ref = { orgId: session.org.id, userId: uid };
  const row = await findProfileRow(db, ref);
  if (!row) return null;
  const [teams, memberships] = await Promise.all([listUserTeams(db, ref), listUserWorkspaces(db, ref)]);
  const role = isRole(row.user.role) ? row.user.role : null;
  const roles: Record<string, Role> = {};
  for (const m of memberships) if (isRole(m.role)) roles[m.id] = m.role;
  return {
    id: row.user.id,
    displayName: row.user.displayName,
    role,
    avatarUrl: avatarUrlFor(row.user.id, row.user.avatarKey),
    teams,
    workspaces: memberships
      .filter((ws) => canSeeWorkspace(session.user, ws))
      .map((ws) => ({
        id: ws.id,
        name: ws.name,
        color: ws.color,
        private: ws.private,
        groupName: ws.groupName,
        role: roleInWorkspace(role, roles, ws.id),
      })),
    memberSince: row.user.createdAt.toISOString(),
  };
}
