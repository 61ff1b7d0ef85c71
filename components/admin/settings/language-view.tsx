'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useId } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/config';
import { interfaceLanguageSchema } from '@/lib/orgs/settings-ops/schema';
import { putSettings } from './api';
import { SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';
import { issuesOf } from './validate';
import styles from './settings.module.css';

type Values = { defaultLocale: Locale };

/** /admin/setting/interface-language: the language for people who have not chosen one. */
export function LanguageView({ initial }: { initial: Values }) {
  const t = useTranslations('adminSettings');
  const id = useId();
  const form = useSettingsForm<Values>({
    initial,
    save: (values) => putSettings('interface-language', values).then((s) => ({ defaultLocale: s.defaultLocale as Locale })),
    validate: (values) => issuesOf(interfaceLanguageSchema, values),
  });
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{t('languagePageTitle')}</h1>
        <p className={styles.muted}>{t('appliesAtOnce')}</p>
      </div>
      <SettingsForm title={t('languageTitle')} description={t('languageIntro')} form={form}>
        <div className={styles.group}>
          <label htmlFor={id} className={styles.switchLabel}>
            {t('languageLabel')}
          </label>
          <select
            id={id}
            className={[styles.select, styles.narrow].join(' ')}
            value={form.values.defaultLocale}
            aria-describedby={`${id}-hint`}
            onChange={(e) => form.update({ defaultLocale: e.target.value as Locale })}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
          <p id={`${id}-hint`} className={styles.muted}>
            {t('languageHint')}
          </p>
        </div>
      </SettingsForm>
    </div>
  );
}
