import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AnalyticsReport } from '@/components/analytics/report';
import type { ReportSection } from '@/components/analytics/report-sections';
import { findAnalyticsUser } from '@/lib/analytics/drill-down';
import { requireAnalyticsPage } from '@/lib/analytics/page-guard';
import { AppError } from '@/lib/http/errors';
import { getTranslations } from '@/lib/i18n/server';

type Props = { params: Promise<{ userId: string }> };

async function load(userId: string) {
  const { session } = await requireAnalyticsPage();
  try {
    return await findAnalyticsUser(session, userId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  }
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
      cards: [
        { field: 'views', label: 'views', kind: 'count' },
        { field: 'workflowsViewed', label: 'workflowsViewed', kind: 'count' },
        { field: 'completions', label: 'completions', kind: 'count' },
        { field: 'watchSeconds', label: 'watchTime', kind: 'duration' },
        { field: 'lastViewedAt', label: 'lastViewed', kind: 'date' },
      ],
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
