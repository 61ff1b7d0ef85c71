import { AnalyticsReportPage, reportMetadata } from '@/components/analytics/report-page';
import type { ReportSection } from '@/components/analytics/report-sections';

export const generateMetadata = reportMetadata('mmSopsDetail');

const SECTIONS: ReportSection[] = [
  { kind: 'table', source: { path: '/api/v1/analytics/multimodal-sops-details/list' }, title: 'sops.caption', empty: 'sops.empty' },
];

// /analytics/mm-sops/detail – per smart instruction: sessions, people, time and executions
export default function AnalyticsSopsDetailPage() {
  return <AnalyticsReportPage exportPath="/api/v1/analytics/multimodal-sops-details/file" tab="mmSopsDetail" filters="range+workspace" sections={SECTIONS} requires="sops" />;
}
