import { AnalyticsReportPage, reportMetadata } from '@/components/analytics/report-page';
import type { ReportSection } from '@/components/analytics/report-sections';

export const generateMetadata = reportMetadata('quiz');

const SECTIONS: ReportSection[] = [
  { kind: 'table', source: { path: '/api/v1/analytics/quizzes/list' }, title: 'quiz.caption', empty: 'quiz.empty' },
];

// /analytics/quiz – per quiz taken: attempts, people, passes, average score (workspace filter, no dates)
export default function AnalyticsQuizPage() {
  return <AnalyticsReportPage tab="quiz" filters="workspace" sections={SECTIONS} requires="quiz" />;
}
