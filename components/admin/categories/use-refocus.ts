'use client';
import { useEffect, useMemo, useRef } from 'react';

/**
 * Puts focus back after a list re-renders in a new order: the first of the given element ids that
 * exists and is enabled wins. Call the returned function before the change; `version` is the data.
 */
export function useRefocus(version: unknown) {
  const pending = useRef<string[] | null>(null);
  useEffect(() => {
    const ids = pending.current;
    if (!ids) return;
    pending.current = null;
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        return;
      }
    }
  }, [version]);
  return useMemo(
    () => ({
      after: (ids: string[]) => {
        pending.current = ids;
      },
      cancel: () => {
        pending.current = null;
      },
    }),
    [],
  );
}
