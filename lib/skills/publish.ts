import type { Db } from '@/db/client';
import type { Playlist } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { notifySkill, type Totals } from './notify';
import { listPlaylistRows } from './queries';
import { syncSkills } from './sync';

export async function totalsOf(db: Db, p: Playlist): Promise<Totals> {
  const [row] = await listPlaylistRows(db, { orgId: p.organizationId, ids: [p.id] });
  return { totalInList: row?.totalInList ?? 0, totalVideoDuration: row?.totalVideoDuration ?? 0 };
}

/** Publishing or unpublishing tells everyone the skill reaches (publish-skill / unpublish-skill). */
export async function publishChanged(db: Db, session: SessionContext, playlist: Playlist): Promise<number> {
  const now = new Date();
  const reach = (await syncSkills(db, { orgId: playlist.organizationId, playlistIds: [playlist.id], now })).get(playlist.id)!;
  const recipients = [...reach.assignments].map(([userId, assignment]) => ({ userId, assignment, progress: reach.progress.get(userId) }));
  await notifySkill(db, {
    playlist,
    type: playlist.published ? 'publish-skill' : 'unpublish-skill',
    sender: { id: session.user.id, displayName: session.user.displayName },
    totals: await totalsOf(db, playlist),
    recipients,
    now,
  });
  return recipients.length;
}
