import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmptySection, HomeTabs, PageHeading } from '@/components/shell/home-parts';
import { requirePageSession } from '@/lib/auth/guards';
import { homeTabs } from '@/lib/shell/home-tabs';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('home');
  return { title: t('favorites') };
}

export default async function HomeFavoritesPage() {
  const session = await requirePageSession();
  const t = await getTranslations('home');
  return (
    <>
      <PageHeading title={t('favorites')} intro={t('favoritesIntro')} />
      <HomeTabs tabs={homeTabs(session.access)} current="favorites" />
      <EmptySection id="favorites-empty" text={t('favoritesEmpty')} />
    </>
  );
}
