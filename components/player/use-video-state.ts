'use client';

import { useEffect, useState } from 'react';

export type VideoState = { time: number; duration: number; paused: boolean; waiting: boolean; loaded: boolean };

const HAVE_CURRENT_DATA = 2;

const INITIAL: VideoState = { time: 0, duration: 0, paused: true, waiting: true, loaded: false };

/** The video element's playback state as React state (time, duration, paused, buffering), reset for each stream. */
export function useVideoState(video: HTMLVideoElement | null, src: string | null): VideoState {
  const [state, setState] = useState<VideoState & { src: string | null }>({ ...INITIAL, src });
  useEffect(() => {
    if (!video) return;
    const update = (patch: (s: VideoState) => Partial<VideoState>) =>
      setState((prev) => {
        const s = prev.src === src ? prev : { ...INITIAL, src };
        return { ...s, ...patch(s) };
      });
    const read = () =>
      update((s) => ({ time: video.currentTime, duration: Number.isFinite(video.duration) ? video.duration : s.duration, paused: video.paused }));
    const waiting = () => update(() => ({ waiting: true }));
    const ready = () => update(() => ({ waiting: false, loaded: true, paused: video.paused }));
    const events: Array<[string, () => void]> = [
      ['timeupdate', read],
      ['durationchange', read],
      ['play', read],
      ['pause', read],
      ['seeked', read],
      ['waiting', waiting],
      ['playing', ready],
      ['canplay', ready],
      ['loadeddata', ready],
    ];
    for (const [name, fn] of events) video.addEventListener(name, fn);
    // The element may be playing already, its 'playing' and 'loadeddata' fired before React
    // listened (the public page's native fast start): start from what it is now.
    let current = true;
    if (video.readyState > 0) {
      queueMicrotask(() => {
        if (!current) return;
        read();
        if (video.readyState >= HAVE_CURRENT_DATA) ready();
      });
    }
    return () => {
      current = false;
      for (const [name, fn] of events) video.removeEventListener(name, fn);
    };
  }, [video, src]);
  if (state.src !== src) return INITIAL;
  return state;
}
