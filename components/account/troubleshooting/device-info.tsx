'use client';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { Fragment } from 'react';
import styles from '../account.module.css';
import { useMounted } from './use-mounted';

/** Facts an administrator asks for first; a wrong clock also breaks sign-in links and sessions. */
export function DeviceInfo() {
  const t = useTranslations('pages.troubleshooting.device');
  const uiLocale = useLocale();
  const mounted = useMounted();
  if (!mounted) return null;
  const now = new Date();
  const rows: [string, string][] = [
    [t('time'), now.toLocaleString()],
    [t('utc'), now.toISOString()],
    [t('timeZone'), Intl.DateTimeFormat().resolvedOptions().timeZone],
    [t('browserLanguage'), navigator.languages?.join(', ') || navigator.language],
    [t('appLanguage'), uiLocale],
    [t('screen'), `${window.screen.width} × ${window.screen.height}`],
    [t('online'), navigator.onLine ? t('yes') : t('no')],
    [t('browser'), navigator.userAgent],
  ];
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
