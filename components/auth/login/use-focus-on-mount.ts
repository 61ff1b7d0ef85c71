'use client';
import { useEffect } from 'react';

/** Moving to a step puts the keyboard focus on its first input (or heading), so screen readers follow. */
export function useFocusOnMount(elementId: string) {
  useEffect(() => {
    document.getElementById(elementId)?.focus();
  }, [elementId]);
}
