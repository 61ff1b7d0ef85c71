// The calendar periods the rollups keep (UTC days, ISO weeks from Monday, months; for the
// per-workflow rollups also quarters and quarter tails) and the fewest of them that cover a range
// exactly, so a read costs about the same for a week or three years.

/** `tail`: from its start day to the end of that day's quarter (per-workflow rollups only). */
export type Grain = 'day' | 'week' | 'month' | 'quarter' | 'tail';
export type Piece = { grain: Grain; start: string };

const DAY_MS = 86_400_000;
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => iso(ms(day) + n * DAY_MS);

/** The first day of the quarter `day` lies in. */
export function quarterStart(day: string): string {
  const d = new Date(ms(day));
  return iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - (d.getUTCMonth() % 3), 1));
}

/** The last day of the period of `grain` that starts on `start`. */
export function periodEnd(grain: Grain, start: string): string {
  if (grain === 'day') return start;
  if (grain === 'week') return addDays(start, 6);
  const d = new Date(ms(start));
  const months = grain === 'month' ? 1 : 3;
  const first = grain === 'tail' ? d.getUTCMonth() - (d.getUTCMonth() % 3) : d.getUTCMonth();
  return iso(Date.UTC(d.getUTCFullYear(), first + months, 1) - DAY_MS);
}

/**
 * With `quarters` (the per-workflow rollups): `whole`, a quarter that began on its 1st may end a
 * day too; `tail`, also the tail of the range's first day (to its quarter's end). Tails are kept
 * only for quarters that have ended (lib/analytics/rollup-screens.ts), so a reader asks for them
 * only when the first day's quarter has.
 */
export type Quarters = false | 'whole' | 'tail';

/**
 * The fewest whole periods that tile [from, to] (both included): a shortest path over the days,
 * where a day may end a day, a week that began on a Monday inside the range, or a month that began
 * on its 1st inside the range. Three months read as 2–3 months and a few weeks and days. With
 * `openEnd` (nothing happened after `to`) the last period may run past `to`: a range ending today
 * then reads this month and week whole instead of their days. With quarters (above) a range reads
 * as its first day's tail and whole quarters, whatever its length.
 */
export function rangePieces(from: string, to: string, openEnd = false, quarters: Quarters = false): Piece[] {
  const first = ms(from);
  const n = Math.round((ms(to) - first) / DAY_MS) + 1;
  if (n <= 0) return [];
  // best[i]: fewest pieces covering the first i days; via[j]: the grain of the piece ending on day
  // j - 1, which starts on day prev[j]. Days are counted from `from` (no date strings in the loop:
  // a list read tiles its range three times, and formatting every day cost ~0.5 ms and garbage).
  const best = new Array<number>(n + 1).fill(Infinity);
  const via = new Array<Grain | null>(n + 1).fill(null);
  const prev = new Array<number>(n + 1).fill(0);
  best[0] = 0;
  const take = (i: number, grain: Grain, days: number) => {
    const j = openEnd ? Math.min(i + days, n) : i + days;
    if (j <= n && best[i]! + 1 < best[j]!) {
      best[j] = best[i]! + 1;
      via[j] = grain;
      prev[j] = i;
    }
  };
  for (let i = 0; i < n; i++) {
    if (best[i] === Infinity) continue;
    const t = first + i * DAY_MS;
    const d = new Date(t);
    const year = d.getUTCFullYear();
    const month = d.getUTCMonth();
    const daysTo = (monthsLater: number, from: number) => Math.round((Date.UTC(year, from + monthsLater, 1) - t) / DAY_MS);
    take(i, 'day', 1);
    if (d.getUTCDay() === 1) take(i, 'week', 7);
    if (d.getUTCDate() === 1) take(i, 'month', daysTo(1, month));
    const quarterStart = d.getUTCDate() === 1 && month % 3 === 0;
    if (quarters && quarterStart) take(i, 'quarter', daysTo(3, month));
    else if (quarters === 'tail' && i === 0) take(i, 'tail', daysTo(3, month - (month % 3)));
  }
  const out: Piece[] = [];
  for (let j = n; j > 0; j = prev[j]!) out.push({ grain: via[j]!, start: iso(first + prev[j]! * DAY_MS) });
  return out.reverse();
}

/** The periods of a trend from the one containing `from` to the one containing `to`, by their first day. */
export function periodStarts(from: string, to: string, grain: Grain): string[] {
  const out: string[] = [];
  const start = new Date(ms(from));
  if (grain === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  if (grain === 'month') start.setUTCDate(1);
  for (const d = start; iso(d.getTime()) <= to; ) {
    out.push(iso(d.getTime()));
    if (grain === 'day') d.setUTCDate(d.getUTCDate() + 1);
    else if (grain === 'week') d.setUTCDate(d.getUTCDate() + 7);
    else d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out;
}

/** Each trend period clipped to the range, as its pieces: [period start, piece] pairs. */
export function trendPieces(from: string, to: string, grain: Grain): [string, Piece][] {
  return periodStarts(from, to, grain).flatMap((p) => {
    const clippedFrom = p < from ? from : p;
    const end = periodEnd(grain, p);
    return rangePieces(clippedFrom, end > to ? to : end).map((piece): [string, Piece] => [p, piece]);
  });
}
