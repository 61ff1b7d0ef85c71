import { AnalyticsReportPage, reportMetadata } from '@/components/analytics/report-page';
import type { ReportSection } from '@/components/analytics/report-sections';

export const generateMetadata = reportMetadata('mmSopsTrend');

const SECTIONS: ReportSection[] = [
  { kind: 'chart', source: { path: '/api/v1/analytics/multimodal-sops-trend/list' }, title: 'sops.chart', empty: 'sops.empty', chart: { kind: 'line', x: 'period', y: ['sessions'], aggregate: true } },
  { kind: 'table', source: { path: '/api/v1/analytics/multimodal-sops-trend/list' }, title: 'sops.trendCaption', empty: 'sops.empty' },
];

// /analytics/mm-sops/trend – smart-instruction sessions over time, and per smart instruction and period
export default function AnalyticsSopsTrendPage() {
  return <AnalyticsReportPage exportPath="/api/v1/analytics/multimodal-sops-trend/file" tab="mmSopsTrend" filters="range+workspace" sections={SECTIONS} requires="sops" />;
}
