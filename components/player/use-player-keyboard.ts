'use client';

import { useEffect, useRef } from 'react';
import { isTypingTarget, shortcutFor, type ShortcutAction, type ShortcutContext } from '@/lib/player/keyboard';

/** Space, F and T anywhere on the page, except while typing or with the search, menu or Q&A open. */
export function usePlayerKeyboard(ctx: Omit<ShortcutContext, 'isTyping'>, run: (action: ShortcutAction) => void) {
  const latest = useRef({ ctx, run });
  useEffect(() => {
    latest.current = { ctx, run };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const isTyping = isTypingTarget(target);
      // A focused button already answers Space itself; doing it here too would toggle twice.
      if (event.key === ' ' && target?.closest('button, [role="switch"], [role="tab"], a, input[type="range"]')) return;
      const action = shortcutFor(event.key, { ...latest.current.ctx, isTyping }, event.ctrlKey || event.metaKey || event.altKey);
      if (!action) return;
      event.preventDefault();
      latest.current.run(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
