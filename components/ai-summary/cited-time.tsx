'use client';
import { useTranslations } from '@/lib/i18n/client';
import { formatTime } from '@/lib/player/time';
import styles from './ai-summary.module.css';

/** The time in the video a generated line cites (its first source), or that it cites none. */
export function CitedTime({ sources }: { sources: ReadonlyArray<{ startTime: number }> }) {
  const t = useTranslations('aiSummary');
  if (!sources.length) return <span className={styles.time}>{t('noSource')}</span>;
  const time = formatTime(Math.min(...sources.map((s) => s.startTime)));
  return <span className={styles.time}>{t('citedAt', { time })}</span>;
}
