'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type Hls from 'hls.js';
import { isTakingSource } from '@/lib/player/fast-start';
import { levelIndexFor } from '@/lib/player/quality';
import { HLS_BACK_BUFFER_SECONDS } from '@/lib/player/timing';
import { cachingLoader } from './hls-prefetch-cache';
import { loadHls } from './load-hls';

/** `engine` null: nothing attached yet; `adopted`: the server-rendered <source> plays natively (public page fast start). */
export type HlsState = { levels: number[]; playingHeight: number | null; failed: boolean; engine: 'native' | 'hls' | null; adopted: boolean };

const EMPTY: HlsState = { levels: [], playingHeight: null, failed: false, engine: null, adopted: false };

/**
 * The first step's stream as the server rendered it (lib/player/fast-start.ts): its <source> URL,
 * the rungs to offer while it plays, what to do when it fails after it was adopted, and when the
 * browser did not take it at all (the <source> can go).
 */
export type NativeSource = { src: string; levels: number[]; onLost: () => void; onSkipped: () => void };

/**
 * Each step gets a new hls.js instance; the bandwidth the last one measured is where the next
 * one's adaptive choice starts (Auto would otherwise begin every step at the lowest rung).
 */
let lastBandwidth: number | null = null;

export const hasMse = () => typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);

/**
 * The server-rendered start must not come back: a later load() (hls.js's detach calls one) would
 * select a <source> child again, and `autoplay` would start every new stream by itself. React
 * keeps its elements until it re-renders without them; they are inert from here on.
 */
function disarmServerSource(video: HTMLVideoElement) {
  video.autoplay = false;
  for (const source of Array.from(video.querySelectorAll('source'))) source.removeAttribute('src');
}

/**
 * Adopts the stream the browser is already playing from the server-rendered <source>: no hls.js,
 * no new src; the rung height comes from the element. Leaving it stops it the way hls.js's detach
 * stops its own.
 */
function adoptNative(video: HTMLVideoElement, levels: number[], onLost: () => void, setState: (patch: (s: HlsState) => HlsState) => void) {
  const height = () => setState((s) => ({ ...s, playingHeight: video.videoHeight || null }));
  // Capture: a <source>'s own error does not bubble to the element.
  video.addEventListener('error', onLost, true);
  video.addEventListener('resize', height);
  queueMicrotask(() => setState((s) => ({ ...s, engine: 'native', adopted: true, levels, playingHeight: video.videoHeight || null })));
  return () => {
    video.removeEventListener('error', onLost, true);
    video.removeEventListener('resize', height);
    disarmServerSource(video);
    video.load();
    // The next engine reports its own levels and heights.
    setState(() => EMPTY);
  };
}

/**
 * Attaches a step's master playlist to the video: hls.js (loaded on demand, so it never delays
 * the first paint) wherever Media Source Extensions exist, the browser's own HLS otherwise
 * (iOS Safari). `rendition` null is Auto (adaptive), else the rung height to lock to. `start`:
 * the server-rendered <source> of this step, adopted when the browser already plays it.
 */
export function useHls(video: HTMLVideoElement | null, src: string | null, rendition: string | null, start: NativeSource | null = null): HlsState {
  const hlsRef = useRef<Hls | null>(null);
  const renditionRef = useRef(rendition);
  const startRef = useRef(start);
  const startSrc = start?.src ?? null;
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
    startRef.current = start;
  });

  useEffect(() => {
    if (!video || !src) return;
    if (startSrc && isTakingSource(video, new URL(startSrc, window.location.href).href)) {
      return adoptNative(video, startRef.current?.levels ?? [], () => startRef.current?.onLost(), setState);
    }
    // Firefox skipped the <source> (or it failed before hydration, or this is another stream): the normal path.
    disarmServerSource(video);
    if (startSrc) startRef.current?.onSkipped();
    let cancelled = false;
    // Without Media Source Extensions (older iPhones) the browser's own HLS plays: hls.js is not even fetched.
    if (!hasMse() && video.canPlayType('application/vnd.apple.mpegurl')) {
      video.setAttribute('src', src);
      queueMicrotask(() => setState((s) => ({ ...s, engine: 'native' })));
      return () => video.removeAttribute('src');
    }
    void loadHls().then(({ default: HlsClass }) => {
      if (cancelled) return;
      if (!HlsClass.isSupported()) {
        if (video.canPlayType('application/vnd.apple.mpegurl')) {
          video.setAttribute('src', src);
          setState((s) => ({ ...s, engine: 'native' }));
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
      setState((s) => ({ ...s, engine: 'hls' }));
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
  }, [video, src, startSrc, setState]);

  return keyed.src === src ? keyed : EMPTY;
}
