'use client';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import styles from './library.module.css';

type Notice = { text: string; tone: 'success' | 'error'; at: number };
const NoticeContext = createContext<(text: string, tone?: Notice['tone']) => void>(() => {});

/** How long an action's confirmation ("Link copied", "Deleted") stays on screen. */
const NOTICE_MS = 4000;

/**
 * One announcement area for every card of the page: the card's menu and dialogs are gone by the
 * time their action finishes, so they report here (a live region that exists before it speaks).
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback((text: string, tone: Notice['tone'] = 'success') => setNotice({ text, tone, at: Date.now() }), []);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <NoticeContext.Provider value={show}>
      {children}
      <div className={styles.notice} aria-live="polite">
        {notice ? (
          <Alert key={notice.at} tone={notice.tone}>
            {notice.text}
          </Alert>
        ) : null}
      </div>
    </NoticeContext.Provider>
  );
}

export const useNotice = () => useContext(NoticeContext);
