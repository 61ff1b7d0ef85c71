import 'server-only';
import { and, count, countDistinct, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { teamMembers, teams, users, workspaceMembers, workspaces } from '@/db/schema';

export type OverviewCounts = { users: number; workspaces: number; teams: number; pendingInvites: number };

const first = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/** Counts across the whole organisation (org admins). Disabled users are not counted. */
export async function countOrganization(db: Db, { orgId }: { orgId: string }): Promise<OverviewCounts> {
  const activeUser = and(eq(users.organizationId, orgId), eq(users.disabled, false));
  return {
    users: await first(db.select({ n: count() }).from(users).where(activeUser)),
    workspaces: await first(db.select({ n: count() }).from(workspaces).where(eq(workspaces.organizationId, orgId))),
    teams: await first(db.select({ n: count() }).from(teams).where(eq(teams.organizationId, orgId))),
    pendingInvites: await first(db.select({ n: count() }).from(users).where(and(activeUser, isNotNull(users.invitationStatus)))),
  };
}

/** Counts within the workspaces a workspace admin manages: their members, and teams those members are in. */
export async function countWorkspaces(db: Db, { orgId, workspaceIds }: { orgId: string; workspaceIds: string[] }): Promise<OverviewCounts> {
  if (workspaceIds.length === 0) return { users: 0, workspaces: 0, teams: 0, pendingInvites: 0 };
  const members = and(eq(workspaceMembers.organizationId, orgId), inArray(workspaceMembers.workspaceId, workspaceIds));
  const memberUsers = (onlyInvited: boolean) =>
    db
      .select({ n: countDistinct(users.id) })
      .from(workspaceMembers)
      .innerJoin(users, and(eq(users.id, workspaceMembers.userId), eq(users.organizationId, orgId), eq(users.disabled, false)))
      .where(and(members, onlyInvited ? isNotNull(users.invitationStatus) : undefined));
  const memberIds = db.select({ id: workspaceMembers.userId }).from(workspaceMembers).where(members);
  return {
    users: await first(memberUsers(false)),
    workspaces: await first(
      db.select({ n: count() }).from(workspaces).where(and(eq(workspaces.organizationId, orgId), inArray(workspaces.id, workspaceIds))),
    ),
    teams: await first(
      db
        .select({ n: countDistinct(teamMembers.teamId) })
        .from(teamMembers)
        .where(and(eq(teamMembers.organizationId, orgId), inArray(teamMembers.userId, memberIds))),
    ),
    pendingInvites: await first(memberUsers(true)),
  };
}
