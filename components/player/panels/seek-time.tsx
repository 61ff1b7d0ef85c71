'use client';
import { useTranslations } from '@/lib/i18n/client';
import { formatTime } from '@/lib/player/time';
import styles from './ai-summary.module.css';

/** The time a line of AI content cites; a click plays the video from there. */
export function SeekTime({ time, onSeek }: { time: number | null; onSeek: (time: number) => void }) {
  const t = useTranslations('aiSummary');
  if (time === null) return null;
  const label = formatTime(time);
  return (
    <button type="button" className={styles.time} aria-label={t('playFrom', { time: label })} onClick={() => onSeek(time)}>
      {label}
    </button>
  );
}
