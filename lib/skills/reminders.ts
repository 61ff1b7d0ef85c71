import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { playlists, skillAssignments, skillRemindersSent, type Playlist, type SkillAssignment, type SkillUserProgress } from '@/db/schema';
import type { NotificationType } from '@/lib/notifications/schema';
import { notifySkill, type Totals } from './notify';
import { totalsOf } from './publish';
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

/**
 * Claims a cycle's reminders and raises the ones it newly claimed, in one transaction: the
 * (skill, user, cycle, kind) key makes a rerun a no-op, and a failure leaves neither claim nor
 * notification behind, so the next run sends it.
 */
async function remindOne(db: Db, p: { playlist: Playlist; progress: SkillUserProgress; assignment?: SkillAssignment; totals: Totals; now: Date }) {
  const due = remindersDue(p.progress, p.now);
  if (!due.claim.length) return [];
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(skillRemindersSent)
      .values(due.claim.map((kind) => ({ organizationId: p.playlist.organizationId, playlistId: p.playlist.id, userId: p.progress.userId, cycle: p.progress.cycle, kind, sentAt: p.now })))
      .onConflictDoNothing()
      .returning({ kind: skillRemindersSent.kind });
    const fresh = new Set(claimed.map((c) => c.kind));
    const sent = due.notify.filter((kind) => fresh.has(kind));
    for (const kind of sent) {
      await notifySkill(tx, {
        playlist: p.playlist,
        type: typeOf(kind, p.assignment),
        sender: null,
        totals: p.totals,
        recipients: [{ userId: p.progress.userId, assignment: p.assignment, progress: p.progress }],
        now: p.now,
      });
    }
    return sent;
  });
}

/**
 * The daily skills job (idempotent): brings every published, assigned skill up to date — team
 * newcomers, due dates, lapsed certificates starting the next cycle — then raises
 * remind-skill-left-days (7 and 1 days before the due date), remind-skill-overdue (from the day
 * after it) and the recertification notice, each at most once per user, cycle and kind.
 */
export async function runSkillReminders(db: Db, now: Date = new Date()): Promise<ReminderRun> {
  const run: ReminderRun = { skills: 0, sent: {} };
  for (const [orgId, list] of await skillsToCheck(db)) {
    const reach = await syncAndWelcome(db, { orgId, playlistIds: list.map((p) => p.id), now });
    for (const playlist of list) {
      run.skills += 1;
      const r = reach.get(playlist.id);
      if (!r) continue;
      const totals = await totalsOf(db, playlist);
      for (const [userId, assignment] of r.assignments) {
        const progress = r.progress.get(userId);
        if (!progress) continue;
        for (const kind of await remindOne(db, { playlist, progress, assignment, totals, now })) run.sent[kind] = (run.sent[kind] ?? 0) + 1;
      }
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
