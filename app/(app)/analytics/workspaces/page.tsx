import { AnalyticsHeader } from '@/components/analytics/analytics-header';
import { AnalyticsReport } from '@/components/analytics/report';
import { reportMetadata } from '@/components/analytics/report-page';
import type { ReportSection } from '@/components/analytics/report-sections';
import { requireAnalyticsPage } from '@/lib/analytics/page-guard';

export const generateMetadata = reportMetadata('workspaces');

type Props = { searchParams: Promise<{ workspace?: string | string[] }> };

// /analytics/workspaces[?workspace={id}] – the most viewed workspaces, every workspace in scope, and one workspace's people
export default async function AnalyticsWorkspacesPage({ searchParams }: Props) {
  const { workspaces, features } = await requireAnalyticsPage();
  const { workspace } = await searchParams;
  // Only a workspace of the caller's filter options opens its people (others are not theirs to see).
  const chosen = workspaces.find((w) => w.id === workspace);
  const sections: ReportSection[] = [
    { kind: 'chart', source: { path: '/api/v1/analytics-service/workspaces/top', method: 'POST' }, title: 'workspaces.top', empty: 'workspaces.empty', chart: { kind: 'bar', x: 'workspaceName', y: ['views', 'completions'] } },
    { kind: 'table', source: { path: '/api/v1/analytics-service/workspaces/list', method: 'POST' }, title: 'workspaces.all', empty: 'workspaces.empty' },
    ...(chosen
      ? [{ kind: 'table', source: { path: `/api/v1/analytics-service/workspaces/${chosen.id}/users`, method: 'POST' }, title: 'workspaces.people', titleValues: { workspace: chosen.name }, empty: 'users.empty' } satisfies ReportSection]
      : []),
  ];
  return (
    <>
      <AnalyticsHeader current="workspaces" features={features} />
      <AnalyticsReport sections={sections} filters="range" exportPath={features.downloads ? '/api/v1/analytics/workspaces/file' : undefined} />
    </>
  );
}
