import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { ExplorerSearch, readSearchParams, type SearchParams } from '@/components/workflows/explorer-search';

type Props = { searchParams: SearchParams };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations('home');
  const { keyword } = await readSearchParams(searchParams);
  return { title: keyword ? t('searchResultsFor', { keyword }) : t('searchTitle') };
}

// /explorer-search-main?keyword=&tab= – the same search, under the spec's second route name
export default function ExplorerSearchMainPage({ searchParams }: Props) {
  return <ExplorerSearch path="/explorer-search-main" searchParams={searchParams} />;
}
