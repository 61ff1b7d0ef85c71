import type { Db } from '@/db/client';
import type { Playlist } from '@/db/schema';
import { createNotifications } from '@/lib/notifications/operations';
import { SKILL_CODE } from './schema';
import { skillNotification } from './notify';
import { syncProgress, type CreatedProgress, type SyncScope } from './progress-sync';
import { listPlaylistRows } from './queries';
import { reachAfterSync } from './sync';

/**
 * The assign-skill notification (from no sender: the system) for people a published skill just
 * reached (a team's new member, a read before the job). Few rows: built in the app.
 */
async function welcome(db: Db, orgId: string, created: CreatedProgress[], now: Date) {
  if (!created.length) return;
  const rows = await listPlaylistRows(db, { orgId, ids: [...new Set(created.map((c) => c.playlistId))], publishedOnly: true });
  const skills = new Map(rows.map((r) => [r.playlist.id, r]));
  const notes = created.flatMap((c) => {
    const row = skills.get(c.playlistId);
    if (!row) return [];
    const totals = { totalInList: row.totalInList, totalVideoDuration: row.totalVideoDuration };
    return [skillNotification({ playlist: row.playlist, type: 'assign-skill', sender: null, totals, now }, { userId: c.userId, assignment: c, progress: c })];
  });
  await createNotifications(db, notes);
}

/** The sync's writes and the welcome of the people it brought in, without reading the rows back (the job, the matrix). */
export async function syncAndWelcomeOnly(db: Db, p: SyncScope): Promise<CreatedProgress[]> {
  const created = await syncProgress(db, p);
  await welcome(db, p.orgId, created, p.now);
  return created;
}

/** syncSkills, then the welcome of the people it brought in. Used by reads; the members call notifies its own additions with the manager as sender. */
export async function syncAndWelcome(db: Db, p: SyncScope) {
  return reachAfterSync(db, p, await syncAndWelcomeOnly(db, p));
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
