import { TabNav } from '@/components/ui/tab-nav';
import { ANALYTICS_REPORTS, reportsFor, type AnalyticsReportKey } from '@/lib/analytics/report-menu';
import type { AnalyticsFeatures } from '@/lib/analytics/schema';
import { getTranslations } from '@/lib/i18n/server';

export type AnalyticsTab = AnalyticsReportKey;

/** The analytics header: the page title and the report menu (hidden on the detail routes, spec 02 §2). */
export async function AnalyticsHeader({ current, features }: { current: AnalyticsTab; features: AnalyticsFeatures }) {
  const t = await getTranslations('analytics');
  const tabs = reportsFor(ANALYTICS_REPORTS, features);
  return (
    <>
      <h1>{t(`tabs.${current}`)}</h1>
      <TabNav label={t('tabs.label')} items={tabs.map((tab) => ({ href: `/analytics/${tab.path}`, label: t(`tabs.${tab.key}`), current: tab.key === current }))} />
    </>
  );
}
