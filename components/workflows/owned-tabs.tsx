import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/server';
import styles from './library.module.css';

export const OWNED_TABS = ['workflows', 'mm-sop', 'skills', 'teams'] as const;
export type OwnedTab = (typeof OWNED_TABS)[number];

/** Owned by me's tabs (spec 01 §2); the page says which one it is. */
export async function OwnedTabs({ current }: { current: OwnedTab }) {
  const t = await getTranslations('library');
  return (
    <nav aria-label={t('owned.tabsLabel')} className={styles.tabs}>
      <ul className={styles.tabList}>
        {OWNED_TABS.map((tab) => (
          <li key={tab}>
            <Link href={`/owned-by-me/${tab}`} className={styles.tab} aria-current={tab === current ? 'page' : undefined}>
              {t(`owned.tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
