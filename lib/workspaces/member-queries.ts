import 'server-only';
import { and, asc, count, eq, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { teamMembers, teams, users, workspaceGroups, workspaceMembers, workspaces } from '@/db/schema';
import { escapeLike } from './queries';

type OrgRef = { orgId: string };
type WorkspaceRef = OrgRef & { workspaceId: string };

const matches = (keyword: string) => {
  if (!keyword) return undefined;
  const like = `%${escapeLike(keyword)}%`;
  return or(ilike(users.displayName, like), ilike(users.email, like), ilike(users.employeeId, like));
};

const memberColumns = {
  id: users.id,
  displayName: users.displayName,
  email: users.email,
  employeeId: users.employeeId,
  orgRole: users.role,
  disabled: users.disabled,
  storedRole: workspaceMembers.role,
};

const memberJoin = (orgId: string) => and(eq(users.id, workspaceMembers.userId), eq(users.organizationId, orgId));

/** One page of a workspace's members by name, optionally filtered by name, email or employee ID. */
export async function listMembers(db: Db, { orgId, workspaceId, keyword, limit, offset }: WorkspaceRef & { keyword: string; limit: number; offset: number }) {
  const where = and(eq(workspaceMembers.organizationId, orgId), eq(workspaceMembers.workspaceId, workspaceId), matches(keyword));
  const [rows, [total]] = await Promise.all([
    db
      .select(memberColumns)
      .from(workspaceMembers)
      .innerJoin(users, memberJoin(orgId))
      .where(where)
      .orderBy(asc(sql`lower(${users.displayName})`), asc(users.email))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(workspaceMembers).innerJoin(users, memberJoin(orgId)).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
export type MemberRow = Awaited<ReturnType<typeof listMembers>>['rows'][number];

export async function findMember(db: Db, { orgId, workspaceId, userId }: WorkspaceRef & { userId: string }) {
  const [row] = await db
    .select(memberColumns)
    .from(workspaceMembers)
    .innerJoin(users, memberJoin(orgId))
    .where(and(eq(workspaceMembers.organizationId, orgId), eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The users of the organisation among `ids` (another organisation's ids simply do not come back). */
export const findOrgUsers = (db: Db, { orgId, ids }: OrgRef & { ids: string[] }) =>
  db
    .select({
      id: users.id,
      displayName: users.displayName,
      email: users.email,
      employeeId: users.employeeId,
      orgRole: users.role,
      disabled: users.disabled,
    })
    .from(users)
    .where(and(eq(users.organizationId, orgId), inArray(users.id, ids)));

/** Adds memberships; a user who is already a member keeps the role they have. */
export const insertMembers = (db: Db, { orgId, workspaceId, userIds, role }: WorkspaceRef & { userIds: string[]; role: string }) =>
  db
    .insert(workspaceMembers)
    .values(userIds.map((userId) => ({ organizationId: orgId, workspaceId, userId, role })))
    .onConflictDoNothing()
    .returning({ userId: workspaceMembers.userId });

const memberWhere = ({ orgId, workspaceId, userId }: WorkspaceRef & { userId: string }) =>
  and(eq(workspaceMembers.organizationId, orgId), eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId));

export const updateMemberRole = (db: Db, ref: WorkspaceRef & { userId: string; role: string }) =>
  db.update(workspaceMembers).set({ role: ref.role }).where(memberWhere(ref));

export const deleteMember = (db: Db, ref: WorkspaceRef & { userId: string }) => db.delete(workspaceMembers).where(memberWhere(ref));

/** Active users of the organisation to offer when adding members, members marked as such. */
export const searchCandidates = (db: Db, { orgId, workspaceId, keyword, limit }: WorkspaceRef & { keyword: string; limit: number }) =>
  db
    .select({
      id: users.id,
      displayName: users.displayName,
      email: users.email,
      employeeId: users.employeeId,
      memberRole: workspaceMembers.role,
    })
    .from(users)
    .leftJoin(
      workspaceMembers,
      and(eq(workspaceMembers.userId, users.id), eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.organizationId, orgId)),
    )
    .where(and(eq(users.organizationId, orgId), eq(users.disabled, false), matches(keyword)))
    .orderBy(asc(sql`lower(${users.displayName})`), asc(users.email))
    .limit(limit);

/** A user's memberships with each workspace and its group, optionally by workspace name. */
export function listUserMemberships(db: Db, { orgId, userId, keyword }: OrgRef & { userId: string; keyword: string }) {
  return db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      color: workspaces.color,
      private: workspaces.private,
      priority: workspaces.priority,
      groupId: workspaceGroups.id,
      groupName: workspaceGroups.name,
      storedRole: workspaceMembers.role,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, and(eq(workspaces.id, workspaceMembers.workspaceId), eq(workspaces.organizationId, orgId)))
    .innerJoin(workspaceGroups, and(eq(workspaceGroups.id, workspaces.groupId), eq(workspaceGroups.organizationId, orgId)))
    .where(
      and(
        eq(workspaceMembers.organizationId, orgId),
        eq(workspaceMembers.userId, userId),
        keyword ? ilike(workspaces.name, `%${escapeLike(keyword)}%`) : undefined,
      ),
    );
}

export async function findOrgUser(db: Db, { orgId, id }: OrgRef & { id: string }) {
  const [row] = await findOrgUsers(db, { orgId, ids: [id] });
  return row ?? null;
}

/**
 * Teams with people in this workspace: teams are organisation-wide, so a workspace "has" the
 * teams whose members belong to it, with how many of them do.
 */
export function listWorkspaceTeams(db: Db, { orgId, workspaceId }: WorkspaceRef) {
  const inWorkspace = count(workspaceMembers.userId);
  return db
    .select({ id: teams.id, name: teams.name, membersInWorkspace: inWorkspace, membersCount: count(teamMembers.userId) })
    .from(teams)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.organizationId, orgId)))
    .leftJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.userId, teamMembers.userId),
        eq(workspaceMembers.workspaceId, workspaceId),
        eq(workspaceMembers.organizationId, orgId),
      ),
    )
    .where(eq(teams.organizationId, orgId))
    .groupBy(teams.id)
    .having(gt(inWorkspace, 0));
}
