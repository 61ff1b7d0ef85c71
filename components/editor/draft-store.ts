/**
 * The browser's copy of an open editor's unsaved text, so a crash, a closed tab or a failed save
 * loses nothing (issue 16). One entry per editor document in localStorage; the value is the
 * editor's own JSON. Pure helpers, no React: tested in tests/unit/editor-draft-store.test.ts.
 */
export type StoredDraft<T> = { revision: number; value: T; savedAt: number };

const PREFIX = 'openhow.draft.';
/** Drafts older than this are forgotten (a week). */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** The stored draft as text (a stable snapshot for useSyncExternalStore). */
export const readDraftText = (key: string): string | null => storage()?.getItem(PREFIX + key) ?? null;

export function readDraft<T>(key: string, now = Date.now()): StoredDraft<T> | null {
  const store = storage();
  const raw = store?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as StoredDraft<T>;
    if (typeof draft?.revision !== 'number' || typeof draft.savedAt !== 'number' || now - draft.savedAt > DRAFT_MAX_AGE_MS) {
      store?.removeItem(PREFIX + key);
      return null;
    }
    return draft;
  } catch {
    store?.removeItem(PREFIX + key);
    return null;
  }
}

/** Keeps the draft; answers false when the browser refused it (private mode, quota). */
export function writeDraft<T>(key: string, draft: StoredDraft<T>): boolean {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(key: string) {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // nothing kept, nothing to clear
  }
}

/**
 * Deep equality of two JSON values (the editors' documents are plain JSON). Shared sub-values
 * (an editor keeps the objects it did not change) count as equal without a walk, and the walk
 * stops at the first difference: a keystroke in a 20,000-word transcript stays cheap.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!sameJson(a[i], other[i])) return false;
    return true;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  // Keys whose value is undefined are absent in JSON.
  const keys = Object.keys(left).filter((k) => left[k] !== undefined);
  if (keys.length !== Object.keys(right).filter((k) => right[k] !== undefined).length) return false;
  return keys.every((k) => Object.hasOwn(right, k) && sameJson(left[k], right[k]));
}
