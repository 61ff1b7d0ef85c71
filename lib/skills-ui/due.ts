import { DUE_INTERVAL_TYPES, type DueIntervalType, type MembersPatchInput, type PerformanceState, type SkillProgressView } from '@/lib/skills/schema';

export { DUE_INTERVAL_TYPES };

/** The users tab's due settings as typed: no due date, or N years/months/days after assignment. */
export type DueForm = { type: DueIntervalType | ''; interval: string; recurrence: string };
export const EMPTY_DUE: DueForm = { type: '', interval: '', recurrence: '' };

const positive = (value: string, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
};

/** The due fields of PATCH /skills/{id}/members, or the rule key the form shows. */
export function dueFields(form: DueForm): { ok: true; value: Pick<MembersPatchInput, 'dueDateIntervalType' | 'dueDateInterval' | 'recurrenceMonths'> } | { ok: false; error: string } {
  let recurrenceMonths: number | null = null;
  if (form.recurrence.trim()) {
    recurrenceMonths = positive(form.recurrence.trim(), 120);
    if (recurrenceMonths === null) return { ok: false, error: 'skillsUi.users.recurrenceInvalid' };
  }
  if (!form.type) return { ok: true, value: { dueDateIntervalType: null, dueDateInterval: null, recurrenceMonths } };
  const interval = positive(form.interval.trim(), 3650);
  if (interval === null) return { ok: false, error: 'skillsUi.users.intervalInvalid' };
  return { ok: true, value: { dueDateIntervalType: form.type, dueDateInterval: interval, recurrenceMonths } };
}

/** What a learner's due line says: nothing, days left, due today or overdue by N days. */
export type DueLabel = { key: 'none' } | { key: 'dueIn' | 'overdue'; days: number } | { key: 'dueToday' } | { key: 'completed' };

export function dueLabel(p: Pick<SkillProgressView, 'dueDaysLeft' | 'status'>): DueLabel {
  if (p.status === 'completed') return { key: 'completed' };
  if (p.dueDaysLeft === null) return { key: 'none' };
  if (p.dueDaysLeft < 0) return { key: 'overdue', days: -p.dueDaysLeft };
  if (p.dueDaysLeft === 0) return { key: 'dueToday' };
  return { key: 'dueIn', days: p.dueDaysLeft };
}

/** Order of the states in legends and filters. */
export const STATE_ORDER: readonly PerformanceState[] = ['not_started', 'in_progress', 'completed', 'overdue', 'expiring'];
