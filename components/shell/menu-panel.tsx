'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from './icons';
import { useShell } from './shell-context';
import styles from './shell.module.css';

const TOGGLE_ID = 'shell-menu-toggle';
const PANEL_ID = 'side-menu';

/** The header button that shows the side menu on narrow screens (hidden on wide ones). */
export function MenuToggle() {
  const t = useTranslations('shell');
  const { menuOpen, setMenuOpen } = useShell();
  return (
    <button
      id={TOGGLE_ID}
      type="button"
      className={`${styles.iconButton} ${styles.menuToggle}`}
      aria-expanded={menuOpen}
      aria-controls={PANEL_ID}
      aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
      onClick={() => setMenuOpen(!menuOpen)}
    >
      <Icon name={menuOpen ? 'close' : 'menu'} />
    </button>
  );
}

/**
 * The side menu's frame: always shown on wide screens; on narrow ones an overlay that takes
 * focus when opened and hands it back to the toggle on Escape.
 */
export function MenuPanel({ children }: { children: ReactNode }) {
  const t = useTranslations('shell');
  const { menuOpen, setMenuOpen } = useShell();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (menuOpen) ref.current?.focus();
  }, [menuOpen]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    document.getElementById(TOGGLE_ID)?.focus();
  };
  return (
    <>
      {menuOpen ? <div className={styles.backdrop} aria-hidden="true" onClick={() => setMenuOpen(false)} /> : null}
      <aside
        id={PANEL_ID}
        ref={ref}
        tabIndex={-1}
        aria-label={t('sideMenu')}
        className={`${styles.sideMenu} ${menuOpen ? styles.sideMenuOpen : ''}`}
        onKeyDown={onKeyDown}
      >
        {children}
      </aside>
    </>
  );
}
