'use client';
import { useTranslations } from '@/lib/i18n/client';
import styles from './settings.module.css';

/** The plan flag, read-only: what the organisation's plan includes. */
export function PlanBadge({ inPlan }: { inPlan: boolean }) {
  const t = useTranslations('adminSettings');
  return <span className={[styles.badge, inPlan ? styles.badgeOn : ''].join(' ')}>{inPlan ? t('planIncluded') : t('planExcluded')}</span>;
}
