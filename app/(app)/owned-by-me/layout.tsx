import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/shell/home-parts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('library');
  return { title: t('owned.title') };
}

// /owned-by-me/… – the route rules keep viewers out (org admins, workspace admins and publishers only)
export default async function OwnedByMeLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('library');
  return (
    <>
      <PageHeading title={t('owned.title')} intro={t('owned.intro')} />
      {children}
    </>
  );
}
