'use client';

import { useEffect, useState } from 'react';
import { RESIZE_DEBOUNCE_MS } from '@/lib/player/layout';

/**
 * An element's width in CSS pixels, null until measured. The first measurement is taken at once
 * (no layout jump after load); later resizes settle for 500 ms first (spec 02 §9), so dragging a
 * window edge does not re-render the player on every frame.
 */
export function useElementWidth(element: HTMLElement | null, debounceMs = RESIZE_DEBOUNCE_MS): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let measured = false;
    const observer = new ResizeObserver((entries) => {
      const next = Math.round(entries[entries.length - 1].contentRect.width);
      clearTimeout(timer);
      if (!measured) {
        measured = true;
        setWidth(next);
      } else timer = setTimeout(() => setWidth(next), debounceMs);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [element, debounceMs]);
  return width;
}
