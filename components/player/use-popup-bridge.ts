'use client';

import { useEffect, useRef } from 'react';
import { POPUP_CLOSE_MESSAGE, POPUP_ENDED_MESSAGE } from '@/lib/player/popup';

/** Asks the page around the popup player to close it (same origin only). */
export function closePopup() {
  if (window.parent !== window) window.parent.postMessage(POPUP_CLOSE_MESSAGE, window.location.origin);
}

/** Tells the page around the popup player that the workflow played to its end (the skill player updates its progress). */
export function notifyWorkflowEnded() {
  if (window.parent !== window) window.parent.postMessage(POPUP_ENDED_MESSAGE, window.location.origin);
}

/**
 * Inside a popup, Escape closes the popup: keys typed in a frame never reach the page's dialog.
 * Not while one of the player's own panels is open (Escape closes that first) or in fullscreen.
 */
export function usePopupBridge(enabled: boolean, isPanelOpen: boolean) {
  const open = useRef(isPanelOpen);
  useEffect(() => {
    open.current = isPanelOpen;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || open.current || document.fullscreenElement) return;
      closePopup();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
