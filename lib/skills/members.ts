import { getDb } from '@/db/client';
import { recordAudit } from '@/lib/audit/record';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isUuid } from '@/lib/users/schema';
import { loadPlaylistForManager } from './access';
import { deleteAssignments, existingTargets, listAssignmentDetails, upsertAssignments } from './assignment-queries';
import { notifySkill } from './notify';
import { dueOf } from './present';
import { totalsOf } from './publish';
import type { MembersPatchInput, SkillAssignmentItem, SkillUsersResponse } from './schema';
import { syncSkills } from './sync';
import { syncAndWelcome } from './welcome';

type Caller = { session: SessionContext };

// GET /api/v1/skills/{id}/users – the skill's user and team assignments
export async function listSkillUsers({ session, skillId }: Caller & { skillId: string }): Promise<SkillUsersResponse> {
  const db = await getDb();
  const playlist = await loadPlaylistForManager(db, session, skillId);
  const [rows, reach] = await Promise.all([
    listAssignmentDetails(db, { orgId: session.org.id, playlistId: playlist.id }),
    syncAndWelcome(db, { orgId: session.org.id, playlistIds: [playlist.id], now: new Date() }),
  ]);
  const items = rows.map(({ assignment: a, ...r }): SkillAssignmentItem => ({
    id: a.id,
    kind: a.userId ? 'user' : 'team',
    userId: a.userId,
    teamId: a.teamId,
    name: (a.userId ? r.userName : r.teamName) ?? '',
    email: a.userId ? r.userEmail : null,
    membersCount: a.teamId ? r.membersCount : null,
    ...dueOf(a),
    recurrenceMonths: a.recurrenceMonths,
    assignedAt: a.assignedAt.toISOString(),
    assignedBy: a.assignedById ? { uid: a.assignedById, displayName: r.assignedByName ?? '' } : null,
  }));
  return { items, totalUsers: reach.get(playlist.id)!.assignments.size };
}

/**
 * PATCH /api/v1/skills/{id}/members – assigns users and teams (setting the due interval and
 * recurrence on them), removes others, and tells newly reached people when the skill is published:
 * assign-skill, plus assign-skill-due when their assignment carries a due date.
 */
export async function patchSkillMembers({ session, skillId, input }: Caller & { skillId: string; input: MembersPatchInput }): Promise<SkillUsersResponse> {
  const db = await getDb();
  const playlist = await loadPlaylistForManager(db, session, skillId);
  const orgId = session.org.id;
  const userIds = [...new Set([...input.users, ...input.removeUsers])];
  const teamIds = [...new Set([...input.teams, ...input.removeTeams])];
  const known = await existingTargets(db, { orgId, userIds: userIds.filter(isUuid), teamIds: teamIds.filter(isUuid) });
  const unknown = [...userIds.filter((id) => !known.users.has(id)), ...teamIds.filter((id) => !known.teams.has(id))];
  if (unknown.length) throw new AppError('not_found', 'errors.not_found', { ids: unknown });

  const due: Record<string, unknown> = {};
  if (input.dueDateIntervalType !== undefined) due.dueDateIntervalType = input.dueDateIntervalType;
  if (input.dueDateInterval !== undefined) due.dueDateInterval = input.dueDateInterval;
  if (input.recurrenceMonths !== undefined) due.recurrenceMonths = input.recurrenceMonths;
  const now = new Date();
  const reach = await db.transaction(async (tx) => {
    await deleteAssignments(tx, { orgId, playlistId: playlist.id, userIds: input.removeUsers, teamIds: input.removeTeams });
    await upsertAssignments(tx, { orgId, playlistId: playlist.id, userIds: input.users, teamIds: input.teams, due, assignedById: session.user.id });
    const entity = { entityType: 'skill' as const, entityId: playlist.id, entityName: playlist.title };
    if (input.removeUsers.length || input.removeTeams.length) {
      await recordAudit(tx, session, { action: 'skill.unassign', ...entity, before: { users: input.removeUsers, teams: input.removeTeams } });
    }
    if (input.users.length || input.teams.length) {
      await recordAudit(tx, session, { action: 'skill.assign', ...entity, after: { users: input.users, teams: input.teams, ...due } });
    }
    return (await syncSkills(tx, { orgId, playlistIds: [playlist.id], now })).get(playlist.id)!;
  });

  if (playlist.published && input.notify) {
    const sender = { id: session.user.id, displayName: session.user.displayName };
    const totals = await totalsOf(db, playlist);
    const fresh = reach.created.map((progress) => ({ userId: progress.userId, progress, assignment: reach.assignments.get(progress.userId) }));
    await notifySkill(db, { playlist, type: 'assign-skill', sender, totals, recipients: fresh, now });
    // assign-skill-due: the due date was set now for everyone the named assignments reach.
    if (input.dueDateIntervalType && input.dueDateInterval) {
      const named = new Set([...input.users, ...input.teams]);
      const dueRecipients = [...reach.assignments]
        .filter(([, a]) => named.has(a.userId ?? a.teamId ?? ''))
        .map(([userId, assignment]) => ({ userId, assignment, progress: reach.progress.get(userId) }))
        .filter((r) => r.progress?.status !== 'completed');
      await notifySkill(db, { playlist, type: 'assign-skill-due', sender, totals, recipients: dueRecipients, now });
    }
  }
  return listSkillUsers({ session, skillId: playlist.id });
}
