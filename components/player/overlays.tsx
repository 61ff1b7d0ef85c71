'use client';

import { useTranslations } from '@/lib/i18n/client';
import { useEffect, useState } from 'react';
import { MENU_TIP_COOKIE, MENU_TIP_MS } from '@/lib/player/timing';
import { Icon } from './icons';
import styles from './player.module.css';

export function LoadingOverlay() {
  const t = useTranslations('player');
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('loadingVideo')}</span>
    </div>
  );
}

/** Shown while the browser's autoplay rules keep the video muted: one click brings the sound back. */
export function SoundOffButton({ onClick }: { onClick: () => void }) {
  const t = useTranslations('player');
  return (
    <button type="button" className={styles.soundOff} onClick={onClick}>
      <Icon name="muted" />
      {t('soundOff')}
    </button>
  );
}

/** The step's number and name, shown from second 2 for 6 s. */
export function StepTag({ number, title }: { number: string; title: string }) {
  return (
    <div className={styles.tag} data-testid="step-tag">
      {number} · {title}
    </div>
  );
}

export function SubtitleOverlay({ text }: { text: string }) {
  if (!text) return null;
  return (
    <div className={styles.subtitle} data-testid="subtitle-cue" aria-live="off">
      {text}
    </div>
  );
}

/** Safety watermark: the id repeated across the picture, so a screen recording names its source. */
export function WatermarkOverlay({ id }: { id: string }) {
  return (
    <div className={`${styles.layer} ${styles.watermark}`} aria-hidden="true" data-testid="watermark">
      {Array.from({ length: 9 }, (_, i) => (
        <span key={i}>{id}</span>
      ))}
    </div>
  );
}

/** Public iframe viewers get a one-time tip about the step menu (2.5 s, remembered by a cookie). */
export function MenuTip() {
  const t = useTranslations('player');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (document.cookie.split('; ').some((c) => c.startsWith(`${MENU_TIP_COOKIE}=`))) return;
    document.cookie = `${MENU_TIP_COOKIE}=1; path=/; max-age=31536000; SameSite=None; Secure`;
    const show = setTimeout(() => setVisible(true), 0);
    const hide = setTimeout(() => setVisible(false), MENU_TIP_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, []);
  return visible ? (
    <div className={styles.tip} role="status">
      {t('menuTip')}
    </div>
  ) : null;
}
