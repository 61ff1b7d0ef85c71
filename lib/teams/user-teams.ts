import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isUuid } from '@/lib/users/schema';
import { findOrgUserIds, listMemberRows, listTeamRows, listTeamsOfUser } from './queries';
import type { TeamInfoInput, TeamItem, TeamMember, TeamWithMembers } from './schema';
import { toTeamMember } from './members';
import { canManageTeams, toTeamItem } from './teams';

type Caller = { session: SessionContext };

/** The person of a /users/{id}/teams… route: `me` or one's own id, or anyone of the organisation for team managers. */
async function personOrThrow(session: SessionContext, userId: string) {
  const id = userId === 'me' ? session.user.id : userId;
  const db = await getDb();
  const orgId = session.org.id;
  // Unknown and other organisations' users read alike, before any permission answer.
  if (!isUuid(id) || (await findOrgUserIds(db, { orgId, userIds: [id] })).length === 0) throw new AppError('not_found');
  if (id !== session.user.id && !canManageTeams(session)) throw new AppError('forbidden');
  return { db, orgId, id };
}

/**
 * GET /api/v1/users/{id}/teams – the teams a person belongs to. Anyone may read their own
 * (`me` or their id); team managers may read anyone's in the organisation.
 */
export async function getUserTeams({ session, userId }: Caller & { userId: string }): Promise<{ items: TeamItem[]; total: number }> {
  const { db, orgId, id } = await personOrThrow(session, userId);
  const rows = await listTeamsOfUser(db, { orgId, userId: id });
  return { items: rows.map((r) => toTeamItem(r, canManageTeams(session))), total: rows.length };
}

/**
 * GET /api/v1/users/{id}/teams/creator – the teams a person created (owned by me › teams), by name.
 * As the person's teams: their own (`me` or their id), or anyone's of the organisation for team managers.
 */
export async function listCreatorTeams({ session, userId }: Caller & { userId: string }): Promise<{ items: TeamItem[]; total: number }> {
  const { db, orgId, id } = await personOrThrow(session, userId);
  const rows = await listTeamRows(db, { orgId, keyword: '', orderBy: 'name', order: 'asc', createdById: id });
  return { items: rows.map((r) => toTeamItem(r, canManageTeams(session))), total: rows.length };
}

/**
 * POST /api/v1/teams/teaminfo – the named teams with their members (spec §7), e.g. to show who a
 * share to a team reaches. Every id must be a team of the caller's organisation (404 otherwise).
 */
export async function getTeamInfo({ session, teamIds }: Caller & TeamInfoInput): Promise<{ items: TeamWithMembers[]; total: number }> {
  const db = await getDb();
  const orgId = session.org.id;
  const ids = [...new Set(teamIds)];
  const rows = await listTeamRows(db, { orgId, keyword: '', orderBy: 'name', order: 'asc', ids: ids.filter(isUuid) });
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError('not_found', 'errors.not_found', { teamIds: missing });
  const members = await listMemberRows(db, { orgId, teamIds: ids });
  const byTeam = new Map<string, TeamMember[]>();
  for (const m of members) byTeam.set(m.teamId, [...(byTeam.get(m.teamId) ?? []), toTeamMember(m)]);
  const canEdit = canManageTeams(session);
  const items = rows.map((r) => ({ ...toTeamItem(r, canEdit), members: byTeam.get(r.id) ?? [] }));
  return { items, total: items.length };
}
