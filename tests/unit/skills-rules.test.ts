import { describe, expect, it } from 'vitest';
import type { SkillAssignment, SkillUserProgress } from '@/db/schema';
import { lapseFor } from '@/lib/skills/cycle';
import { addInterval, addMonths, daysLeft } from '@/lib/skills/dates';
import { effectiveAssignments } from '@/lib/skills/effective';
import { performanceState } from '@/lib/skills/present';
import { planBatches, remindersDue } from '@/lib/skills/reminder-rules';
import { skillNameSchema } from '@/lib/skills/schema';

const d = (iso: string) => new Date(iso);
const assignment = (o: Partial<SkillAssignment>): SkillAssignment => ({
  id: 'a',
  organizationId: 'o',
  playlistId: 'p',
  userId: null,
  teamId: null,
  dueDateIntervalType: null,
  dueDateInterval: null,
  recurrenceMonths: null,
  assignedById: null,
  assignedAt: d('2026-01-01T00:00:00Z'),
  ...o,
});

describe('dates', () => {
  it('adds days, months (clamped to the month end) and years', () => {
    expect(addInterval(d('2026-01-31T10:00:00Z'), 'day', 3)).toEqual(d('2026-02-03T10:00:00Z'));
    expect(addMonths(d('2026-01-31T10:00:00Z'), 1)).toEqual(d('2026-02-28T10:00:00Z'));
    expect(addInterval(d('2028-02-29T00:00:00Z'), 'year', 1)).toEqual(d('2029-02-28T00:00:00Z'));
    expect(addInterval(d('2026-01-01T00:00:00Z'), null, 3)).toBeNull();
  });

  it('counts days left by calendar day', () => {
    expect(daysLeft(d('2026-03-10T08:00:00Z'), d('2026-03-10T23:00:00Z'))).toBe(0);
    expect(daysLeft(d('2026-03-10T08:00:00Z'), d('2026-03-09T23:59:00Z'))).toBe(1);
    expect(daysLeft(d('2026-03-10T08:00:00Z'), d('2026-03-11T00:01:00Z'))).toBe(-1);
  });
});

describe('effectiveAssignments', () => {
  it('prefers the direct assignment, then the earliest team one, and reaches each member once', () => {
    const direct = assignment({ id: 'd', userId: 'u1', assignedAt: d('2026-02-01T00:00:00Z') });
    const teamA = assignment({ id: 't1', teamId: 'A', assignedAt: d('2026-01-01T00:00:00Z') });
    const teamB = assignment({ id: 't2', teamId: 'B', assignedAt: d('2026-01-02T00:00:00Z') });
    const members = [
      { teamId: 'A', userId: 'u1' },
      { teamId: 'A', userId: 'u2' },
      { teamId: 'B', userId: 'u2' },
      { teamId: 'B', userId: 'u3' },
    ];
    const out = effectiveAssignments([teamB, direct, teamA], members);
    expect(Object.fromEntries([...out].map(([u, a]) => [u, a.id]))).toEqual({ u1: 'd', u2: 't1', u3: 't2' });
  });
});

const progress = (o: Partial<SkillUserProgress>): SkillUserProgress => ({
  id: 'x',
  organizationId: 'o',
  playlistId: 'p',
  userId: 'u',
  status: 'not_started',
  percent: 0,
  cycle: 1,
  cycleStartedAt: d('2026-01-01T00:00:00Z'),
  completedAt: null,
  dueAt: null,
  lapsesAt: null,
  updatedAt: d('2026-01-01T00:00:00Z'),
  ...o,
});

describe('states, recurrence and reminders', () => {
  const now = d('2026-06-01T12:00:00Z');
  it('derives overdue and expiring (certificate lapsing within 30 days)', () => {
    expect(performanceState(progress({ status: 'in_progress', dueAt: d('2026-05-31T00:00:00Z') }), now)).toBe('overdue');
    expect(performanceState(progress({ status: 'completed', lapsesAt: d('2026-06-30T00:00:00Z') }), now)).toBe('expiring');
    expect(performanceState(progress({ status: 'completed', lapsesAt: d('2026-08-01T00:00:00Z') }), now)).toBe('completed');
    expect(performanceState(progress({}), now)).toBe('not_started');
  });

  it('sets when a completed cycle lapses: recurrence months after completion, or never', () => {
    expect(lapseFor(assignment({ recurrenceMonths: 12 }), d('2026-01-15T00:00:00Z'))).toEqual(d('2027-01-15T00:00:00Z'));
    expect(lapseFor(assignment({}), now)).toBeNull();
  });

  it('claims every reached left-days threshold but notifies the nearest; overdue from the day after', () => {
    const at = (iso: string) => remindersDue({ status: 'in_progress', cycle: 1, dueAt: d('2026-06-10T09:00:00Z') }, d(iso));
    expect(at('2026-06-02T00:00:00Z')).toEqual({ claim: [], notify: [] });
    expect(at('2026-06-03T00:00:00Z')).toEqual({ claim: ['left-7'], notify: ['left-7'] });
    expect(at('2026-06-09T00:00:00Z')).toEqual({ claim: ['left-7', 'left-1'], notify: ['left-1'] });
    expect(at('2026-06-10T20:00:00Z')).toEqual({ claim: ['left-7', 'left-1'], notify: ['left-1'] });
    expect(at('2026-06-11T00:00:00Z')).toEqual({ claim: ['overdue'], notify: ['overdue'] });
    expect(remindersDue({ status: 'completed', cycle: 3, dueAt: null }, now)).toEqual({ claim: [], notify: [] });
    expect(remindersDue({ status: 'not_started', cycle: 2, dueAt: null }, now)).toEqual({ claim: ['recertify'], notify: ['recertify'] });
  });
});

describe('skill name (§5)', () => {
  it('accepts a normal name and rejects the rule breakers with their keys', () => {
    expect(skillNameSchema.safeParse('Forklift (level 2) & more').success).toBe(true);
    const issue = (v: string) => skillNameSchema.safeParse(v).error?.issues[0]?.message;
    expect(issue('')).toBe('rules.required');
    expect(issue('  ')).toBe('rules.noWhiteSpace');
    expect(issue(' a')).toBe('rules.noWhiteSpace');
    expect(issue('a'.repeat(91))).toBe('rules.max90');
    expect(issue('a<b')).toBe('rules.invalidName');
  });
});

describe("the daily job's statements", () => {
  it('packs skills into batches of about the limit and splits a larger skill into parts of its people', () => {
    const w = (id: string, reach: number) => ({ id, reach });
    expect(planBatches([w('a', 2), w('b', 3), w('c', 4), w('d', 1)], 5)).toEqual([{ playlistIds: ['a', 'b'] }, { playlistIds: ['c', 'd'] }]);
    expect(planBatches([w('a', 1), w('big', 12), w('b', 5)], 5)).toEqual([
      { playlistIds: ['big'], part: { of: 3, index: 0 } },
      { playlistIds: ['big'], part: { of: 3, index: 1 } },
      { playlistIds: ['big'], part: { of: 3, index: 2 } },
      { playlistIds: ['a'] },
      { playlistIds: ['b'] },
    ]);
    expect(planBatches([], 5)).toEqual([]);
  });
});
