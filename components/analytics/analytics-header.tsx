import { TabNav } from '@/components/ui/tab-nav';
import { ANALYTICS_REPORTS, reportsFor, type AnalyticsReportKey, type ReportEntry } from '@/lib/analytics/report-menu';
import type { AnalyticsFeatures } from '@/lib/analytics/schema';
import { getTranslations } from '@/lib/i18n/server';
import styles from './analytics.module.css';
import { GlobalExportButton } from './global-export';

export type AnalyticsTab = AnalyticsReportKey;

/**
 * The analytics header: the page title, the global Export (screens with an export while downloads
 * are allowed; not the overview nor quiz analytics, spec 02 §2) and the report menu (the header is
 * hidden on the detail routes).
 */
export async function AnalyticsHeader({ current, features }: { current: AnalyticsTab; features: AnalyticsFeatures }) {
  const t = await getTranslations('analytics');
  const tabs = reportsFor(ANALYTICS_REPORTS, features);
  const entry: ReportEntry | undefined = ANALYTICS_REPORTS.find((r) => r.key === current);
  return (
    <>
      <div className={styles.headerBar}>
        <h1>{t(`tabs.${current}`)}</h1>
        {entry?.exports && features.downloads ? <GlobalExportButton /> : null}
      </div>
      <TabNav label={t('tabs.label')} items={tabs.map((tab) => ({ href: `/analytics/${tab.path}`, label: t(`tabs.${tab.key}`), current: tab.key === current }))} />
    </>
  );
}
