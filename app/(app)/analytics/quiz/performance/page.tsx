import { AnalyticsReportPage, reportMetadata } from '@/components/analytics/report-page';
import type { ReportSection } from '@/components/analytics/report-sections';

export const generateMetadata = reportMetadata('quizPerformance');

const SECTIONS: ReportSection[] = [
  { kind: 'table', source: { path: '/api/v1/analytics/quizzes/quiz-performance-reports/list' }, title: 'quiz.performanceCaption', empty: 'quiz.empty' },
];

// /analytics/quiz/performance – per person and quiz: attempts, best score, latest result (workspace filter, no dates)
export default function AnalyticsQuizPerformancePage() {
  return <AnalyticsReportPage exportPath="/api/v1/analytics/quizzes/quiz-performance-reports/file" tab="quizPerformance" filters="workspace" sections={SECTIONS} requires="quiz" />;
}
