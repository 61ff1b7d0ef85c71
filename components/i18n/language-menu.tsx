'use client';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/config';
import { changeLocale } from './change-locale';
import styles from './language-menu.module.css';

/** The language menu of the signed-out pages (and anywhere a stand-alone menu fits). */
export function LanguageMenu({ signedIn = false }: { signedIn?: boolean }) {
  const t = useTranslations('common');
  const current = useLocale();
  const currentName = LOCALE_NAMES[current as Locale] ?? current;
  const choose = (locale: Locale) => (locale === current ? undefined : changeLocale(locale, { signedIn }));
  return (
    <DropdownMenu.Root>
      {/* The accessible name keeps the visible language name ("Language: English"). */}
      <DropdownMenu.Trigger className={styles.trigger}>
        <svg className={styles.globe} viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>
        <span className="visually-hidden">{t('language')}: </span>
        <span lang={current}>{currentName}</span>
        <span className={styles.caret} aria-hidden="true">
          ▾
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={6} collisionPadding={8} aria-label={t('language')}>
          <DropdownMenu.RadioGroup value={current} onValueChange={(v) => choose(v as Locale)}>
            {LOCALES.map((l) => (
              <DropdownMenu.RadioItem key={l} value={l} lang={l} className={styles.item}>
                <DropdownMenu.ItemIndicator className={styles.check}>✓</DropdownMenu.ItemIndicator>
                {LOCALE_NAMES[l]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
