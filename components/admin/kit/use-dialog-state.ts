'use client';
import { useCallback, useState } from 'react';

type DialogState<K extends string, T> = { kind: K; item: T; open: boolean; session: number };

/**
 * Which row dialog is open. The last item stays after closing so the closing dialog keeps its
 * text, and `session` changes on every opening so a dialog's form starts fresh (use it in `key`).
 */
export function useDialogState<K extends string, T>() {
  const [state, setState] = useState<DialogState<K, T> | null>(null);
  const show = useCallback((kind: K, item: T) => setState((s) => ({ kind, item, open: true, session: (s?.session ?? 0) + 1 })), []);
  const close = useCallback(() => setState((s) => (s ? { ...s, open: false } : s)), []);
  return {
    item: state?.item ?? null,
    session: state?.session ?? 0,
    isOpen: (kind: K) => state?.kind === kind && state.open,
    show,
    close,
  };
}
