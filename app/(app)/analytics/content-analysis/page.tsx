import type { Metadata } from 'next';
import Link from 'next/link';
import { AnalyticsHeader } from '@/components/analytics/analytics-header';
import { requireAnalyticsPage } from '@/lib/analytics/page-guard';
import { getTranslations } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('analytics'))('tabs.content-analysis') };
}

// /analytics/content-analysis – the configurable report screen arrives later; until then an honest empty state
export default async function ContentAnalysisPage() {
  const { features } = await requireAnalyticsPage();
  const t = await getTranslations('analytics');
  return (
    <>
      <AnalyticsHeader current="content-analysis" features={features} />
      <p>{t('contentAnalysis.notYet')}</p>
      <ul>
        <li>
          <Link href="/analytics/main">{t('tabs.main')}</Link>
        </li>
        <li>
          <Link href="/analytics/workflows">{t('tabs.workflows')}</Link>
        </li>
      </ul>
    </>
  );
}
