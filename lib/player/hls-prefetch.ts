/**
 * HLS prefetch of the next step (spec 02 §9 "HLS prefetch 1 step"): which files to warm. The
 * player reads the next step's master playlist, the variant it will play and that variant's first
 * segment ahead of time, so a step change starts from memory instead of three round trips.
 */

/** How many segments of the next step are fetched ahead (the first covers the start of a step). */
export const PREFETCH_SEGMENTS = 1;
/** Wait this long after the current step starts playing, so the prefetch never competes with it. */
export const PREFETCH_DELAY_MS = 1500;
/** Prefetched files older than this are dropped (signed segment URLs outlive it by hours). */
export const PREFETCH_TTL_MS = 10 * 60 * 1000;

const resolve = (uri: string, base: string) => new URL(uri, base).href;

/** The URI lines of a playlist (not tags, not blanks), each with the tag line before it. */
function uriLines(text: string): Array<{ uri: string; tag: string }> {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const out: Array<{ uri: string; tag: string }> = [];
  lines.forEach((line, i) => {
    if (line && !line.startsWith('#')) out.push({ uri: line, tag: lines[i - 1] ?? '' });
  });
  return out;
}

/**
 * The variant playlist of a master for a rung height (absolute URL), or null when the master
 * has no such rung. `height` null (Auto) takes the first variant, which is where hls.js starts
 * without a bandwidth estimate.
 */
export function variantUrlFor(master: string, masterUrl: string, height: number | null): string | null {
  const variants = uriLines(master)
    .filter((l) => l.tag.startsWith('#EXT-X-STREAM-INF'))
    .map((l) => ({ url: resolve(l.uri, masterUrl), height: Number(/RESOLUTION=\d+x(\d+)/.exec(l.tag)?.[1] ?? NaN) }));
  if (!variants.length) return null;
  if (height === null) return variants[0].url;
  return variants.find((v) => v.height === height)?.url ?? null;
}

/** A media playlist (segments, no variants): what gen2 accounts play directly instead of a master. */
export const isMediaPlaylist = (text: string) => /#EXTINF:/.test(text) && !/#EXT-X-STREAM-INF/.test(text);

/** The first `count` media segments of a variant playlist (absolute URLs), the fMP4 init segment first if there is one. */
export function firstSegmentUrls(media: string, mediaUrl: string, count = PREFETCH_SEGMENTS): string[] {
  const init = /#EXT-X-MAP:.*URI="([^"]+)"/.exec(media)?.[1];
  const segments = uriLines(media)
    .slice(0, count)
    .map((l) => resolve(l.uri, mediaUrl));
  return init ? [resolve(init, mediaUrl), ...segments] : segments;
}

/**
 * The step to warm while one plays: the next one, or the first when repeat workflow loops back
 * after the last; none at the end otherwise, or with repeat step.
 */
export function prefetchStepIndex({ index, count, repeat }: { index: number; count: number; repeat: 'disabled' | 'workflow' | 'step' }): number | null {
  if (repeat === 'step' || count < 2) return null;
  if (index + 1 < count) return index + 1;
  return repeat === 'workflow' ? 0 : null;
}
