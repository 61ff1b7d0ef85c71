/**
 * The one place hls.js is imported at run time: its light build, about a third smaller than the
 * full one, fetched on demand so it never weighs on a page's initial JavaScript. The player, the
 * public page's warm-up and the prefetch all share this chunk.
 */
export function loadHls() {
  return import('hls.js/light');
}
