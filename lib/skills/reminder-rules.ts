import { daysLeft } from './dates';
import type { UserPart } from './progress-sync';

/** Days before the due date a remind-skill-left-days goes out (README, Skills design notes). */
export const LEFT_DAYS_REMINDERS = [7, 1] as const;

export type ReminderKind = `left-${(typeof LEFT_DAYS_REMINDERS)[number]}` | 'overdue' | 'recertify';

/**
 * Which reminders a cycle is due for at `now` (pure). Left-days: every threshold reached while
 * the due date is today or later; the job claims all of them but notifies only the nearest, so a
 * run after skipped days sends one reminder, not a backlog. Overdue: from the day after the due
 * date. Recertify: a cycle after the first (the skill came back after its certificate lapsed).
 */
export function remindersDue(p: { status: string; dueAt: Date | null; cycle: number }, now: Date): { claim: ReminderKind[]; notify: ReminderKind[] } {
  const claim: ReminderKind[] = [];
  const notify: ReminderKind[] = [];
  if (p.status === 'completed') return { claim, notify };
  if (p.cycle > 1) {
    claim.push('recertify');
    notify.push('recertify');
  }
  if (!p.dueAt) return { claim, notify };
  const left = daysLeft(p.dueAt, now);
  if (left < 0) {
    claim.push('overdue');
    notify.push('overdue');
    return { claim, notify };
  }
  const reached = LEFT_DAYS_REMINDERS.filter((n) => left <= n);
  if (reached.length) {
    for (const n of reached) claim.push(`left-${n}`);
    notify.push(`left-${Math.min(...reached)}` as ReminderKind);
  }
  return { claim, notify };
}

/**
 * People per statement (about): each statement claims and writes the reminders of this many
 * (skill, person) cycles in one transaction, so it stays well inside the statement timeout and a large
 * organisation holds its locks for a part of the run, not all of it.
 */
export const CYCLES_PER_STATEMENT = 5_000;

export type Weighed = { id: string; reach: number };
type Batch = { playlistIds: string[]; part?: UserPart };

/** Skills packed into batches of about CYCLES_PER_STATEMENT; a larger skill alone, split into parts of its people. */
export function planBatches(skills: Weighed[], limit: number): Batch[] {
  const out: Batch[] = [];
  let current: string[] = [];
  let weight = 0;
  for (const s of skills) {
    if (s.reach > limit) {
      const of = Math.ceil(s.reach / limit);
      for (let index = 0; index < of; index++) out.push({ playlistIds: [s.id], part: { of, index } });
      continue;
    }
    if (weight + s.reach > limit && current.length) {
      out.push({ playlistIds: current });
      current = [];
      weight = 0;
    }
    current.push(s.id);
    weight += s.reach;
  }
  if (current.length) out.push({ playlistIds: current });
  return out;
}
