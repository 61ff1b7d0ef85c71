import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmptySection, PageHeading } from '@/components/shell/home-parts';
import { requirePageSession } from '@/lib/auth/guards';

type Props = { searchParams: Promise<{ keyword?: string | string[] }> };

const keywordOf = async (searchParams: Props['searchParams']) => {
  const raw = (await searchParams).keyword;
  return (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 200) ?? '';
};

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations('home');
  const keyword = await keywordOf(searchParams);
  return { title: keyword ? t('searchResultsFor', { keyword }) : t('searchTitle') };
}

/**
 * Explorer search (spec §2). The content library (workflows, smart instructions) arrives in a
 * later issue; until then the page says so instead of showing made-up results.
 */
export default async function ExplorerSearchPage({ searchParams }: Props) {
  await requirePageSession();
  const t = await getTranslations('home');
  const keyword = await keywordOf(searchParams);
  if (!keyword) return <PageHeading title={t('searchTitle')} intro={t('searchNoKeyword')} />;
  return (
    <>
      <PageHeading title={t('searchResultsFor', { keyword })} />
      <EmptySection id="search-workflows" title={t('searchWorkflows')} text={t('searchPending')} />
      <EmptySection id="search-smart-instructions" title={t('searchSmartInstructions')} text={t('searchPending')} />
    </>
  );
}
