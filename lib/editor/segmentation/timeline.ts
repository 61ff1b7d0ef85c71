/**
 * The timeline's zoom tiers (spec 02 §9 "Timeline unit tiers by duration", client-safe). A tier
 * applies to a visible window of up to `max` seconds; its Timeline unit (spec 02 §3: width, time,
 * unit, intervalNumber) puts a labelled tick every `time` seconds, `intervalNumber` ticks across
 * the window, each `width` pixels: (window width − 64 − 40) / intervalNumber. Where the spec gives
 * no count of splits, the window's ticks are counted (max / time).
 */
export type TimelineTier = { max: number; time: number; unit: 'min' | 's'; intervalNumber: number };
export type TimelineUnit = { width: number; time: number; unit: 'min' | 's'; intervalNumber: number };

const tier = (max: number, time: number, intervalNumber = Math.ceil(max / time)): TimelineTier => ({
  max,
  time,
  unit: time >= 60 ? 'min' : 's',
  intervalNumber,
});

/** Widest window first. */
export const TIMELINE_TIERS: readonly TimelineTier[] = [
  tier(2400, 600, 6),
  tier(1800, 600, 4),
  tier(1200, 300),
  tier(900, 300),
  tier(540, 180),
  tier(360, 120),
  tier(240, 60),
  tier(180, 60),
  tier(120, 30),
  tier(90, 30),
  tier(60, 20),
  tier(40, 10),
  tier(30, 10),
];

/** Margins the spec subtracts from the window width. */
const TIMELINE_MARGIN = 64 + 40;

/** The tiers an author can zoom through for a video: the one that shows it whole, and every closer one. */
export function zoomLevels(duration: number): TimelineTier[] {
  const fits = TIMELINE_TIERS.filter((t) => t.max >= duration);
  const widest = fits.length ? fits[fits.length - 1] : TIMELINE_TIERS[0];
  return TIMELINE_TIERS.filter((t) => t.max <= widest.max);
}

export function timelineUnit(t: TimelineTier, windowWidth: number): TimelineUnit {
  const width = Math.max(24, (windowWidth - TIMELINE_MARGIN) / t.intervalNumber);
  return { width, time: t.time, unit: t.unit, intervalNumber: t.intervalNumber };
}

/** Pixels per second of a tier in a window of this width. */
export const pixelsPerSecond = (t: TimelineTier, windowWidth: number) => timelineUnit(t, windowWidth).width / t.time;

/** Tick times (seconds) over a video of this duration. */
export const tickTimes = (t: TimelineTier, duration: number) =>
  Array.from({ length: Math.floor(duration / t.time) + 1 }, (_, i) => i * t.time);

/** Segment times are rounded to 2 decimals (spec 02 §9). */
export const roundTime = (seconds: number) => Math.round(seconds * 100) / 100;
