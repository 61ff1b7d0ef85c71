import type { Metadata } from 'next';
import Link from 'next/link';
import { AnalyticsReport } from '@/components/analytics/report';
import { cardsOf, type ReportSection } from '@/components/analytics/report-sections';
import { findAnalyticsUser } from '@/lib/analytics/drill-down';
import { orNotFound, requireAnalyticsPage } from '@/lib/analytics/page-guard';
import { getTranslations } from '@/lib/i18n/server';

type Props = { params: Promise<{ userId: string }> };

async function load(userId: string) {
  const { session } = await requireAnalyticsPage();
  return orNotFound(findAnalyticsUser(session, userId));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const user = await load((await params).userId);
  return { title: (await getTranslations('analytics'))('user.title', { name: user.displayName || user.email }) };
}

// /analytics/user/{userId} – one person's totals and view history (no analytics header, spec 02 §2)
export default async function AnalyticsUserPage({ params }: Props) {
  const user = await load((await params).userId);
  const t = await getTranslations('analytics');
  const base = `/api/v1/analytics-service/users/${user.id}`;
  const sections: ReportSection[] = [
    {
      kind: 'cards',
      source: { path: `${base}/overview`, method: 'POST' },
      cards: cardsOf('views', 'workflowsViewed', 'completions', 'watchSeconds', 'lastViewedAt'),
    },
    { kind: 'table', source: { path: `${base}/viewhistory`, method: 'POST' }, title: 'user.history', empty: 'user.noHistory' },
  ];
  return (
    <>
      <p>
        <Link href="/analytics/users">{t('user.back')}</Link>
      </p>
      <h1>{user.displayName || user.email}</h1>
      {user.displayName ? <p>{user.email}</p> : null}
      <AnalyticsReport sections={sections} filters="range" />
    </>
  );
}
