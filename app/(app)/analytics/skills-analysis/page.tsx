import type { Metadata } from 'next';
import { AnalyticsHeader } from '@/components/analytics/analytics-header';
import { ReportScreen } from '@/components/analytics/reports/report-screen';
import { requireAnalyticsPage } from '@/lib/analytics/page-guard';
import { getTranslations } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('analytics'))('tabs.skills-analysis') };
}

// /analytics/skills-analysis – the configurable report screen (spec 02 §2)
export default async function Page() {
  const { workspaces, features } = await requireAnalyticsPage();
  return (
    <>
      <AnalyticsHeader current="skills-analysis" features={features} />
      <ReportScreen report="skills-analysis" workspaces={workspaces} canExport={features.downloads} />
    </>
  );
}
