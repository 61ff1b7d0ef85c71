/** Spec 02 §9 text-to-speech constants. */
export const TTS = {
  /** A completed block whose duration moved more than this (with automatic speed) is stale. */
  tolerance: 0.02,
  /** Audio within this of the block span is corrected to the span (padded with silence). */
  autoCorrectThreshold: 0.75,
  /** Time of a block without audio. */
  defaultBlockTime: 0.5,
  /** Span of a block added at the playhead. */
  newBlockSpan: 3,
  /** Gaps between blocks longer than this are shown as marked pauses. */
  pauseGap: 1,
  defaultSpeed: 1,
  /** The speed control's value when the selected blocks have different speeds. */
  mixedSpeed: -1,
  minSpeed: 0.5,
  maxSpeed: 2,
  maxTextLength: 2000,
  maxBlocksPerRequest: 50,
} as const;

/** Times kept to 2 decimals, as segment times (spec 02 §9). */
export const round2 = (value: number) => Math.round(value * 100) / 100;
