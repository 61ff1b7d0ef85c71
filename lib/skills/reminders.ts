import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { playlists, skillAssignments, skillRemindersSent, type Playlist, type SkillAssignment, type SkillUserProgress } from '@/db/schema';
import type { NotificationType } from '@/lib/notifications/schema';
import { createNotifications } from '@/lib/notifications/operations';
import { skillNotification, type Totals } from './notify';
import { listPlaylistRows } from './queries';
import { remindersDue, type ReminderKind } from './reminder-rules';
import { syncAndWelcome } from './welcome';

export type ReminderRun = { skills: number; sent: Partial<Record<ReminderKind, number>> };

const typeOf = (kind: ReminderKind, a: SkillAssignment | undefined): NotificationType =>
  kind === 'overdue' ? 'remind-skill-overdue' : kind === 'recertify' ? (a?.dueDateInterval ? 'assign-skill-due' : 'assign-skill') : 'remind-skill-left-days';

/** Published skills that have at least one assignment, by organisation. */
async function skillsToCheck(db: Db): Promise<Map<string, Playlist[]>> {
  const rows = await db
    .selectDistinct({ playlist: playlists })
    .from(playlists)
    .innerJoin(skillAssignments, eq(skillAssignments.playlistId, playlists.id))
    .where(eq(playlists.published, true));
  const byOrg = new Map<string, Playlist[]>();
  for (const { playlist } of rows) byOrg.set(playlist.organizationId, [...(byOrg.get(playlist.organizationId) ?? []), playlist]);
  return byOrg;
}

type Candidate = { playlist: Playlist; progress: SkillUserProgress; assignment?: SkillAssignment; due: ReturnType<typeof remindersDue> };

/** Claims per transaction: up to three kinds each, six columns a claim, within the parameter limit. */
const CHUNK = 2_000;
const claimKey = (playlistId: string, userId: string, cycle: number, kind: string) => `${playlistId}:${userId}:${cycle}:${kind}`;

/**
 * Claims a chunk of cycles' reminders and raises the ones it newly claimed, in one transaction and
 * two multi-row statements (claims, then notifications): the (skill, user, cycle, kind) key makes a
 * rerun a no-op, and a failure leaves neither claim nor notification behind, so the next run sends them.
 */
async function remindChunk(db: Db, chunk: Candidate[], totals: Map<string, Totals>, now: Date): Promise<ReminderKind[]> {
  return db.transaction(async (tx) => {
    const claims = chunk.flatMap((c) =>
      c.due.claim.map((kind) => ({ organizationId: c.playlist.organizationId, playlistId: c.playlist.id, userId: c.progress.userId, cycle: c.progress.cycle, kind, sentAt: now })),
    );
    const claimed = await tx
      .insert(skillRemindersSent)
      .values(claims)
      .onConflictDoNothing()
      .returning({ playlistId: skillRemindersSent.playlistId, userId: skillRemindersSent.userId, cycle: skillRemindersSent.cycle, kind: skillRemindersSent.kind });
    const fresh = new Set(claimed.map((c) => claimKey(c.playlistId, c.userId, c.cycle, c.kind)));
    const sent = chunk.flatMap((c) =>
      c.due.notify.filter((kind) => fresh.has(claimKey(c.playlist.id, c.progress.userId, c.progress.cycle, kind))).map((kind) => ({ c, kind })),
    );
    await createNotifications(
      tx,
      sent.map(({ c, kind }) =>
        skillNotification(
          { playlist: c.playlist, type: typeOf(kind, c.assignment), sender: null, totals: totals.get(c.playlist.id)!, now },
          { userId: c.progress.userId, assignment: c.assignment, progress: c.progress },
        ),
      ),
    );
    return sent.map((s) => s.kind);
  });
}

/**
 * The daily skills job (idempotent): brings every published, assigned skill up to date — team
 * newcomers, due dates, lapsed certificates starting the next cycle — then raises
 * remind-skill-left-days (7 and 1 days before the due date), remind-skill-overdue (from the day
 * after it) and the recertification notice, each at most once per user, cycle and kind. Set-based:
 * one sync per organisation, then claims and notifications in chunks of multi-row statements.
 */
export async function runSkillReminders(db: Db, now: Date = new Date()): Promise<ReminderRun> {
  const run: ReminderRun = { skills: 0, sent: {} };
  for (const [orgId, list] of await skillsToCheck(db)) {
    const playlistIds = list.map((p) => p.id);
    const reach = await syncAndWelcome(db, { orgId, playlistIds, now });
    const totals = new Map((await listPlaylistRows(db, { orgId, ids: playlistIds })).map((r) => [r.playlist.id, { totalInList: r.totalInList, totalVideoDuration: r.totalVideoDuration }]));
    const candidates: Candidate[] = [];
    for (const playlist of list) {
      run.skills += 1;
      const r = reach.get(playlist.id);
      if (!r) continue;
      for (const [userId, assignment] of r.assignments) {
        const progress = r.progress.get(userId);
        const due = progress ? remindersDue(progress, now) : null;
        if (progress && due?.claim.length) candidates.push({ playlist, progress, assignment, due });
      }
    }
    for (let i = 0; i < candidates.length; i += CHUNK) {
      for (const kind of await remindChunk(db, candidates.slice(i, i + CHUNK), totals, now)) run.sent[kind] = (run.sent[kind] ?? 0) + 1;
    }
  }
  return run;
}

/** Reminders already claimed for a skill (tests and support). */
export const listClaimedReminders = (db: Db, p: { orgId: string; playlistIds: string[] }) =>
  db
    .select()
    .from(skillRemindersSent)
    .where(and(eq(skillRemindersSent.organizationId, p.orgId), inArray(skillRemindersSent.playlistId, p.playlistIds)));
