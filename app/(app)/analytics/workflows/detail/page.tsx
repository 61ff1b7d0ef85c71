import { AnalyticsReportPage, reportMetadata } from '@/components/analytics/report-page';
import type { ReportSection } from '@/components/analytics/report-sections';

export const generateMetadata = reportMetadata('workflowsDetail');

const SECTIONS: ReportSection[] = [
  {
    kind: 'cards',
    source: { path: '/api/v1/analytics-service/workflows/overview', method: 'POST' },
    cards: [
      { field: 'workflows', label: 'workflows', kind: 'count' },
      { field: 'workflowsViewed', label: 'workflowsViewed', kind: 'count' },
      { field: 'views', label: 'views', kind: 'count' },
      { field: 'users', label: 'users', kind: 'count' },
      { field: 'completions', label: 'completions', kind: 'count' },
      { field: 'watchSeconds', label: 'watchTime', kind: 'duration' },
    ],
  },
  { kind: 'table', source: { path: '/api/v1/analytics/workflows-details/list' }, title: 'workflowsDetail.caption', empty: 'workflows.empty' },
];

// /analytics/workflows/detail – per workflow: length, views, people, completion rate and watch time
export default function AnalyticsWorkflowsDetailPage() {
  return <AnalyticsReportPage tab="workflowsDetail" filters="range+workspace" sections={SECTIONS} />;
}
