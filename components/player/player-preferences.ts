'use client';

import { useSyncExternalStore } from 'react';
import { DEFAULT_PREFERENCES, parsePreferences, PLAYER_PREFERENCES_KEY, type PlayerPreferences } from '@/lib/player/preferences';

/**
 * The viewer's kept player choices (lib/player/preferences.ts): read from localStorage once per
 * page, then held here, so every player on the page and every step of a player share them.
 * Another tab's later change is not followed live (a volume jumping mid-video would surprise);
 * it applies from the next page.
 */
let current: PlayerPreferences | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be disabled (privacy settings): the choices then last for this page.
    return null;
  }
}

const read = (): PlayerPreferences => (current ??= parsePreferences(storage()?.getItem(PLAYER_PREFERENCES_KEY)));

export function savePreferences(patch: Partial<PlayerPreferences>) {
  current = { ...read(), ...patch };
  try {
    storage()?.setItem(PLAYER_PREFERENCES_KEY, JSON.stringify(current));
  } catch {
    // Quota exceeded: the choices still hold for this page.
  }
  listeners.forEach((notify) => notify());
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

/** The kept choices; the server render (and hydration) uses the defaults, the stored ones follow at once. */
export const usePlayerPreferences = () => useSyncExternalStore(subscribe, read, () => DEFAULT_PREFERENCES);
