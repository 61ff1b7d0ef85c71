import type { Metadata } from 'next';
import { SopPage } from '@/components/sop/sop-page';
import { getTranslations } from '@/lib/i18n/server';
import { requireSopPage } from '@/lib/sop-ui/page-guard';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('sopUi'))('pageTitle') };
}

// /explorer-search/mm-sop/{id} – a smart instruction opened from the search results
export default async function SearchSopPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSopPage();
  return <SopPage id={(await params).id} />;
}
