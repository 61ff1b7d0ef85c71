/** Quality (spec 02 §9): Auto, 360, 480, 720, 1080; default 720; downlink ≥ 10 Mbit/s → 1080, ≥ 1 → 480. */
export const QUALITIES = ['auto', '360', '480', '720', '1080'] as const;
export type Quality = (typeof QUALITIES)[number];
export const DEFAULT_QUALITY: Quality = '720';

/**
 * The starting quality from the connection's downlink estimate (Mbit/s, when the browser gives
 * one). Below 1 Mbit/s the spec names no value: we take the smallest rung, the only one such a
 * link can play without stalling.
 */
export function qualityForDownlink(downlink: number | null | undefined): Quality {
  if (downlink === null || downlink === undefined || !Number.isFinite(downlink)) return DEFAULT_QUALITY;
  if (downlink >= 10) return '1080';
  if (downlink >= 1) return '480';
  return '360';
}

/** The qualities a step offers: Auto plus the rungs it was transcoded to, in the spec's order. */
export const availableQualities = (renditions: readonly string[]): Quality[] =>
  QUALITIES.filter((q) => q === 'auto' || renditions.includes(q));

/**
 * The rung to play for a wanted quality: that rung, else the largest below it, else the smallest
 * there is (a 480 wish on a 720-only step). Null for Auto (the adaptive choice).
 */
export function renditionFor(quality: Quality, renditions: readonly string[]): string | null {
  if (quality === 'auto' || !renditions.length) return null;
  const heights = renditions.map(Number).filter(Number.isFinite).sort((a, b) => a - b);
  const wanted = Number(quality);
  const below = heights.filter((h) => h <= wanted);
  return String(below.length ? below[below.length - 1] : heights[0]);
}

/** The hls.js level index of a rung (levels carry a height), or −1 (auto) when there is none. */
export function levelIndexFor(rendition: string | null, levels: readonly { height: number }[]): number {
  if (rendition === null) return -1;
  return levels.findIndex((l) => l.height === Number(rendition));
}

export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
