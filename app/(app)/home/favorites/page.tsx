import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { HomeTabs, PageHeading } from '@/components/shell/home-parts';
import { LibraryPage } from '@/components/workflows/library-page';
import { requirePageSession } from '@/lib/auth/guards';
import { homeTabs } from '@/lib/shell/home-tabs';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('home');
  return { title: t('favorites') };
}

// /home/favorites – the workflows the user marked as favourites
export default async function HomeFavoritesPage() {
  const session = await requirePageSession();
  const t = await getTranslations('home');
  return (
    <>
      <PageHeading title={t('favorites')} intro={t('favoritesIntro')} />
      <HomeTabs tabs={homeTabs(session.org)} current="favorites" />
      <LibraryPage session={session} source={{ kind: 'favorites' }} emptyText={t('favoritesEmpty')} label={t('favorites')} />
    </>
  );
}
