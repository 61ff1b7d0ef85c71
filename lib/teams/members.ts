import { getDb, type Db } from '@/db/client';
import { recordAudit } from '@/lib/audit/record';
import { isTechnicalEmail } from '@/lib/auth/identity';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isUuid } from '@/lib/users/schema';
import {
  countMemberRows,
  deleteMembers,
  findOrgUserIds,
  findTeamRow,
  insertMembers,
  isTeamMember,
  listMemberIds,
  listMemberRows,
  searchOrgUsers,
  type MemberRow,
  type TeamRow,
} from './queries';
import type { MembersQuery, TeamItem, TeamMember, TeamWithMembers } from './schema';
import { assertCanManageTeams, canManageTeams, getTeamRowOrThrow, toTeamItem } from './teams';

type TeamCall = { session: SessionContext; teamId: string };

const CANDIDATE_LIMIT = 20;

// Employee-ID and shared accounts carry a synthetic address nobody should see or mail.
export const toTeamMember = (row: MemberRow): TeamMember => ({
  id: row.id,
  displayName: row.displayName,
  email: isTechnicalEmail(row.email) ? null : row.email,
  employeeId: row.employeeId,
  disabled: row.disabled,
});

/** Managers read any team; other people only the teams they belong to (others read as unknown). */
async function readableTeam(db: Db, session: SessionContext, teamId: string): Promise<TeamRow> {
  const row = await getTeamRowOrThrow(db, session, teamId);
  if (canManageTeams(session)) return row;
  if (await isTeamMember(db, { orgId: session.org.id, teamId, userId: session.user.id })) return row;
  throw new AppError('not_found');
}

// GET /api/v1/teams/{id} – the team with its members
export async function getTeam({ session, teamId }: TeamCall): Promise<TeamWithMembers> {
  const db = await getDb();
  const row = await readableTeam(db, session, teamId);
  const members = await listMemberRows(db, { orgId: session.org.id, teamIds: [teamId] });
  return { ...toTeamItem(row, canManageTeams(session)), members: members.map(toTeamMember) };
}

// GET /api/v1/teams/{id}/members – one page of the members, optionally filtered by name or email
export async function listMembers({ session, teamId, query }: TeamCall & { query: MembersQuery }) {
  const db = await getDb();
  await readableTeam(db, session, teamId);
  const orgId = session.org.id;
  const [rows, total] = await Promise.all([
    listMemberRows(db, { orgId, teamIds: [teamId], keyword: query.keyword, limit: query.size, offset: (query.page - 1) * query.size }),
    countMemberRows(db, { orgId, teamId, keyword: query.keyword }),
  ]);
  return { items: rows.map(toTeamMember), total };
}

/** People the member picker offers: active users of the organisation not yet in the team. */
export async function searchMemberCandidates({ session, teamId, keyword }: TeamCall & { keyword: string }) {
  assertCanManageTeams(session);
  const db = await getDb();
  await getTeamRowOrThrow(db, session, teamId);
  const rows = await searchOrgUsers(db, { orgId: session.org.id, teamId, keyword, limit: CANDIDATE_LIMIT });
  return { items: rows.map(toTeamMember), total: rows.length };
}

/** Every id must be a user of the caller's organisation; any other reads as unknown (404). */
async function assertOrgUsers(db: Db, session: SessionContext, userIds: string[]) {
  const wellFormed = userIds.filter(isUuid);
  const found = new Set(await findOrgUserIds(db, { orgId: session.org.id, userIds: wellFormed }));
  const missing = userIds.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError('not_found', 'adminTeams.userNotFound', { userIds: missing });
}

type ChangeMembers = TeamCall & { userIds: string[] };

async function changeMembers({ session, teamId, userIds }: ChangeMembers, mode: 'add' | 'replace'): Promise<TeamItem> {
  assertCanManageTeams(session);
  const db = await getDb();
  const orgId = session.org.id;
  const wanted = [...new Set(userIds)];
  return db.transaction(async (tx) => {
    const team = await getTeamRowOrThrow(tx, session, teamId);
    await assertOrgUsers(tx, session, wanted);
    const current = new Set(await listMemberIds(tx, { orgId, teamId }));
    const added = wanted.filter((id) => !current.has(id));
    const kept = new Set(wanted);
    const removed = mode === 'replace' ? [...current].filter((id) => !kept.has(id)) : [];
    await insertMembers(tx, { orgId, teamId, userIds: added });
    await deleteMembers(tx, { orgId, teamId, userIds: removed });
    if (added.length > 0 || removed.length > 0) {
      await recordAudit(tx, session, {
        action: mode === 'add' ? 'team.members.add' : 'team.members.replace',
        entityType: 'team',
        entityId: teamId,
        entityName: team.name,
        before: { members: current.size },
        after: { added, removed },
      });
    }
    return toTeamItem((await findTeamRow(tx, { orgId, teamId }))!, true);
  });
}

// POST /api/v1/teams/{id}/members – add people (those already in the team stay)
export const addMembers = (options: ChangeMembers) => changeMembers(options, 'add');

// PUT /api/v1/teams/{id}/members – the team's members become exactly these people
export const replaceMembers = (options: ChangeMembers) => changeMembers(options, 'replace');

// DELETE /api/v1/teams/{id}/members/{userId} – take one person out of the team
export async function removeMember({ session, teamId, userId }: TeamCall & { userId: string }): Promise<TeamItem> {
  assertCanManageTeams(session);
  const db = await getDb();
  const orgId = session.org.id;
  return db.transaction(async (tx) => {
    const team = await getTeamRowOrThrow(tx, session, teamId);
    if (!isUuid(userId) || !(await isTeamMember(tx, { orgId, teamId, userId }))) throw new AppError('not_found');
    await deleteMembers(tx, { orgId, teamId, userIds: [userId] });
    await recordAudit(tx, session, {
      action: 'team.members.remove',
      entityType: 'team',
      entityId: teamId,
      entityName: team.name,
      after: { removed: [userId] },
    });
    return toTeamItem((await findTeamRow(tx, { orgId, teamId }))!, true);
  });
}
