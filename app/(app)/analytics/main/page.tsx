import type { Metadata } from 'next';
import { AnalyticsHeader } from '@/components/analytics/analytics-header';
import { AnalyticsOverview } from '@/components/analytics/overview';
import { requireAnalyticsPage } from '@/lib/analytics/page-guard';
import { getTranslations } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('analytics'))('tabs.main') };
}

// /analytics/main – the organisation's overview and engagement trend
export default async function AnalyticsMainPage() {
  const { workspaces, features } = await requireAnalyticsPage();
  return (
    <>
      <AnalyticsHeader current="main" features={features} />
      <AnalyticsOverview workspaces={workspaces} />
    </>
  );
}
