import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { organizations, teamMembers, teams, users, workspaceGroups, workspaceMembers, workspaces, type NewUser } from '@/db/schema';

type UserRef = { orgId: string; userId: string };

/** The user with the organisation columns the profile needs; nothing for another org's user. */
export async function findProfileRow(db: Db, { orgId, userId }: UserRef) {
  const [row] = await db
    .select({
      user: users,
      org: {
        id: organizations.id,
        name: organizations.name,
        planType: organizations.planType,
        generation: organizations.generation,
        defaultWorkspaceGroupId: organizations.defaultWorkspaceGroupId,
        settings: organizations.settings,
        sso: organizations.sso,
      },
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.id, userId), eq(users.organizationId, orgId)))
    .limit(1);
  return row ?? null;
}

export const listUserTeams = (db: Db, { orgId, userId }: UserRef) =>
  db
    .select({ id: teams.id, name: teams.name })
    .from(teamMembers)
    .innerJoin(teams, and(eq(teams.id, teamMembers.teamId), eq(teams.organizationId, orgId)))
    .where(and(eq(teamMembers.organizationId, orgId), eq(teamMembers.userId, userId)))
    .orderBy(asc(teams.name));

/** Workspaces the user is a member of, with their group and the member's role there. */
export const listUserWorkspaces = (db: Db, { orgId, userId }: UserRef) =>
  db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      color: workspaces.color,
      private: workspaces.private,
      groupId: workspaceGroups.id,
      groupName: workspaceGroups.name,
      role: workspaceMembers.role,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, and(eq(workspaces.id, workspaceMembers.workspaceId), eq(workspaces.organizationId, orgId)))
    .innerJoin(workspaceGroups, and(eq(workspaceGroups.id, workspaces.groupId), eq(workspaceGroups.organizationId, orgId)))
    .where(and(eq(workspaceMembers.organizationId, orgId), eq(workspaceMembers.userId, userId)))
    .orderBy(asc(workspaceGroups.priority), asc(workspaceGroups.name), asc(workspaces.priority), asc(workspaces.name));

type ProfileFields = Pick<NewUser, 'displayName' | 'firstName' | 'lastName' | 'locale' | 'avatarKey'>;

export const updateUserFields = (db: Db, { orgId, userId, values }: UserRef & { values: Partial<ProfileFields> }) =>
  db
    .update(users)
    .set(values)
    .where(and(eq(users.id, userId), eq(users.organizationId, orgId)));

/** The current avatar key, row-locked so a concurrent upload cannot orphan an object. */
export async function lockAvatarKey(db: Db, { orgId, userId }: UserRef) {
  const [row] = await db
    .select({ avatarKey: users.avatarKey })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, orgId)))
    .for('update');
  return row ?? null;
}
