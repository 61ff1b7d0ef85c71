import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';

/** The player pages' tab title (the workflow's own title shows on the page; it is not read twice). */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('player');
  return { title: t('pageTitle'), robots: { index: false } };
}
