import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { playlists, skillAssignments, skillRemindersSent } from '@/db/schema';
import { announceNotifications } from '@/lib/notifications/live';
import { skillSummary } from './notify';
import { claimAndNotify } from './reminder-queries';
import type { ReminderKind } from './reminder-rules';
import { listPlaylistRows } from './queries';
import { syncAndWelcomeOnly } from './welcome';

export type ReminderRun = { skills: number; sent: Partial<Record<ReminderKind, number>> };

/** Published skills that have at least one assignment, by organisation. */
async function skillsToCheck(db: Db): Promise<Map<string, string[]>> {
  const rows = await db
    .selectDistinct({ id: playlists.id, orgId: playlists.organizationId })
    .from(playlists)
    .innerJoin(skillAssignments, eq(skillAssignments.playlistId, playlists.id))
    .where(eq(playlists.published, true));
  const byOrg = new Map<string, string[]>();
  for (const r of rows) byOrg.set(r.orgId, [...(byOrg.get(r.orgId) ?? []), r.id]);
  return byOrg;
}

/**
 * Skills per statement: each statement claims and writes the reminders of this many skills in one
 * transaction, so a large organisation holds its locks for a part of the run, not all of it.
 */
const SKILLS_PER_STATEMENT = 25;

/**
 * The daily skills job (idempotent): brings every published, assigned skill up to date — team
 * newcomers, due dates, lapsed certificates starting the next cycle — then raises
 * remind-skill-left-days (7 and 1 days before the due date), remind-skill-overdue (from the day
 * after it) and the recertification notice, each at most once per user, cycle and kind.
 * Set-based: per group of skills, one sync statement and one statement that claims the reminders
 * and writes their cards (lib/skills/reminder-queries.ts); no assignment is read into the app.
 */
export async function runSkillReminders(db: Db, now: Date = new Date()): Promise<ReminderRun> {
  const run: ReminderRun = { skills: 0, sent: {} };
  for (const [orgId, ids] of await skillsToCheck(db)) {
    for (let i = 0; i < ids.length; i += SKILLS_PER_STATEMENT) {
      const playlistIds = ids.slice(i, i + SKILLS_PER_STATEMENT);
      await syncAndWelcomeOnly(db, { orgId, playlistIds, now });
      const rows = await listPlaylistRows(db, { orgId, ids: playlistIds, publishedOnly: true });
      const skills = rows.map((r) => ({ id: r.playlist.id, summary: skillSummary(r.playlist, { totalInList: r.totalInList, totalVideoDuration: r.totalVideoDuration }) }));
      const { sent, userIds } = await claimAndNotify(db, { orgId, skills, now });
      for (const [kind, n] of Object.entries(sent) as [ReminderKind, number][]) run.sent[kind] = (run.sent[kind] ?? 0) + n;
      await announceNotifications(db, { orgId, userIds });
      run.skills += playlistIds.length;
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
