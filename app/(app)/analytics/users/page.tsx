import { AnalyticsReportPage, reportMetadata } from '@/components/analytics/report-page';
import { cardsOf, type ReportSection } from '@/components/analytics/report-sections';

export const generateMetadata = reportMetadata('users');

const SECTIONS: ReportSection[] = [
  {
    kind: 'cards',
    source: { path: '/api/v1/analytics/users/overview' },
    cards: cardsOf('users', 'activeUsers', 'inactiveUsers', 'views', 'completions', 'watchSeconds'),
  },
  { kind: 'chart', source: { path: '/api/v1/analytics-service/users/top', method: 'POST' }, title: 'users.top', empty: 'users.empty', chart: { kind: 'bar', x: 'displayName', y: ['views', 'completions'] } },
  { kind: 'table', source: { path: '/api/v1/analytics/users/list' }, title: 'users.all', empty: 'users.empty' },
];

// /analytics/users – people in scope, who watched and who did not, the top ten and every person
export default function AnalyticsUsersPage() {
  return <AnalyticsReportPage exportPath="/api/v1/analytics/users/file" tab="users" filters="range" sections={SECTIONS} />;
}
