import type { DueIntervalType } from './schema';

const DAY_MS = 86_400_000;

/** Adds whole months in UTC, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** The due date of a cycle started at `from`: `interval` days, months or years later (null: none). */
export function addInterval(from: Date, type: DueIntervalType | null | undefined, interval: number | null | undefined): Date | null {
  if (!type || !interval) return null;
  if (type === 'day') return new Date(from.getTime() + interval * DAY_MS);
  return addMonths(from, type === 'year' ? interval * 12 : interval);
}

/**
 * Whole days from `now` to `due`, counted by UTC calendar day: 0 on the due day, 1 the day
 * before, -1 the day after (overdue).
 */
export function daysLeft(due: Date, now: Date): number {
  const day = (d: Date) => Math.floor(d.getTime() / DAY_MS);
  return day(due) - day(now);
}

export const isDueIntervalType = (v: string | null | undefined): v is DueIntervalType => v === 'year' || v === 'month' || v === 'day';
