import { TabNav } from '@/components/ui/tab-nav';
import { CONFIGURABLE_REPORTS, LEGACY_REPORTS } from '@/lib/analytics/report-menu';
import { getTranslations } from '@/lib/i18n/server';

/** The analytics reports this build has (issue 22): the configurable ones, then the fixed dashboards. */
export const ANALYTICS_TABS = [...CONFIGURABLE_REPORTS, ...LEGACY_REPORTS] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];

/** The analytics header: the page title and the report menu (hidden on the detail routes, spec 02 §2). */
export async function AnalyticsHeader({ current }: { current: AnalyticsTab }) {
  const t = await getTranslations('analytics');
  return (
    <>
      <h1>{t(`tabs.${current}`)}</h1>
      <TabNav label={t('tabs.label')} items={ANALYTICS_TABS.map((tab) => ({ href: `/analytics/${tab}`, label: t(`tabs.${tab}`), current: tab === current }))} />
    </>
  );
}
