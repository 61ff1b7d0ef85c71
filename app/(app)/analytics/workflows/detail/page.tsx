import { AnalyticsReportPage, reportMetadata } from '@/components/analytics/report-page';
import { cardsOf, type ReportSection } from '@/components/analytics/report-sections';

export const generateMetadata = reportMetadata('workflowsDetail');

const SECTIONS: ReportSection[] = [
  {
    kind: 'cards',
    source: { path: '/api/v1/analytics-service/workflows/overview', method: 'POST' },
    cards: cardsOf('workflows', 'workflowsViewed', 'views', 'users', 'completions', 'watchSeconds'),
  },
  { kind: 'table', source: { path: '/api/v1/analytics/workflows-details/list' }, title: 'workflowsDetail.caption', empty: 'workflows.empty' },
];

// /analytics/workflows/detail – per workflow: length, views, people, completion rate and watch time
export default function AnalyticsWorkflowsDetailPage() {
  return <AnalyticsReportPage exportPath="/api/v1/analytics/workflows-details/file" tab="workflowsDetail" filters="range+workspace" sections={SECTIONS} />;
}
