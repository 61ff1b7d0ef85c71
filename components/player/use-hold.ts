'use client';

import { useCallback, useRef } from 'react';

/**
 * Temporary pauses (spec 02 §4): dragging the progress bar, searching and the step menu pause the
 * video and resume it afterwards only if it was playing when the first of them started.
 */
export function useHold(video: HTMLVideoElement | null, resume: () => void) {
  const holds = useRef(new Set<string>());
  const wasPlaying = useRef(false);
  const hold = useCallback(
    (reason: string) => {
      if (holds.current.size === 0) wasPlaying.current = !!video && !video.paused;
      holds.current.add(reason);
      video?.pause();
    },
    [video],
  );
  const release = useCallback(
    (reason: string) => {
      if (!holds.current.delete(reason) || holds.current.size > 0) return;
      if (wasPlaying.current) resume();
      wasPlaying.current = false;
    },
    [resume],
  );
  return { hold, release };
}
