'use client';

import { loadHls } from '@/components/player/load-hls';

/**
 * Starts fetching hls.js while the public page hydrates rather than after it: the player imports
 * the same module when it attaches the stream (an effect, after hydration) and finds it loaded or
 * in flight. Still an on-demand chunk, never in the page's initial JavaScript; browsers without
 * Media Source Extensions (they play HLS natively) do not fetch it at all.
 */
if (typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window)) void loadHls();

export function HlsWarmup() {
  return null;
}
