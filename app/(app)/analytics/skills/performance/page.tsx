import { AnalyticsReportPage, reportMetadata } from '@/components/analytics/report-page';
import type { ReportSection } from '@/components/analytics/report-sections';

export const generateMetadata = reportMetadata('skillsPerformance');

const SECTIONS: ReportSection[] = [
  { kind: 'chart', source: { path: '/api/v1/analytics/skill-performance/list' }, title: 'skills.chart', empty: 'skills.empty', chart: { kind: 'bar', x: 'skillTitle', y: ['completed', 'inProgress', 'notStarted'], stacked: true } },
  { kind: 'table', source: { path: '/api/v1/analytics/skill-performance/list' }, title: 'skills.caption', empty: 'skills.empty' },
];

// /analytics/skills/performance – the standing of each skill (today: no date filter)
export default function AnalyticsSkillsPerformancePage() {
  return <AnalyticsReportPage exportPath="/api/v1/analytics/skill-performance/file" tab="skillsPerformance" filters="workspace" sections={SECTIONS} />;
}
