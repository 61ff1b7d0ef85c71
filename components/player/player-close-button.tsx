'use client';

import { useRouter } from 'next/navigation';
import { closeTarget } from '@/lib/player/close-target';
import styles from './player-header.module.css';

type NavigationEntry = { url: string | null; index: number };
type NavigationLike = { currentEntry: NavigationEntry | null; entries: () => NavigationEntry[] };

/** The previous history entry's URL: the Navigation API's same-origin list, else the referrer. */
function previousUrl(): string | null {
  const navigation = (window as Window & { navigation?: NavigationLike }).navigation;
  const current = navigation?.currentEntry;
  if (navigation && current) return current.index > 0 ? (navigation.entries()[current.index - 1]?.url ?? null) : null;
  return window.history.length > 1 ? document.referrer : null;
}

/** The player header's ×: back to the app page the viewer came from, else home (lib/player/close-target.ts). */
export function PlayerCloseButton({ label }: { label: string }) {
  const router = useRouter();
  const close = () => {
    const target = closeTarget(previousUrl(), window.location.origin);
    if (target === 'back') router.back();
    else router.push(target);
  };
  return (
    <button type="button" className={styles.close} aria-label={label} title={label} onClick={close}>
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
