'use client';

import { loadHls } from '@/components/player/load-hls';
import { HLS_MIME_TYPE } from '@/lib/player/fast-start';

/**
 * Starts fetching hls.js while the public page hydrates rather than after it: the player imports
 * the same module when it attaches the stream (an effect, after hydration) and finds it loaded or
 * in flight. Still an on-demand chunk, never in the page's initial JavaScript. Browsers that play
 * HLS themselves do not fetch it here: they already play the page's <source> (native fast start,
 * lib/player/fast-start.ts) and get hls.js with the next step's prefetch.
 */
const needsHls = () =>
  ('MediaSource' in window || 'ManagedMediaSource' in window) && !document.createElement('video').canPlayType(HLS_MIME_TYPE);

if (typeof window !== 'undefined' && needsHls()) void loadHls();

export function HlsWarmup() {
  return null;
}
