'use client';
import { useCallback, useRef } from 'react';

export type Opener = { element: HTMLElement | null; id: string };

/** What had the focus when a dialog opened (its id too: a refreshed table re-creates its buttons). */
export function currentOpener(): Opener {
  const element = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  return { element, id: element?.id ?? '' };
}

/** Focuses the opener again, found by id if its element was replaced, else the fallback (the page heading). */
export function focusOpener(opener: Opener | null, fallbackId?: string) {
  const target =
    (opener?.element?.isConnected ? opener.element : null) ??
    (opener?.id ? document.getElementById(opener.id) : null) ??
    (fallbackId ? document.getElementById(fallbackId) : null);
  target?.focus();
}

/**
 * Dialogs opened from a table row have no Radix trigger to return to, so the opener is
 * remembered here and focused again on close; if it has gone (a deleted row), the fallback
 * takes the focus instead of the document body.
 */
export function useReturnFocus(fallbackId?: string) {
  const opener = useRef<Opener | null>(null);
  const remember = useCallback(() => {
    opener.current = currentOpener();
  }, []);
  // After the frame in which the dialog unmounts, so its focus trap has let go.
  const restore = useCallback(() => requestAnimationFrame(() => focusOpener(opener.current, fallbackId)), [fallbackId]);
  // After a deletion the opener's row is about to go (the refresh is still on its way): straight to the fallback.
  const toFallback = useCallback(() => requestAnimationFrame(() => focusOpener(null, fallbackId)), [fallbackId]);
  return { remember, restore, toFallback };
}
