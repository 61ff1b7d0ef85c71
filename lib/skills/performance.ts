import { getDb, type Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isUuid } from '@/lib/users/schema';
import { assertCanManageSkills, loadPlaylistForManager } from './access';
import { listTeamMembers } from './assignment-queries';
import { findTeamInOrg, listUsersByIds, teamSkillIds } from './performance-queries';
import { emptyCounts, performanceState, toProgressView, toSkillListItem } from './present';
import { listPlaylistRows } from './queries';
import type { PerformanceState, PerformancesQuery, SkillPerformanceItem, SkillPerformanceList, TeamSkillItem } from './schema';
import type { SkillReach } from './sync';
import { syncAndWelcome } from './welcome';

type Caller = { session: SessionContext };

export function countStates(reach: SkillReach, userIds: Iterable<string>, now: Date): Record<PerformanceState, number> {
  const counts = emptyCounts();
  for (const id of userIds) {
    const p = reach.progress.get(id);
    if (p) counts[performanceState(p, now)] += 1;
  }
  return counts;
}

async function teamMemberIds(db: Db, orgId: string, teamId: string): Promise<Set<string>> {
  if (!isUuid(teamId) || !(await findTeamInOrg(db, { orgId, teamId }))) throw new AppError('not_found');
  return new Set((await listTeamMembers(db, { orgId, teamIds: [teamId] })).map((m) => m.userId));
}

// GET /api/v1/skills/{id}/skill-performances?state&teamId&keyword&page&size – everyone the skill reaches, with their state
export async function listSkillPerformances({ session, skillId, query }: Caller & { skillId: string; query: PerformancesQuery }): Promise<SkillPerformanceList> {
  const db = await getDb();
  const playlist = await loadPlaylistForManager(db, session, skillId);
  const now = new Date();
  const orgId = session.org.id;
  const reach = (await syncAndWelcome(db, { orgId, playlistIds: [playlist.id], now })).get(playlist.id)!;
  let ids = [...reach.assignments.keys()];
  if (query.teamId) {
    const members = await teamMemberIds(db, orgId, query.teamId);
    ids = ids.filter((id) => members.has(id));
  }
  const counts = countStates(reach, ids, now);
  const keyword = query.keyword.toLocaleLowerCase();
  const items = (await listUsersByIds(db, { orgId, ids }))
    .filter((u) => !keyword || u.displayName.toLocaleLowerCase().includes(keyword) || u.email.toLocaleLowerCase().includes(keyword))
    .flatMap((u): SkillPerformanceItem[] => {
      const p = reach.progress.get(u.id);
      return p ? [{ user: { uid: u.id, displayName: u.displayName, email: u.email }, progress: toProgressView(p, now) }] : [];
    })
    .filter((i) => !query.state || i.progress.state === query.state);
  return { items: items.slice((query.page - 1) * query.size, query.page * query.size), total: items.length, counts };
}

// GET /api/v1/teams/{id}/skills – the skills given to the team, with its members' states
export async function listTeamSkills({ session, teamId }: Caller & { teamId: string }): Promise<{ items: TeamSkillItem[] }> {
  assertCanManageSkills(session);
  const db = await getDb();
  const orgId = session.org.id;
  const members = await teamMemberIds(db, orgId, teamId);
  const ids = await teamSkillIds(db, { orgId, teamId });
  const rows = await listPlaylistRows(db, { orgId, ids });
  const now = new Date();
  const reach = await syncAndWelcome(db, { orgId, playlistIds: rows.map((r) => r.playlist.id), now });
  return { items: rows.map((r) => ({ ...toSkillListItem(r), counts: countStates(reach.get(r.playlist.id)!, members, now) })) };
}
