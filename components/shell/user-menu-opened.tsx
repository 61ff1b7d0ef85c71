'use client';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { useLogout } from '@/components/auth/use-logout';
import { changeLocale } from '@/components/i18n/change-locale';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/config';
import { THEME_COOKIE, type Theme } from '@/lib/i18n/theme';
import type { ShellUser } from '@/lib/shell/types';
import { Avatar } from './avatar';
import menuStyles from './menu.module.css';
import styles from './shell.module.css';

const YEAR = 31_536_000;

function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  document.cookie = `${THEME_COOKIE}=${theme}; path=/; max-age=${YEAR}; samesite=lax`;
}

/**
 * The avatar menu itself (Radix), loaded on the first press of its button (user-menu.tsx), which it
 * replaces, open.
 */
export function UserMenuOpened({ user, theme: initialTheme }: { user: ShellUser; theme: Theme }) {
  const t = useTranslations('header');
  const locale = useLocale();
  const logout = useLogout();
  const [theme, setTheme] = useState<Theme>(initialTheme);
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger className={styles.userButton}>
        <Avatar url={user.avatarUrl} initials={user.initials} size={32} />
        <span className="visually-hidden">{t('userMenu', { name: user.displayName })}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuStyles.menu} align="end" sideOffset={8}>
          <DropdownMenu.Label className={menuStyles.menuUser}>
            <Avatar url={user.avatarUrl} initials={user.initials} size={36} />
            <span className={menuStyles.menuUserName}>{user.displayName}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={menuStyles.menuSeparator} />
          <DropdownMenu.Item asChild className={menuStyles.menuItem}>
            <Link href="/UserProfile">{t('profile')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger className={menuStyles.menuItem}>
              {t('language')}
              <span className={menuStyles.menuHint}>{LOCALE_NAMES[locale as Locale] ?? locale}</span>
            </DropdownMenu.SubTrigger>
            <DropdownMenu.Portal>
              <DropdownMenu.SubContent className={`${menuStyles.menu} ${menuStyles.menuScroll}`} sideOffset={4}>
                <DropdownMenu.RadioGroup value={locale} onValueChange={(v) => changeLocale(v as Locale, { signedIn: true })}>
                  {LOCALES.map((l) => (
                    <DropdownMenu.RadioItem key={l} value={l} lang={l} className={menuStyles.menuItem}>
                      <DropdownMenu.ItemIndicator className={menuStyles.menuCheck}>✓</DropdownMenu.ItemIndicator>
                      {LOCALE_NAMES[l]}
                    </DropdownMenu.RadioItem>
                  ))}
                </DropdownMenu.RadioGroup>
              </DropdownMenu.SubContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Sub>
          <DropdownMenu.Separator className={menuStyles.menuSeparator} />
          <DropdownMenu.Label className={menuStyles.menuLabel}>{t('theme')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={theme}
            onValueChange={(v) => {
              setTheme(v as Theme);
              applyTheme(v as Theme);
            }}
          >
            {(['light', 'dark'] as const).map((value) => (
              <DropdownMenu.RadioItem key={value} value={value} className={menuStyles.menuItem} onSelect={(e) => e.preventDefault()}>
                <DropdownMenu.ItemIndicator className={menuStyles.menuCheck}>✓</DropdownMenu.ItemIndicator>
                {value === 'light' ? t('themeLight') : t('themeDark')}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className={menuStyles.menuSeparator} />
          <DropdownMenu.Item className={menuStyles.menuItem} onSelect={() => void logout({ isSharedAccount: user.isSharedAccount })}>
            {t('logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
