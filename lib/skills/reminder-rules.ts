import { daysLeft } from './dates';

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
