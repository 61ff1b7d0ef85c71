import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/rows';
import { addInterval, daysLeft } from '@/lib/skills/dates';
import { daysLeftSql, dueForSql } from '@/lib/skills/progress-sync';
import { kindsValues } from '@/lib/skills/reminder-queries';
import { remindersDue } from '@/lib/skills/reminder-rules';
import type { DueIntervalType } from '@/lib/skills/schema';
import { db } from '../helpers/factories';

// The daily job and the matrix apply the skills' date and reminder rules in SQL; the pure functions
// of lib/skills are their reference. Both must agree on every case people depend on: month ends,
// leap years, the UTC day boundary, skipped days.
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const starts = ['2026-01-31T10:00:00.123Z', '2028-02-29T00:00:00Z', '2026-03-31T23:59:59Z', '2026-12-15T12:00:00Z', '2026-10-25T01:30:00Z'].map((s) => new Date(s));
const intervals: [DueIntervalType | null, number | null][] = [['day', 3], ['day', 400], ['month', 1], ['month', 13], ['year', 1], ['year', 4], [null, 3], ['day', null], ['month', 0]];

describe('skills rules in SQL agree with lib/skills', () => {
  it('due dates: the interval after the start, months clamped to the month end, in UTC', async () => {
    const d = await db();
    for (const from of starts) {
      for (const [type, n] of intervals) {
        const due = dueForSql(sql`${type}::text`, sql`${n}::int`, ts(from));
        const [row] = rowsOf<{ ms: string | null }>(await d.execute(sql`select (extract(epoch from ${due}) * 1000)::text as ms`));
        const expected = addInterval(from, type, n);
        expect(row.ms === null ? null : Math.round(Number(row.ms)), `${from.toISOString()} + ${n} ${type}`).toEqual(expected?.getTime() ?? null);
      }
    }
  });

  it('days left and the reminders due, for every day around the due date', async () => {
    const d = await db();
    const due = new Date('2026-06-10T09:00:00Z');
    for (let hours = -24 * 10; hours <= 24 * 3; hours += 7) {
      const now = new Date(due.getTime() + hours * 3_600_000);
      for (const cycle of [1, 2]) {
        const left = daysLeftSql(ts(due), ts(now));
        const result = await d.execute(sql`
          select k.kind, k.notify from (select ${left} as days_left, ${cycle}::int as cycle) c
          cross join lateral (values ${kindsValues(sql`c.days_left`, sql`c.cycle`)}) as k(kind, notify, hit) where k.hit`);
        const rows = rowsOf<{ kind: string; notify: boolean }>(result);
        const expected = remindersDue({ status: 'in_progress', cycle, dueAt: due }, now);
        const label = `${now.toISOString()} cycle ${cycle}`;
        expect(rows.map((r) => r.kind).sort(), label).toEqual([...expected.claim].sort());
        expect(rows.filter((r) => r.notify).map((r) => r.kind).sort(), label).toEqual([...expected.notify].sort());
        const [{ n }] = rowsOf<{ n: number }>(await d.execute(sql`select ${left} as n`));
        expect(Number(n), label).toBe(daysLeft(due, now));
      }
    }
  });
});
