'use client';
import Link from 'next/link';
import { CONFIGURABLE_REPORTS, LEGACY_REPORTS, type ReportMenuSlug } from '@/lib/analytics/report-menu';
import { useTranslations } from '@/lib/i18n/client';
import styles from './reports.module.css';

/** The side menu's report menu on analytics pages: configurable reports, then the legacy dashboards (Quiz only when quizzes are on). */
export function ReportMenu({ pathname, quiz }: { pathname: string; quiz: boolean }) {
  const t = useTranslations('analyticsMenu');
  const group = (title: string, slugs: readonly ReportMenuSlug[]) => (
    <>
      <h2>{title}</h2>
      <ul>
        {slugs.map((slug) => {
          const href = `/analytics/${slug}`;
          return (
            <li key={slug}>
              <Link href={href} aria-current={pathname === href || pathname.startsWith(`${href}/`) ? 'page' : undefined}>
                {t(`items.${slug}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
  return (
    <nav aria-label={t('label')} className={styles.reportMenu}>
      {group(t('configurable'), CONFIGURABLE_REPORTS)}
      {group(t('legacy'), quiz ? [...LEGACY_REPORTS, 'quiz'] : LEGACY_REPORTS)}
    </nav>
  );
}
