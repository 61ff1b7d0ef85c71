import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireAnalyticsPage } from '@/lib/analytics/page-guard';
import type { AnalyticsFeatures } from '@/lib/analytics/schema';
import { getTranslations } from '@/lib/i18n/server';
import { AnalyticsHeader, type AnalyticsTab } from './analytics-header';
import { AnalyticsReport } from './report';
import type { FilterMode, ReportSection } from './report-sections';

export const reportMetadata = (tab: AnalyticsTab) => async (): Promise<Metadata> => ({ title: (await getTranslations('analytics'))(`tabs.${tab}`) });

/** `exportPath`: the list's POST /api/v1/analytics/<list>/file, shown while the organisation allows downloads. */
type Props = { tab: AnalyticsTab; filters: FilterMode; sections: ReportSection[]; requires?: keyof AnalyticsFeatures; exportPath?: string };

/** A report page of the analytics menu: the page's own access check, the header and the report (404 without the feature it needs). */
export async function AnalyticsReportPage({ tab, filters, sections, requires, exportPath }: Props) {
  const { workspaces, features } = await requireAnalyticsPage();
  if (requires && !features[requires]) notFound();
  return (
    <>
      <AnalyticsHeader current={tab} features={features} />
      <AnalyticsReport sections={sections} filters={filters} workspaces={workspaces} exportPath={features.downloads ? exportPath : undefined} />
    </>
  );
}
