'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type Hls from 'hls.js';
import { levelIndexFor } from '@/lib/player/quality';
import { HLS_BACK_BUFFER_SECONDS } from '@/lib/player/timing';
import { cachingLoader } from './hls-prefetch-cache';
import { loadHls } from './load-hls';

export type HlsState = { levels: number[]; playingHeight: number | null; failed: boolean; native: boolean };

const EMPTY: HlsState = { levels: [], playingHeight: null, failed: false, native: false };

/**
 * Each step gets a new hls.js instance; the bandwidth the last one measured is where the next
 * one's adaptive choice starts (Auto would otherwise begin every step at the lowest rung).
 */
let lastBandwidth: number | null = null;

const hasMse = () => typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);

/**
 * Attaches a step's master playlist to the video: hls.js (loaded on demand, so it never delays
 * the first paint) wherever Media Source Extensions exist, the browser's own HLS otherwise
 * (iOS Safari). `rendition` null is Auto (adaptive), else the rung height to lock to.
 */
export function useHls(video: HTMLVideoElement | null, src: string | null, rendition: string | null): HlsState {
  const hlsRef = useRef<Hls | null>(null);
  const renditionRef = useRef(rendition);
  const [keyed, setKeyed] = useState<HlsState & { src: string | null }>({ ...EMPTY, src });
  // Every update belongs to one stream: a new source starts from EMPTY.
  const setState = useCallback(
    (patch: (s: HlsState) => HlsState) => setKeyed((prev) => ({ ...patch(prev.src === src ? prev : EMPTY), src })),
    [src],
  );

  useEffect(() => {
    renditionRef.current = rendition;
    const hls = hlsRef.current;
    if (hls && hls.levels.length) hls.currentLevel = levelIndexFor(rendition, hls.levels);
  }, [rendition]);

  useEffect(() => {
    if (!video || !src) return;
    let cancelled = false;
    // Without Media Source Extensions (older iPhones) the browser's own HLS plays: hls.js is not even fetched.
    if (!hasMse() && video.canPlayType('application/vnd.apple.mpegurl')) {
      video.setAttribute('src', src);
      queueMicrotask(() => setState((s) => ({ ...s, native: true })));
      return () => video.removeAttribute('src');
    }
    void loadHls().then(({ default: HlsClass }) => {
      if (cancelled) return;
      if (!HlsClass.isSupported()) {
        if (video.canPlayType('application/vnd.apple.mpegurl')) {
          video.setAttribute('src', src);
          setState((s) => ({ ...s, native: true }));
        } else setState((s) => ({ ...s, failed: true }));
        return;
      }
      const hls = new HlsClass({
        backBufferLength: HLS_BACK_BUFFER_SECONDS,
        capLevelToPlayerSize: false,
        // Serves the next step's playlists and first segment from the prefetch (hls-prefetch-cache.ts).
        loader: cachingLoader(HlsClass.DefaultConfig.loader),
        ...(lastBandwidth ? { abrEwmaDefaultEstimate: lastBandwidth } : {}),
      });
      hlsRef.current = hls;
      hls.on(HlsClass.Events.MANIFEST_PARSED, () => {
        const level = levelIndexFor(renditionRef.current, hls.levels);
        hls.startLevel = level;
        // A chosen quality is a lock (startLevel alone lets the adaptive logic move away from it).
        if (level >= 0) hls.currentLevel = level;
        setState((s) => ({ ...s, levels: hls.levels.map((l) => l.height) }));
      });
      hls.on(HlsClass.Events.LEVEL_SWITCHED, (_event, data) => {
        setState((s) => ({ ...s, playingHeight: hls.levels[data.level]?.height ?? null }));
      });
      let recoveries = 0;
      hls.on(HlsClass.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        // Spec 02 §8: a failed HLS play is reported; two recoveries first (a network blip, a decode hiccup).
        if (recoveries < 2 && data.type === HlsClass.ErrorTypes.NETWORK_ERROR) {
          recoveries += 1;
          hls.startLoad();
        } else if (recoveries < 2 && data.type === HlsClass.ErrorTypes.MEDIA_ERROR) {
          recoveries += 1;
          hls.recoverMediaError();
        } else setState((s) => ({ ...s, failed: true }));
      });
      hls.loadSource(src);
      hls.attachMedia(video);
    });
    return () => {
      cancelled = true;
      const estimate = hlsRef.current?.bandwidthEstimate;
      if (estimate && Number.isFinite(estimate)) lastBandwidth = estimate;
      hlsRef.current?.destroy();
      hlsRef.current = null;
      if (video.src && !video.src.startsWith('blob:')) video.removeAttribute('src');
    };
  }, [video, src, setState]);

  return keyed.src === src ? keyed : EMPTY;
}
