'use client';
import { useEffect, useRef } from 'react';

/** Moves focus to the element once it is shown, so keyboard and screen-reader users start there. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
