import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { teamMembers, teams, users } from '@/db/schema';

type OrgRef = { orgId: string };
type TeamRef = OrgRef & { teamId: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Serialises name changes of one kind in one organisation for the rest of the transaction, so two
 * admins creating "Night shift" at once cannot both pass the uniqueness check.
 */
export async function lockOrgNames(db: Db, { orgId, kind }: OrgRef & { kind: string }) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}:${orgId}`}))`);
}

// Spelled out in full: inside a select Drizzle leaves column names unqualified, which the subquery would misread.
const membersCount = sql<number>`(select count(*)::int from team_members m where m.team_id = "teams"."id" and m.organization_id = "teams"."organization_id")`;

const teamColumns = { id: teams.id, name: teams.name, createdAt: teams.createdAt, membersCount };
export type TeamRow = { id: string; name: string; createdAt: Date; membersCount: number };

type ListTeams = OrgRef & {
  keyword: string;
  orderBy: 'name' | 'createdAt' | 'members';
  order: 'asc' | 'desc';
  limit?: number;
  offset?: number;
  ids?: string[];
  createdById?: string;
};

function teamConditions({ orgId, keyword, ids, createdById }: Pick<ListTeams, 'orgId' | 'keyword' | 'ids' | 'createdById'>) {
  const conditions: SQL[] = [eq(teams.organizationId, orgId)];
  if (keyword) conditions.push(ilike(teams.name, `%${escapeLike(keyword)}%`));
  if (ids) conditions.push(inArray(teams.id, ids));
  if (createdById) conditions.push(eq(teams.createdById, createdById));
  return and(...conditions);
}

export function listTeamRows(db: Db, params: ListTeams): Promise<TeamRow[]> {
  const dir = params.order === 'desc' ? desc : asc;
  const key = params.orderBy === 'members' ? membersCount : params.orderBy === 'createdAt' ? teams.createdAt : sql`lower(${teams.name})`;
  const query = db
    .select(teamColumns)
    .from(teams)
    .where(teamConditions(params))
    .orderBy(dir(key), asc(teams.id))
    .$dynamic();
  if (params.limit !== undefined) query.limit(params.limit).offset(params.offset ?? 0);
  return query;
}

export async function countTeams(db: Db, params: Pick<ListTeams, 'orgId' | 'keyword' | 'ids'>) {
  const [row] = await db.select({ n: count() }).from(teams).where(teamConditions(params));
  return row?.n ?? 0;
}

export async function findTeamRow(db: Db, { orgId, teamId }: TeamRef): Promise<TeamRow | null> {
  const [row] = await db
    .select(teamColumns)
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.organizationId, orgId)))
    .limit(1);
  return row ?? null;
}

/** Another team of the organisation with this name, compared case-insensitively. */
export async function findTeamNamed(db: Db, { orgId, name, exceptId }: OrgRef & { name: string; exceptId?: string }) {
  const conditions = [eq(teams.organizationId, orgId), sql`lower(${teams.name}) = lower(${name})`];
  if (exceptId) conditions.push(ne(teams.id, exceptId));
  const [row] = await db.select({ id: teams.id }).from(teams).where(and(...conditions)).limit(1);
  return row ?? null;
}

export async function insertTeam(db: Db, { orgId, name, createdById }: OrgRef & { name: string; createdById: string | null }) {
  const [row] = await db.insert(teams).values({ organizationId: orgId, name, createdById }).returning({ id: teams.id });
  return row.id;
}

export const updateTeamName = (db: Db, { orgId, teamId, name }: TeamRef & { name: string }) =>
  db.update(teams).set({ name }).where(and(eq(teams.id, teamId), eq(teams.organizationId, orgId)));

// Memberships go with the team (ON DELETE CASCADE).
export const deleteTeamRow = (db: Db, { orgId, teamId }: TeamRef) =>
  db.delete(teams).where(and(eq(teams.id, teamId), eq(teams.organizationId, orgId)));

export const memberColumns = {
  id: users.id,
  displayName: users.displayName,
  email: users.email,
  employeeId: users.employeeId,
  disabled: users.disabled,
};
export type MemberRow = { id: string; displayName: string; email: string; employeeId: string | null; disabled: boolean };

