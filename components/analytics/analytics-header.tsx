import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/server';
import styles from './analytics.module.css';

/** The analytics reports this build has (issue 22); the others join this menu as they land. */
export const ANALYTICS_TABS = ['content-analysis', 'main', 'workflows'] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];

/** The analytics header: the page title and the report menu (hidden on the detail routes, spec 02 §2). */
export async function AnalyticsHeader({ current }: { current: AnalyticsTab }) {
  const t = await getTranslations('analytics');
  return (
    <>
      <h1>{t(`tabs.${current}`)}</h1>
      <nav aria-label={t('tabs.label')} className={styles.tabs}>
        <ul className={styles.tabList}>
          {ANALYTICS_TABS.map((tab) => (
            <li key={tab}>
              <Link href={`/analytics/${tab}`} className={styles.tab} aria-current={tab === current ? 'page' : undefined}>
                {t(`tabs.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
