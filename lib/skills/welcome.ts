import type { Db } from '@/db/client';
import type { Playlist } from '@/db/schema';
import { SKILL_CODE } from './schema';
import { notifySkill } from './notify';
import { totalsOf } from './publish';
import { findPlaylist } from './queries';
import { syncSkills, type SyncScope } from './sync';

/**
 * syncSkills, then the assign-skill notification (from no sender: the system) for people a
 * published skill just reached through their team. Used by reads and the daily job; the members
 * call notifies its own additions with the manager as sender.
 */
export async function syncAndWelcome(db: Db, p: SyncScope) {
  const reach = await syncSkills(db, p);
  const fresh = [...reach].filter(([, r]) => r.created.length);
  if (!fresh.length) return reach;
  for (const [playlistId, r] of fresh) {
    const playlist = await findPlaylist(db, { orgId: p.orgId, playlistId });
    if (!playlist?.published) continue;
    const recipients = r.created.map((progress) => ({ userId: progress.userId, progress, assignment: r.assignments.get(progress.userId) }));
    await notifySkill(db, { playlist, type: 'assign-skill', sender: null, totals: await totalsOf(db, playlist), recipients, now: p.now });
  }
  return reach;
}

/**
 * Where a learner stands in a skill (spec 02 §4 skill fetch result): code 52 when it does not
 * reach them, 2 when unpublished, else 0 with their progress row and assignment.
 */
export async function learnerStanding(db: Db, p: { playlist: Playlist; userId: string; now: Date }) {
  const reach = (await syncAndWelcome(db, { orgId: p.playlist.organizationId, playlistIds: [p.playlist.id], now: p.now, userId: p.userId })).get(p.playlist.id)!;
  const progress = reach.progress.get(p.userId);
  const assignment = reach.assignments.get(p.userId);
  if (!assignment || !progress) return { code: SKILL_CODE.notAssigned } as const;
  if (!p.playlist.published) return { code: SKILL_CODE.unpublished } as const;
  return { code: SKILL_CODE.published, progress, assignment } as const;
}
