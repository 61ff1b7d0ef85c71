'use client';
import Link from 'next/link';
import { CONFIGURABLE_REPORTS, LEGACY_REPORTS, currentReport, reportsFor, type ReportEntry } from '@/lib/analytics/report-menu';
import type { AnalyticsFeatures } from '@/lib/analytics/schema';
import { useTranslations } from '@/lib/i18n/client';
import styles from './reports.module.css';

/** The side menu's report menu on analytics pages: configurable reports, then the legacy dashboards (optional ones by the organisation's features). */
export function ReportMenu({ pathname, features }: { pathname: string; features: AnalyticsFeatures }) {
  const t = useTranslations('analyticsMenu');
  const current = currentReport([...CONFIGURABLE_REPORTS, ...LEGACY_REPORTS], pathname);
  const group = (title: string, entries: readonly ReportEntry[]) => (
    <>
      <h2>{title}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link href={`/analytics/${entry.path}`} aria-current={entry.key === current ? 'page' : undefined}>
              {t(`items.${entry.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
  return (
    <nav aria-label={t('label')} className={styles.reportMenu}>
      {group(t('configurable'), reportsFor(CONFIGURABLE_REPORTS, features))}
      {group(t('legacy'), reportsFor(LEGACY_REPORTS, features))}
    </nav>
  );
}
