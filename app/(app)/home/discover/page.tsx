import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { HomeTabs, PageHeading } from '@/components/shell/home-parts';
import { LibraryPage } from '@/components/workflows/library-page';
import { requirePageSession } from '@/lib/auth/guards';
import { homeTabs } from '@/lib/shell/home-tabs';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('home');
  return { title: t('discover') };
}

// /home/discover – everything published the user may open, newest first
export default async function HomeDiscoverPage() {
  const session = await requirePageSession();
  const t = await getTranslations('home');
  return (
    <>
      <PageHeading title={t('discover')} intro={t('discoverIntro')} />
      <HomeTabs tabs={homeTabs(session.org)} current="discover" />
      <LibraryPage session={session} source={{ kind: 'discover' }} emptyText={t('discoverEmpty')} label={t('discover')} />
    </>
  );
}
