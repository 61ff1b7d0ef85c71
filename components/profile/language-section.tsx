'use client';
import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LOCALE_NAMES, LOCALES, toLocale, type Locale } from '@/lib/i18n/config';
import { patchProfile } from './profile-api';
import { Section } from './section';
import { useErrorText } from './use-error-text';
import styles from './profile.module.css';

/** Spec §9: the language is stored (profile and cookie, by the API) and the page reloads. */
export function LanguageSection({ current }: { current: Locale | null }) {
  const t = useTranslations('profile');
  const errorText = useErrorText();
  const uiLocale = useLocale();
  const active = current ?? toLocale(uiLocale) ?? 'en';
  const [locale, setLocale] = useState<Locale>(active);
  const selectId = useId();
  const save = useMutation({
    mutationFn: (next: Locale) => patchProfile({ locale: next }),
    onSuccess: () => window.location.reload(),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(locale);
  };

  return (
    <Section title={t('languageTitle')}>
      <form onSubmit={submit} className={styles.inline}>
        <div className={styles.field}>
          <label htmlFor={selectId} className={styles.label}>
            {t('languageLabel')}
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={locale}
            onChange={(e) => setLocale(e.target.value as Locale)}
            aria-describedby={`${selectId}-hint`}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" busy={save.isPending || save.isSuccess} disabled={locale === active}>
          {t('saveLanguage')}
        </Button>
      </form>
      <p id={`${selectId}-hint`} className={styles.muted}>
        {t('languageHint')}
      </p>
      {save.isError ? <Alert>{errorText((save.error as { messageKey?: string }).messageKey)}</Alert> : null}
    </Section>
  );
}
