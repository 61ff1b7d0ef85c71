'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { CONTROLS_HIDE_MS } from '@/lib/player/timing';

/** Controls hide after 4 s without pointer, touch or key activity while playing (spec 02 §4). */
export function useControlsIdle(isPlaying: boolean, isPinned: boolean) {
  const [isIdle, setIdle] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const arm = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setIdle(true), CONTROLS_HIDE_MS);
  }, []);
  const wake = useCallback(() => {
    setIdle(false);
    arm();
  }, [arm]);
  useEffect(() => {
    arm();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [arm, isPlaying]);
  return { hidden: isPlaying && !isPinned && isIdle, wake };
}
