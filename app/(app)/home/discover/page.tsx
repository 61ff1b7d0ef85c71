import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmptySection, HomeTabs, PageHeading } from '@/components/shell/home-parts';
import { requirePageSession } from '@/lib/auth/guards';
import { homeTabs } from '@/lib/shell/home-tabs';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('home');
  return { title: t('discover') };
}

export default async function HomeDiscoverPage() {
  const session = await requirePageSession();
  const t = await getTranslations('home');
  return (
    <>
      <PageHeading title={t('discover')} intro={t('discoverIntro')} />
      <HomeTabs tabs={homeTabs(session.access)} current="discover" />
      <EmptySection id="discover-empty" text={t('discoverEmpty')} />
    </>
  );
}
