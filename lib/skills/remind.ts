import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { loadPlaylistForManager } from './access';
import { notifySkill } from './notify';
import { totalsOf } from './publish';
import type { RemindInput } from './schema';
import { syncAndWelcome } from './welcome';

/**
 * POST /api/v1/skills/{id}/reminders {users} – a manager's manual reminder (remind-skill) to the
 * named assigned users, or to everyone assigned who has not completed it. Only for published skills.
 */
export async function remindSkill(session: SessionContext, skillId: string, input: RemindInput): Promise<{ reminded: number }> {
  const db = await getDb();
  const playlist = await loadPlaylistForManager(db, session, skillId);
  if (!playlist.published) throw new AppError('conflict', 'skills.errors.unpublished');
  const now = new Date();
  const reach = (await syncAndWelcome(db, { orgId: session.org.id, playlistIds: [playlist.id], now })).get(playlist.id)!;
  const named = new Set(input.users);
  const unknown = input.users.filter((u) => !reach.assignments.has(u));
  if (unknown.length) throw new AppError('not_found', 'errors.not_found', { ids: unknown });
  const recipients = [...reach.assignments]
    .filter(([userId]) => (named.size ? named.has(userId) : reach.progress.get(userId)?.status !== 'completed'))
    .map(([userId, assignment]) => ({ userId, assignment, progress: reach.progress.get(userId) }));
  await notifySkill(db, {
    playlist,
    type: 'remind-skill',
    sender: { id: session.user.id, displayName: session.user.displayName },
    totals: await totalsOf(db, playlist),
    recipients,
    now,
  });
  return { reminded: recipients.length };
}
