'use client';
import Link from 'next/link';
import { useTranslations } from '@/lib/i18n/client';
import styles from '../skills.module.css';

export type FetchScreen = 'wait' | 'unpublished' | 'notAssigned' | 'error';

/** Spec 02 §4 skill fetch result other than published: wait, unpublished (code 2), not assigned (code 52). */
export function SkillScreen({ kind }: { kind: FetchScreen }) {
  const t = useTranslations('skillsUi');
  if (kind === 'wait')
    return (
      <p className={styles.screen} role="status">
        {t('player.wait')}
      </p>
    );
  return (
    <section className={styles.screen} aria-labelledby="skill-screen-title">
      <h1 id="skill-screen-title">{t(`player.${kind}.title`)}</h1>
      <p>{t(`player.${kind}.text`)}</p>
      <Link href="/home/skills-todo">{t('player.backToSkills')}</Link>
    </section>
  );
}
