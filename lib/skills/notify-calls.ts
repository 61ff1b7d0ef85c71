import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { usersWithUnreadSkillCard } from '@/lib/notifications/queries';
import { isUuid } from '@/lib/users/schema';
import { loadPlaylistForManager } from './access';
import { existingTargets, listTeamMembers } from './assignment-queries';
import { notifySkill } from './notify';
import { publishChanged, totalsOf } from './publish';
import { remindSkill } from './remind';
import type { SkillNotifyInput, SkillPublishNotifyInput, SkillReminderNotifyInput } from './schema';
import { syncAndWelcome } from './welcome';

/**
 * The explicit skill notification calls of spec 02 §7 (POST /api/v1/notifications/skill…). Assigning
 * and publishing already raise their notifications themselves; these are for the client asking
 * again — e.g. "notify the assignees now" after assigning quietly, or a manual reminder.
 */

export type SkillNotifyResult = { recipients: number; skipped: number; alreadyNotified: number };

/**
 * assign-skill to the named people and the members of the named teams whom the skill reaches. People
 * it does not reach could not open it (code 52): they are skipped and counted. People who still have
 * an unread assign-skill card for the skill are not told twice. Unknown ids are 404.
 */
export async function notifySkillAssigned(session: SessionContext, input: SkillNotifyInput): Promise<SkillNotifyResult> {
  const db = await getDb();
  const playlist = await loadPlaylistForManager(db, session, input.playlistId);
  if (!playlist.published) throw new AppError('conflict', 'skills.errors.unpublished');
  const orgId = session.org.id;
  const userIds = [...new Set(input.users)];
  const teamIds = [...new Set(input.teams)];
  const known = await existingTargets(db, { orgId, userIds: userIds.filter(isUuid), teamIds: teamIds.filter(isUuid) });
  const unknown = [...userIds.filter((u) => !known.users.has(u)), ...teamIds.filter((t) => !known.teams.has(t))];
  if (unknown.length) throw new AppError('not_found', 'errors.not_found', { ids: unknown });

  const members = await listTeamMembers(db, { orgId, teamIds });
  const named = [...new Set([...userIds, ...members.map((m) => m.userId)])].filter((u) => u !== session.user.id);
  const now = new Date();
  const reach = (await syncAndWelcome(db, { orgId, playlistIds: [playlist.id], now })).get(playlist.id)!;
  const reached = named.filter((u) => reach.assignments.has(u));
  const told = await usersWithUnreadSkillCard(db, { orgId, type: 'assign-skill', skillId: playlist.id, userIds: reached });
  const recipients = reached
    .filter((u) => !told.has(u))
    .map((userId) => ({ userId, assignment: reach.assignments.get(userId), progress: reach.progress.get(userId) }));
  await notifySkill(db, {
    playlist,
    type: 'assign-skill',
    sender: { id: session.user.id, displayName: session.user.displayName },
    totals: await totalsOf(db, playlist),
    recipients,
    now,
  });
  return { recipients: recipients.length, skipped: named.length - reached.length, alreadyNotified: told.size };
}

/** publish-skill / unpublish-skill to everyone the skill reaches; the type must be the skill's state (409 otherwise). */
export async function notifySkillPublishState(session: SessionContext, input: SkillPublishNotifyInput): Promise<{ recipients: number }> {
  const db = await getDb();
  const playlist = await loadPlaylistForManager(db, session, input.playlistId);
  if ((input.type === 'publish-skill') !== playlist.published) throw new AppError('conflict', 'skills.errors.publishStateMismatch');
  return { recipients: await publishChanged(db, session, playlist) };
}

/** remind-skill: the manual reminder, as POST /api/v1/skills/{id}/reminders. */
export const notifySkillReminder = (session: SessionContext, input: SkillReminderNotifyInput) => remindSkill(session, input.playlistId, { users: input.users });
