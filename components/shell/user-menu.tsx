'use client';
import { lazy, Suspense, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { Theme } from '@/lib/i18n/theme';
import type { ShellUser } from '@/lib/shell/types';
import { Avatar } from './avatar';
import styles from './shell.module.css';

const loadMenu = () => import('./user-menu-opened');
const UserMenuOpened = lazy(() => loadMenu().then((m) => ({ default: m.UserMenuOpened })));

type Props = { user: ShellUser; theme: Theme };

/**
 * Avatar menu: profile, language, theme and log out. Its button is drawn here; the menu (Radix,
 * user-menu-opened.tsx) loads when the button is pointed at, focused or pressed, and takes its
 * place open on the first press, so the menu code is not part of every page's first load.
 */
export function UserMenu({ user, theme }: Props) {
  const [pressed, setPressed] = useState(false);
  const button = <UserMenuButton user={user} onPress={() => setPressed(true)} />;
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuOpened user={user} theme={theme} />
    </Suspense>
  );
}

function UserMenuButton({ user, onPress }: { user: ShellUser; onPress: () => void }) {
  const t = useTranslations('header');
  const preload = () => void loadMenu();
  return (
    <button
      type="button"
      className={styles.userButton}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={onPress}
    >
      <Avatar url={user.avatarUrl} initials={user.initials} size={32} />
      <span className="visually-hidden">{t('userMenu', { name: user.displayName })}</span>
    </button>
  );
}
