import { and, asc, count, eq, ilike, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { skillAssignments, skillUserProgress, teamMembers, teams, users } from '@/db/schema';
import { escapeLike } from '@/lib/workspaces/queries';

export async function findProgressById(db: Db, p: { orgId: string; id: string }) {
  const [row] = await db
    .select()
    .from(skillUserProgress)
    .where(and(eq(skillUserProgress.organizationId, p.orgId), eq(skillUserProgress.id, p.id)))
    .limit(1);
  return row ?? null;
}

export const listUsersByIds = (db: Db, p: { orgId: string; ids: string[] }) =>
  p.ids.length
    ? db
        .select({ id: users.id, displayName: users.displayName, email: users.email })
        .from(users)
        .where(and(eq(users.organizationId, p.orgId), inArray(users.id, p.ids)))
        .orderBy(asc(users.displayName), asc(users.id))
    : Promise.resolve([]);

/** Team assignments: the skills given to this team. */
export async function teamSkillIds(db: Db, p: { orgId: string; teamId: string }): Promise<string[]> {
  const rows = await db
    .select({ playlistId: skillAssignments.playlistId })
    .from(skillAssignments)
    .where(and(eq(skillAssignments.organizationId, p.orgId), eq(skillAssignments.teamId, p.teamId)));
  return rows.map((r) => r.playlistId);
}

export async function findTeamInOrg(db: Db, p: { orgId: string; teamId: string }) {
  const [row] = await db.select({ id: teams.id }).from(teams).where(and(eq(teams.organizationId, p.orgId), eq(teams.id, p.teamId))).limit(1);
  return row ?? null;
}

type Reached = { orgId: string; playlistIds: string[]; keyword: string };

/**
 * People the skills reach, as SQL: directly assigned, or active members of an assigned team (the rule
 * of effectiveAssignments), optionally by name. The matrix pages them without reading every assignment.
 */
function reachedWhere(db: Db, p: Reached) {
  const ofSkills = and(eq(skillAssignments.organizationId, p.orgId), inArray(skillAssignments.playlistId, p.playlistIds));
  const direct = db.select({ id: skillAssignments.userId }).from(skillAssignments).where(and(ofSkills, isNotNull(skillAssignments.userId)));
  const viaTeam = db
    .select({ id: teamMembers.userId })
    .from(teamMembers)
    .innerJoin(skillAssignments, and(eq(skillAssignments.teamId, teamMembers.teamId), ofSkills))
    .where(eq(teamMembers.organizationId, p.orgId));
  return and(
    eq(users.organizationId, p.orgId),
    or(inArray(users.id, direct), and(eq(users.disabled, false), inArray(users.id, viaTeam))),
    p.keyword ? ilike(users.displayName, `%${escapeLike(p.keyword)}%`) : undefined,
  );
}

export const listReachedPeople = (db: Db, p: Reached & { limit: number; offset: number }) =>
  p.playlistIds.length
    ? db
        .select({ id: users.id, displayName: users.displayName })
        .from(users)
        .where(reachedWhere(db, p))
        .orderBy(asc(users.displayName), asc(users.id))
        .limit(p.limit)
        .offset(p.offset)
    : Promise.resolve([]);

export async function countReachedPeople(db: Db, p: Reached) {
  if (!p.playlistIds.length) return 0;
  const [row] = await db.select({ n: count() }).from(users).where(reachedWhere(db, p));
  return row?.n ?? 0;
}
