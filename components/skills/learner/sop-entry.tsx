'use client';
import Link from 'next/link';
import { useTranslations } from '@/lib/i18n/client';
import type { ContentProgress } from '@/lib/skills/schema';
import styles from '../skills.module.css';

/**
 * A smart instruction in the skill player: it is executed on its own page (the skill's path marks
 * the execution as the skill's), and counts as done once confirmed with the learner's name.
 */
export function SopEntry({ skillId, item }: { skillId: string; item: ContentProgress }) {
  const t = useTranslations('skillsUi');
  return (
    <div className={styles.card}>
      <p>{item.done ? t('player.sopDoneText') : t('player.sopText', { count: item.numSteps })}</p>
      <Link className={styles.linkButton} href={`/skillplayer/${encodeURIComponent(skillId)}/mm-sop/${encodeURIComponent(item.id)}`}>
        {item.done ? t('player.sopOpenAgain', { title: item.title }) : t('player.sopOpen', { title: item.title })}
      </Link>
    </div>
  );
}
