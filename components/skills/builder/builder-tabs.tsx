'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from '@/lib/i18n/client';
import styles from '../skills.module.css';

const TABS = ['content', 'users', 'assessment', 'certification'] as const;

/** The builder's tabs (spec 01 §2): content, users, assessment, certification. */
export function BuilderTabs({ playlistId }: { playlistId: string }) {
  const t = useTranslations('skillsUi');
  const path = usePathname();
  return (
    <nav aria-label={t('builder.tabs.label')} className={styles.tabs}>
      <ul className={styles.tabList}>
        {TABS.map((tab) => {
          const href = `/skillbuilder/${playlistId}/${tab}`;
          return (
            <li key={tab}>
              <Link href={href} className={styles.tab} aria-current={path === href ? 'page' : undefined}>
                {t(`builder.tabs.${tab}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
