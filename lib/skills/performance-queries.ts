import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { skillAssignments, skillUserProgress, teams, users } from '@/db/schema';

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
