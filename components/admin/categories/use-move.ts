'use client';
import { useCallback, useRef, useState } from 'react';
import { moveButtonIds } from './move-buttons';
import { useRefocus } from './use-refocus';

type Options = {
  /** The ordered list as shown; focus is restored when it changes. */
  items: unknown;
  baseId: string;
  /** Where focus goes when neither move button of the moved item can take it. */
  fallbackId: string;
  move: (id: string, to: number) => Promise<unknown>;
  onMoved: (name: string, position: number) => void;
};

/**
 * Moves one item of an ordered list at a time; focus follows the moved item's buttons, and a
 * refusal is kept to show above the list.
 */
export function useMove({ items, baseId, fallbackId, move, onMoved }: Options) {
  const [error, setError] = useState<unknown>(null);
  const refocus = useRefocus(items);
  const moving = useRef(false);
  const run = useCallback(
    async (item: { id: string; name: string }, from: number, to: number) => {
      if (moving.current) return;
      moving.current = true;
      setError(null);
      const ids = moveButtonIds(`${baseId}-${item.id}`);
      refocus.after(to < from ? [ids.up, ids.down, fallbackId] : [ids.down, ids.up, fallbackId]);
      try {
        await move(item.id, to);
        onMoved(item.name, to + 1);
      } catch (e) {
        refocus.cancel();
        setError(e);
      } finally {
        moving.current = false;
      }
    },
    [baseId, fallbackId, move, onMoved, refocus],
  );
  return { run, error };
}
