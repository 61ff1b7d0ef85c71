'use client';

import { useEffect } from 'react';
import { PREFETCH_DELAY_MS } from '@/lib/player/hls-prefetch';
import { clearPrefetch, prefetchStep } from './hls-prefetch-cache';
import { loadHls } from './load-hls';

/**
 * While a step plays, warms the step that comes next (spec 02 §9 "HLS prefetch 1 step") a moment
 * after playback started, so a step change begins from memory. `isPlaying` only while a stream
 * hls.js will follow plays (hls.js itself or the public page's native start where MSE exists).
 * `height` is the rung the next step will play (null: Auto's first variant).
 */
export function useHlsPrefetch({ isPlaying, url, height }: { isPlaying: boolean; url: string | null; height: number | null }) {
  useEffect(() => {
    if (!isPlaying || !url) return;
    const timer = setTimeout(() => {
      // hls.js itself too: a natively started first step never needed it, the next one will.
      void loadHls();
      void prefetchStep(url, height);
    }, PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isPlaying, url, height]);
  useEffect(() => clearPrefetch, []);
}
