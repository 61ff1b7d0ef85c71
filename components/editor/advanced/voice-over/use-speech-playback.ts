'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Playback } from '@/lib/tts/blocks';

/** Plays one block's audio at a time; its playback state feeds the block status (audioLoading, playing). */
export function useSpeechPlayback() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [state, setState] = useState<{ key: string; playback: Playback } | null>(null);
  const stop = useCallback(() => {
    audio.current?.pause();
    audio.current = null;
    setState(null);
  }, []);
  const toggle = useCallback(
    (key: string, url: string) => {
      const same = state?.key === key;
      stop();
      if (same) return;
      const element = new Audio(url);
      audio.current = element;
      setState({ key, playback: 'loading' });
      element.addEventListener('playing', () => setState({ key, playback: 'playing' }));
      element.addEventListener('ended', () => setState(null));
      element.addEventListener('error', () => setState(null));
      element.play().catch(() => setState(null));
    },
    [state, stop],
  );
  useEffect(() => () => audio.current?.pause(), []);
  const playbackOf = (key: string): Playback => (state?.key === key ? state.playback : null);
  return { toggle, stop, playbackOf };
}
