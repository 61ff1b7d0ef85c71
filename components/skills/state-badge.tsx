'use client';
import { useTranslations } from '@/lib/i18n/client';
import type { PerformanceState } from '@/lib/skills/schema';
import styles from './skills.module.css';

/** A colour-coded performance state that also says its name (colour is never the only cue). */
export function StateBadge({ state, percent }: { state: PerformanceState; percent?: number }) {
  const t = useTranslations('skillsUi');
  return (
    <span className={styles.state} data-state={state}>
      {t(`states.${state}`)}
      {percent !== undefined && state === 'in_progress' ? ` · ${percent}%` : null}
    </span>
  );
}
