'use client';
import { useTranslations } from '@/lib/i18n/client';
import type { SkillProgressView } from '@/lib/skills/schema';
import { dueLabel } from '@/lib/skills-ui/due';
import { StateBadge } from '../state-badge';
import styles from '../skills.module.css';

/** A learner's standing in a skill: its state, progress bar and due line. */
export function DueLine({ progress, labelId }: { progress: SkillProgressView; labelId: string }) {
  const t = useTranslations('skillsUi');
  const due = dueLabel(progress);
  return (
    <>
      <span className={styles.row}>
        <StateBadge state={progress.state} />
        <span className={styles.muted}>{due.key === 'none' || due.key === 'completed' ? t(`learner.due.${due.key}`) : due.key === 'dueToday' ? t('learner.due.dueToday') : t(`learner.due.${due.key}`, { count: due.days })}</span>
      </span>
      <progress className={styles.progress} max={100} value={progress.percent} aria-labelledby={labelId} aria-valuetext={t('percent', { percent: progress.percent })} />
      <span className={styles.muted}>{t('learner.percentDone', { percent: progress.percent })}</span>
    </>
  );
}
