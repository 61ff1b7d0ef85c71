import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { skillAssignments, skillUserProgress, teamMembers, teams, users, type SkillAssignment, type SkillUserProgress } from '@/db/schema';

type Org = { orgId: string };

/** The skills' assignments; with `userIds`, only those that can reach these people (theirs, and every team's). */
export const listAssignments = (db: Db, p: Org & { playlistIds: string[]; userIds?: string[] }): Promise<SkillAssignment[]> =>
  p.playlistIds.length
    ? db
        .select()
        .from(skillAssignments)
        .where(
          and(
            eq(skillAssignments.organizationId, p.orgId),
            inArray(skillAssignments.playlistId, p.playlistIds),
            p.userIds ? or(isNotNull(skillAssignments.teamId), p.userIds.length ? inArray(skillAssignments.userId, p.userIds) : undefined) : undefined,
          ),
        )
    : Promise.resolve([]);

export const listTeamMembers = (db: Db, p: Org & { teamIds: string[]; userIds?: string[] }) =>
  p.teamIds.length && (!p.userIds || p.userIds.length)
    ? db
        .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(
          and(
            eq(teamMembers.organizationId, p.orgId),
            inArray(teamMembers.teamId, p.teamIds),
            eq(users.disabled, false),
            p.userIds ? inArray(teamMembers.userId, p.userIds) : undefined,
          ),
        )
    : Promise.resolve([]);

/** The user's teams. */
export async function userTeamIds(db: Db, p: Org & { userId: string }): Promise<string[]> {
  const rows = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.organizationId, p.orgId), eq(teamMembers.userId, p.userId)));
  return rows.map((r) => r.teamId);
}

/** Every assignment reaching the user: direct ones and those of their teams. */
export async function listUserAssignments(db: Db, p: Org & { userId: string }): Promise<SkillAssignment[]> {
  const teamIds = await userTeamIds(db, p);
  const target = teamIds.length ? or(eq(skillAssignments.userId, p.userId), inArray(skillAssignments.teamId, teamIds)) : eq(skillAssignments.userId, p.userId);
  return db.select().from(skillAssignments).where(and(eq(skillAssignments.organizationId, p.orgId), target));
}

type DueSettings = Pick<SkillAssignment, 'dueDateIntervalType' | 'dueDateInterval' | 'recurrenceMonths'>;

/** Adds (or updates the due settings of) assignments; returns the user and team ids that were new. */
export async function upsertAssignments(
  db: Db,
  p: Org & { playlistId: string; userIds: string[]; teamIds: string[]; due: Partial<DueSettings>; assignedById: string },
) {
  const base = { organizationId: p.orgId, playlistId: p.playlistId, assignedById: p.assignedById, ...p.due };
  const set = Object.keys(p.due).length ? p.due : { assignedById: sql`${skillAssignments.assignedById}` };
  const newUsers: string[] = [];
  const newTeams: string[] = [];
  for (const userId of p.userIds) {
    const [row] = await db
      .insert(skillAssignments)
      .values({ ...base, userId })
      .onConflictDoUpdate({ target: [skillAssignments.playlistId, skillAssignments.userId], targetWhere: sql`${skillAssignments.userId} is not null`, set })
      .returning({ id: skillAssignments.id, fresh: sql<boolean>`(xmax = 0)` });
    if (row?.fresh) newUsers.push(userId);
  }
  for (const teamId of p.teamIds) {
    const [row] = await db
      .insert(skillAssignments)
      .values({ ...base, teamId })
      .onConflictDoUpdate({ target: [skillAssignments.playlistId, skillAssignments.teamId], targetWhere: sql`${skillAssignments.teamId} is not null`, set })
      .returning({ id: skillAssignments.id, fresh: sql<boolean>`(xmax = 0)` });
    if (row?.fresh) newTeams.push(teamId);
  }
  return { newUsers, newTeams };
}

export async function deleteAssignments(db: Db, p: Org & { playlistId: string; userIds: string[]; teamIds: string[] }) {
  const scope = and(eq(skillAssignments.organizationId, p.orgId), eq(skillAssignments.playlistId, p.playlistId));
  if (p.userIds.length) await db.delete(skillAssignments).where(and(scope, inArray(skillAssignments.userId, p.userIds)));
  if (p.teamIds.length) await db.delete(skillAssignments).where(and(scope, inArray(skillAssignments.teamId, p.teamIds)));
}

/** Which of these ids are users / teams of the organisation. */
export async function existingTargets(db: Db, p: Org & { userIds: string[]; teamIds: string[] }) {
  const [u, t] = await Promise.all([
    p.userIds.length
      ? db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, p.orgId), inArray(users.id, p.userIds)))
      : Promise.resolve([]),
    p.teamIds.length ? db.select({ id: teams.id }).from(teams).where(and(eq(teams.organizationId, p.orgId), inArray(teams.id, p.teamIds))) : Promise.resolve([]),
  ]);
  return { users: new Set(u.map((r) => r.id)), teams: new Set(t.map((r) => r.id)) };
}

/** The builder's users tab: assignments with names, emails and team sizes. */
export const listAssignmentDetails = (db: Db, p: Org & { playlistId: string }) =>
  db
    .select({
      assignment: skillAssignments,
      userName: users.displayName,
      userEmail: users.email,
      teamName: teams.name,
      membersCount: sql<number>`(select count(*) from ${teamMembers} tm where tm.team_id = ${skillAssignments.teamId})`.mapWith(Number),
      assignedByName: sql<string | null>`(select display_name from ${users} ab where ab.id = ${skillAssignments.assignedById})`,
    })
    .from(skillAssignments)
    .leftJoin(users, eq(users.id, skillAssignments.userId))
    .leftJoin(teams, eq(teams.id, skillAssignments.teamId))
    .where(and(eq(skillAssignments.organizationId, p.orgId), eq(skillAssignments.playlistId, p.playlistId)))
    .orderBy(skillAssignments.assignedAt);

export const listProgressRows = (db: Db, p: Org & { playlistIds: string[]; userIds?: string[] }): Promise<SkillUserProgress[]> =>
  p.playlistIds.length && (!p.userIds || p.userIds.length)
    ? db
        .select()
        .from(skillUserProgress)
        .where(
          and(
            eq(skillUserProgress.organizationId, p.orgId),
            inArray(skillUserProgress.playlistId, p.playlistIds),
            p.userIds ? inArray(skillUserProgress.userId, p.userIds) : isNotNull(skillUserProgress.userId),
          ),
        )
    : Promise.resolve([]);

/** Creates missing progress rows; returns the ones created (users who just came into the skill). */
/** New progress rows, in multi-row inserts of a size that stays within the statement's parameter limit. */
export async function insertProgressRows(db: Db, rows: (typeof skillUserProgress.$inferInsert)[]): Promise<SkillUserProgress[]> {
  const out: SkillUserProgress[] = [];
  for (let i = 0; i < rows.length; i += 5_000) out.push(...(await db.insert(skillUserProgress).values(rows.slice(i, i + 5_000)).onConflictDoNothing().returning()));
  return out;
}

export async function updateProgressRow(db: Db, p: Org & { id: string; patch: Partial<typeof skillUserProgress.$inferInsert> }) {
  const [row] = await db
    .update(skillUserProgress)
    .set({ ...p.patch, updatedAt: new Date() })
    .where(and(eq(skillUserProgress.organizationId, p.orgId), eq(skillUserProgress.id, p.id)))
    .returning();
  return row ?? null;
}
