'use client';
import { useEffect, useRef } from 'react';

type Actions = { undo: () => void; redo: () => void; remove: () => void; copy: () => void; nudge: (dx: number, dy: number) => void };

const isTyping = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

const NUDGE: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The editor's keys, ignored while typing in a field: Ctrl/⌘+Z undo, Ctrl/⌘+Shift+Z or Ctrl+Y
 * redo, Delete/Backspace deletes the selection, Ctrl/⌘+D copies it, arrows move it (Shift: 10 px).
 */
export function useEditorKeyboard(actions: Actions) {
  const ref = useRef(actions);
  useEffect(() => {
    ref.current = actions;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target)) return;
      const a = ref.current;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      let handled = true;
      if (mod && key === 'z') (event.shiftKey ? a.redo : a.undo)();
      else if (mod && key === 'y') a.redo();
      else if (mod && key === 'd') a.copy();
      else if (!mod && (event.key === 'Delete' || event.key === 'Backspace')) a.remove();
      else if (!mod && NUDGE[event.key] && !(event.target instanceof HTMLButtonElement && event.target.closest('[role="toolbar"]'))) {
        const [dx, dy] = NUDGE[event.key];
        const step = event.shiftKey ? 10 : 1;
        a.nudge(dx * step, dy * step);
      } else handled = false;
      if (handled) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
