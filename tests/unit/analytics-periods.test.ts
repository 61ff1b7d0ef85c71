import { describe, expect, it } from 'vitest';
import { addDays, periodEnd, quarterStart, rangePieces, trendPieces, type Piece } from '@/lib/analytics/periods';

/** Every day the pieces cover, in order. */
const coveredDays = (pieces: Piece[]) =>
  pieces.flatMap((p) => {
    const out: string[] = [];
    for (let d = p.start; d <= periodEnd(p.grain, p.start); d = addDays(d, 1)) out.push(d);
    return out;
  });
const daysOf = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};

const RANGES = [
  ['2026-08-29', '2026-11-28'],
  ['2025-11-29', '2026-11-28'],
  ['2024-01-01', '2026-12-31'],
  ['2026-03-01', '2026-03-31'],
  ['2026-03-03', '2026-03-09'],
] as const;

describe('rangePieces', () => {
  it('with an open end, reads the last month or week whole past the range', () => {
    expect(rangePieces('2026-08-29', '2026-11-28', true)).toEqual([
      { grain: 'day', start: '2026-08-29' },
      { grain: 'day', start: '2026-08-30' },
      { grain: 'day', start: '2026-08-31' },
      { grain: 'month', start: '2026-09-01' },
      { grain: 'month', start: '2026-10-01' },
      { grain: 'month', start: '2026-11-01' },
    ]);
    // Monday 23 to Saturday 28 November: the week, not six days.
    expect(rangePieces('2026-11-23', '2026-11-28', true)).toEqual([{ grain: 'week', start: '2026-11-23' }]);
    expect(rangePieces('2026-11-23', '2026-11-28')).toHaveLength(6);
  });

  it('reads a whole month as its month row and a whole ISO week as its week row', () => {
    expect(rangePieces('2026-02-01', '2026-02-28')).toEqual([{ grain: 'month', start: '2026-02-01' }]);
    expect(rangePieces('2026-03-02', '2026-03-08')).toEqual([{ grain: 'week', start: '2026-03-02' }]);
    expect(rangePieces('2026-03-04', '2026-03-04')).toEqual([{ grain: 'day', start: '2026-03-04' }]);
  });

  it('a week across a month end is one week; a leap February is one month', () => {
    // Monday 30 March to Sunday 5 April 2026.
    expect(rangePieces('2026-03-30', '2026-04-05')).toEqual([{ grain: 'week', start: '2026-03-30' }]);
    expect(rangePieces('2028-02-01', '2028-02-29')).toEqual([{ grain: 'month', start: '2028-02-01' }]);
    // A week across a new year (Monday 28 December 2026).
    expect(rangePieces('2026-12-28', '2027-01-03')).toEqual([{ grain: 'week', start: '2026-12-28' }]);
  });

  it('tiles any range exactly once with few pieces', () => {
    for (const [from, to] of RANGES) {
      const pieces = rangePieces(from, to);
      expect(coveredDays(pieces)).toEqual(daysOf(from, to));
      expect(pieces.length).toBeLessThanOrEqual(40);
    }
    // Three months: 29–31 August, September, October, 1 November, weeks of 2, 9, 16 November, 23–28 November.
    expect(rangePieces('2026-08-29', '2026-11-28').map((p) => p.grain).join(' ')).toBe(
      'day day day month month day week week week day day day day day day',
    );
  });
});

describe('rangePieces with quarters (the per-workflow rollups)', () => {
  it('reads the first days as one quarter tail and the open end as a quarter', () => {
    expect(periodEnd('quarter', '2026-10-01')).toBe('2026-12-31');
    expect(periodEnd('tail', '2026-08-29')).toBe('2026-09-30');
    expect(periodEnd('tail', '2026-02-15')).toBe('2026-03-31');
    expect(rangePieces('2026-08-29', '2026-11-28', true, 'tail')).toEqual([
      { grain: 'tail', start: '2026-08-29' },
      { grain: 'quarter', start: '2026-10-01' },
    ]);
    // Closed: the tail, October by its month, then November's weeks and days.
    expect(rangePieces('2026-08-29', '2026-11-28', false, 'tail').map((p) => p.grain).join(' ')).toBe(
      'tail month day week week week day day day day day day',
    );
    // A tail never runs past a closed range's end.
    expect(rangePieces('2026-08-29', '2026-09-15', false, 'tail').every((p) => p.grain !== 'tail')).toBe(true);
  });

  it('tiles any range exactly once', () => {
    for (const [from, to] of [...RANGES, ['2026-02-15', '2026-03-31'] as const]) {
      expect(coveredDays(rangePieces(from, to, false, 'tail'))).toEqual(daysOf(from, to));
      const open = coveredDays(rangePieces(from, to, true, 'tail'));
      expect(open.slice(0, daysOf(from, to).length)).toEqual(daysOf(from, to));
    }
    expect(rangePieces('2025-11-29', '2026-11-28', true, 'tail').map((p) => p.grain).join(' ')).toBe('tail quarter quarter quarter quarter');
  });

  it('reads a tail only at the first day (its quarter must have ended), and none with whole quarters only', () => {
    for (const [from, to] of [...RANGES, ['2026-03-30', '2026-09-30'] as const]) {
      for (const openEnd of [false, true]) {
        const tails = rangePieces(from, to, openEnd, 'tail').filter((p) => p.grain === 'tail');
        expect(tails.every((p) => p.start === from)).toBe(true);
        const whole = rangePieces(from, to, openEnd, 'whole');
        expect(whole.some((p) => p.grain === 'tail')).toBe(false);
        expect(coveredDays(whole).slice(0, daysOf(from, to).length)).toEqual(daysOf(from, to));
      }
    }
    // Starting in the current quarter: months, weeks and days, then the next quarters whole.
    expect(rangePieces('2025-11-29', '2026-11-28', true, 'whole').map((p) => p.grain).join(' ')).toBe('day day month quarter quarter quarter quarter');
    expect(quarterStart('2026-08-29')).toBe('2026-07-01');
    expect(quarterStart('2026-01-01')).toBe('2026-01-01');
    expect(quarterStart('2026-12-31')).toBe('2026-10-01');
  });
});

describe('trendPieces', () => {
  it('clips the first and last weeks to the range and reads whole weeks between', () => {
    // Wednesday 4 March to Tuesday 17 March 2026: weeks of 2, 9 and 16 March.
    const pieces = trendPieces('2026-03-04', '2026-03-17', 'week');
    expect(pieces).toEqual([
      ['2026-03-02', { grain: 'day', start: '2026-03-04' }],
      ['2026-03-02', { grain: 'day', start: '2026-03-05' }],
      ['2026-03-02', { grain: 'day', start: '2026-03-06' }],
      ['2026-03-02', { grain: 'day', start: '2026-03-07' }],
      ['2026-03-02', { grain: 'day', start: '2026-03-08' }],
      ['2026-03-09', { grain: 'week', start: '2026-03-09' }],
      ['2026-03-16', { grain: 'day', start: '2026-03-16' }],
      ['2026-03-16', { grain: 'day', start: '2026-03-17' }],
    ]);
  });

  it('monthly points read whole months, the edge months by weeks and days', () => {
    const pieces = trendPieces('2024-01-15', '2026-12-31', 'month');
    expect(pieces.filter(([, p]) => p.grain === 'month')).toHaveLength(35);
    expect(new Set(pieces.map(([key]) => key)).size).toBe(36);
  });
});
