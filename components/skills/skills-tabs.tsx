import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/server';
import styles from './skills.module.css';

export const SKILLS_TABS = ['home', 'performance', 'matrix'] as const;
export type SkillsTab = (typeof SKILLS_TABS)[number];

/** The skills area's heading and tabs (spec 01 §2: /skill/home, /skill/performance, /skill/matrix). */
export async function SkillsTabs({ current }: { current: SkillsTab }) {
  const t = await getTranslations('skillsUi');
  return (
    <>
      <h1>{t(`tabs.${current}`)}</h1>
      <nav aria-label={t('tabs.label')} className={styles.tabs}>
        <ul className={styles.tabList}>
          {SKILLS_TABS.map((tab) => (
            <li key={tab}>
              <Link href={`/skill/${tab}`} className={styles.tab} aria-current={tab === current ? 'page' : undefined}>
                {t(`tabs.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
