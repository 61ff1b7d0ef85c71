import { AnalyticsReportPage, reportMetadata } from '@/components/analytics/report-page';
import type { ReportSection } from '@/components/analytics/report-sections';

export const generateMetadata = reportMetadata('workflowsTrend');

const SECTIONS: ReportSection[] = [
  { kind: 'chart', source: { path: '/api/v1/analytics/workflows-trend/list' }, title: 'workflowsTrend.chart', empty: 'workflows.empty', chart: { kind: 'line', x: 'period', y: ['views', 'completions'], aggregate: true } },
  { kind: 'table', source: { path: '/api/v1/analytics/workflows-trend/list' }, title: 'workflowsTrend.caption', empty: 'workflows.empty' },
];

// /analytics/workflows/trend – views and completions over time, and per workflow and period
export default function AnalyticsWorkflowsTrendPage() {
  return <AnalyticsReportPage exportPath="/api/v1/analytics/workflows-trend/file" tab="workflowsTrend" filters="range+workspace" sections={SECTIONS} />;
}
