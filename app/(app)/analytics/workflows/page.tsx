import type { Metadata } from 'next';
import { AnalyticsHeader } from '@/components/analytics/analytics-header';
import { AnalyticsWorkflowList } from '@/components/analytics/workflow-list';
import { requireAnalyticsPage } from '@/lib/analytics/page-guard';
import { getTranslations } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('analytics'))('tabs.workflows') };
}

// /analytics/workflows – views, users, completions and watch time per workflow
export default async function AnalyticsWorkflowsPage() {
  const { workspaces, features } = await requireAnalyticsPage();
  return (
    <>
      <AnalyticsHeader current="workflows" features={features} />
      <AnalyticsWorkflowList workspaces={workspaces} canExport={features.downloads} />
    </>
  );
}
