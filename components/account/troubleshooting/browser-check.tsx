'use client';
import { useTranslations } from '@/lib/i18n/client';
import styles from '../account.module.css';
import { useMounted } from './use-mounted';

function storageWorks() {
  try {
    localStorage.setItem('openhow-check', '1');
    localStorage.removeItem('openhow-check');
    return true;
  } catch {
    return false;
  }
}

function streamingWorks() {
  return 'MediaSource' in window || document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '';
}

const CHECKS = [
  ['cookies', () => navigator.cookieEnabled],
  ['storage', storageWorks],
  ['video', streamingWorks],
  ['secure', () => window.isSecureContext],
] as const;

/** What this browser supports that the app relies on; each line says ok or what to do. */
export function BrowserCheck() {
  const t = useTranslations('pages.troubleshooting.browser');
  const mounted = useMounted();
  if (!mounted) return <p>{t('checking')}</p>;
  return (
    <ul className={styles.plainList}>
      {CHECKS.map(([key, check]) => {
        const ok = check();
        return (
          <li key={key} className={ok ? styles.ok : styles.bad}>
            <span aria-hidden="true">{ok ? '✓ ' : '✗ '}</span>
            {ok ? t(`${key}.ok`) : t(`${key}.bad`)}
          </li>
        );
      })}
    </ul>
  );
}