function userMatches(keyword: string) {
  if (!keyword) return undefined;
  const like = `%${escapeLike(keyword)}%`;
  return or(ilike(users.displayName, like), ilike(users.email, like), ilike(users.employeeId, like));
}

const byName = [asc(sql`lower(${users.displayName})`), asc(users.email)];

/** Members of the given teams, each with its team id, by name. */
export function listMemberRows(db: Db, { orgId, teamIds, keyword = '', limit, offset }: OrgRef & { teamIds: string[]; keyword?: string; limit?: number; offset?: number }) {
  const query = db
    .select({ teamId: teamMembers.teamId, ...memberColumns })
    .from(teamMembers)
    .innerJoin(users, and(eq(users.id, teamMembers.userId), eq(users.organizationId, orgId)))
    .where(and(eq(teamMembers.organizationId, orgId), inArray(teamMembers.teamId, teamIds), userMatches(keyword)))
    .orderBy(...byName)
    .$dynamic();
  if (limit !== undefined) query.limit(limit).offset(offset ?? 0);
  return query;
}

export async function countMemberRows(db: Db, { orgId, teamId, keyword = '' }: TeamRef & { keyword?: string }) {
  const [row] = await db
    .select({ n: count() })
    .from(teamMembers)
    .innerJoin(users, and(eq(users.id, teamMembers.userId), eq(users.organizationId, orgId)))
    .where(and(eq(teamMembers.organizationId, orgId), eq(teamMembers.teamId, teamId), userMatches(keyword)));
  return row?.n ?? 0;
}

export async function listMemberIds(db: Db, { orgId, teamId }: TeamRef) {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.organizationId, orgId), eq(teamMembers.teamId, teamId)));
  return rows.map((r) => r.userId);
}

/** The ids among `userIds` that are users of the organisation. */
export async function findOrgUserIds(db: Db, { orgId, userIds }: OrgRef & { userIds: string[] }) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, orgId), inArray(users.id, userIds)));
  return rows.map((r) => r.id);
}

export async function insertMembers(db: Db, { orgId, teamId, userIds }: TeamRef & { userIds: string[] }) {
  if (userIds.length === 0) return;
  await db
    .insert(teamMembers)
    .values(userIds.map((userId) => ({ organizationId: orgId, teamId, userId })))
    .onConflictDoNothing();
}

export async function deleteMembers(db: Db, { orgId, teamId, userIds }: TeamRef & { userIds: string[] }) {
  if (userIds.length === 0) return;
  await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.organizationId, orgId), eq(teamMembers.teamId, teamId), inArray(teamMembers.userId, userIds)));
}

/**
 * Active people of the organisation matching a name, email or employee ID who are not yet in the
 * team, for the member picker. Shared-device accounts are not people, so they are never offered.
 */
export function searchOrgUsers(db: Db, { orgId, teamId, keyword, limit }: TeamRef & { keyword: string; limit: number }) {
  const inTeam = db
    .select({ one: sql`1` })
    .from(teamMembers)
    .where(and(eq(teamMembers.organizationId, orgId), eq(teamMembers.teamId, teamId), eq(teamMembers.userId, users.id)));
  return db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.organizationId, orgId), eq(users.disabled, false), eq(users.shared, false), notExists(inTeam), userMatches(keyword)))
    .orderBy(...byName)
    .limit(limit);
}

/** The teams a user belongs to, with their member counts, by name. */
export function listTeamsOfUser(db: Db, { orgId, userId }: OrgRef & { userId: string }): Promise<TeamRow[]> {
  return db
    .select(teamColumns)
    .from(teamMembers)
    .innerJoin(teams, and(eq(teams.id, teamMembers.teamId), eq(teams.organizationId, orgId)))
    .where(and(eq(teamMembers.organizationId, orgId), eq(teamMembers.userId, userId)))
    .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id));
}

export async function isTeamMember(db: Db, { orgId, teamId, userId }: TeamRef & { userId: string }) {
  const [row] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.organizationId, orgId), eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .limit(1);
  return !!row;
}
