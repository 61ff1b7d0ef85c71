'use client';

import { useCallback, useState, type RefObject } from 'react';
import type { NativeStart } from '@/lib/player/fast-start';
import type { NativeSource } from './use-hls';

type Pending = { position: number; play: boolean };

type UseNativeStartInput = {
  /** The public page's server-rendered start (null everywhere else). */
  nativeStart: NativeStart | null;
  /** The player shows the step the server rendered the start for. */
  isStartStep: boolean;
  renditions: string[];
  /** The player's current <video> (use-player.ts's live values). */
  liveRef: RefObject<{ video: HTMLVideoElement | null }>;
  /** Where the next engine starts (use-player.ts's seek-and-play on loadedmetadata). */
  pendingRef: RefObject<Pending | null>;
};

/**
 * The public page's native fast start (lib/player/fast-start.ts) inside the player: the <source>
 * the video renders — offered while the initial step may play it, never again once left — and
 * leaving it for hls.js from where it was.
 */
export function useNativeStart({ nativeStart, isStartStep, renditions, liveRef, pendingRef }: UseNativeStartInput) {
  const [startSource, setStartSource] = useState(nativeStart?.src ?? null);
  const [isSkipped, setSkipped] = useState(false);
  const skip = useCallback(() => setSkipped(true), []);
  const leave = useCallback(() => {
    const v = liveRef.current.video;
    // The next engine continues where the native stream was, unless the first play is still to come.
    if (v && v.readyState > 0 && !pendingRef.current) pendingRef.current = { position: v.currentTime, play: !v.paused };
    setStartSource(null);
  }, [liveRef, pendingRef]);
  const source: NativeSource | null = isStartStep && startSource ? { src: startSource, levels: renditions.map(Number), onLost: leave, onSkipped: skip } : null;
  return {
    /** For useHls: the stream it may adopt. */
    source,
    /** For the <video>: its <source> (and type) and autoplay flag, until the start is left or the browser skipped it. */
    rendered: startSource && nativeStart && !isSkipped ? { src: startSource, type: nativeStart.type, autoPlay: nativeStart.autoPlay } : null,
    /** The rung the native start plays. */
    rendition: nativeStart?.rendition ?? null,
    /** Give the native stream up (a step change, another quality, a failure). */
    leave,
  };
}
