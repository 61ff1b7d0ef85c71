/** Spec 02 §4: the global export trigger resets after 100 ms. */
export const EXPORT_TRIGGER_RESET_MS = 100;

/**
 * The analytics header's Export button and the screen's export control meet here: `fire` raises the
 * trigger (a new number) and it falls back to null after EXPORT_TRIGGER_RESET_MS; a press while it
 * is up is the same export, so a double click exports once. The control exports on each new number.
 */
export type ExportTrigger = { fire: () => void; current: () => number | null; subscribe: (listener: () => void) => () => void };

export function createExportTrigger(resetMs = EXPORT_TRIGGER_RESET_MS): ExportTrigger {
  let current: number | null = null;
  let fired = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    fire() {
      if (current !== null) return;
      current = ++fired;
      emit();
      setTimeout(() => {
        current = null;
        emit();
      }, resetMs);
    },
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
