import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { skillRemindersSent } from '@/db/schema';
import { announceNotifications } from '@/lib/notifications/live';
import { skillSummary } from './notify';
import { claimAndNotify, listSkillsToRemind } from './reminder-queries';
import { CYCLES_PER_STATEMENT, planBatches, type ReminderKind } from './reminder-rules';
import { listPlaylistRows } from './queries';
import { syncAndWelcomeOnly } from './welcome';

export type ReminderRun = { skills: number; sent: Partial<Record<ReminderKind, number>> };

/**
 * The daily skills job (idempotent): brings every published, assigned skill up to date — team
 * newcomers, due dates, lapsed certificates starting the next cycle — then raises
 * remind-skill-left-days (7 and 1 days before the due date), remind-skill-overdue (from the day
 * after it) and the recertification notice, each at most once per user, cycle and kind.
 * Set-based: per batch of skills (or part of a large skill's people), one sync statement and one
 * statement that claims the reminders and writes their cards (lib/skills/reminder-queries.ts);
 * no assignment is read into the app.
 */
export async function runSkillReminders(db: Db, now: Date = new Date(), cyclesPerStatement = CYCLES_PER_STATEMENT): Promise<ReminderRun> {
  const run: ReminderRun = { skills: 0, sent: {} };
  for (const [orgId, weighed] of await listSkillsToRemind(db)) {
    run.skills += weighed.length;
    for (const { playlistIds, part } of planBatches(weighed, cyclesPerStatement)) {
      await syncAndWelcomeOnly(db, { orgId, playlistIds, now, part });
      const rows = await listPlaylistRows(db, { orgId, ids: playlistIds, publishedOnly: true });
      const skills = rows.map((r) => ({ id: r.playlist.id, summary: skillSummary(r.playlist, { totalInList: r.totalInList, totalVideoDuration: r.totalVideoDuration }) }));
      const { sent, userIds } = await claimAndNotify(db, { orgId, skills, now, part });
      for (const [kind, n] of Object.entries(sent) as [ReminderKind, number][]) run.sent[kind] = (run.sent[kind] ?? 0) + n;
      await announceNotifications(db, { orgId, userIds });
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
