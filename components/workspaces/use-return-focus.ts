'use client';
import { useCallback, useRef } from 'react';
import { currentOpener, focusOpener, type Opener } from '@/components/ui/opener';

export { currentOpener, focusOpener, type Opener } from '@/components/ui/opener';

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
