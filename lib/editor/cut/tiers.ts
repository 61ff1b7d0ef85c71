/**
 * Timeline zoom tiers (spec 02 §9): by the video's duration, the time one ruler unit stands for
 * and how many units ("splits") fill the visible width. Zooming moves between tiers.
 */
export type TimelineTier = { maxDuration: number; unitSeconds: number; splits: number };

export const TIMELINE_TIERS: readonly TimelineTier[] = [
  { maxDuration: 2400, unitSeconds: 600, splits: 6 },
  { maxDuration: 1800, unitSeconds: 600, splits: 4 },
  { maxDuration: 1200, unitSeconds: 300, splits: 4 },
  { maxDuration: 900, unitSeconds: 300, splits: 3 },
  { maxDuration: 540, unitSeconds: 180, splits: 3 },
  { maxDuration: 360, unitSeconds: 120, splits: 3 },
  { maxDuration: 240, unitSeconds: 60, splits: 4 },
  { maxDuration: 180, unitSeconds: 60, splits: 3 },
  { maxDuration: 120, unitSeconds: 30, splits: 4 },
  { maxDuration: 90, unitSeconds: 30, splits: 3 },
  { maxDuration: 60, unitSeconds: 20, splits: 3 },
  { maxDuration: 40, unitSeconds: 10, splits: 4 },
  { maxDuration: 30, unitSeconds: 10, splits: 3 },
];

/** Spec 02 §3 Timeline unit. */
export type TimelineUnit = { width: number; time: number; unit: 'min' | 's'; intervalNumber: number };

/** The tier a duration starts at: the smallest whose maximum still holds it (the largest beyond 2400 s). */
export function tierIndexFor(duration: number): number {
  let index = 0;
  TIMELINE_TIERS.forEach((tier, i) => {
    if (duration <= tier.maxDuration) index = i;
  });
  return index;
}

/** Zoom: 0 is the tier of the duration; each step in uses the next finer tier (bounded). */
export function timelineUnit(duration: number, zoom: number, windowWidth: number): TimelineUnit {
  const index = Math.min(TIMELINE_TIERS.length - 1, Math.max(0, tierIndexFor(duration) + zoom));
  const tier = TIMELINE_TIERS[index];
  const width = Math.max(40, (windowWidth - 64 - 40) / tier.splits);
  return { width, time: tier.unitSeconds, unit: tier.unitSeconds >= 60 ? 'min' : 's', intervalNumber: tier.splits };
}

/** How far the zoom may go in (finer) and out from a duration's own tier. */
export const zoomBounds = (duration: number) => ({ min: -tierIndexFor(duration), max: TIMELINE_TIERS.length - 1 - tierIndexFor(duration) });

/** Pixels per second at a unit. */
export const pixelsPerSecond = (unit: TimelineUnit) => unit.width / unit.time;
