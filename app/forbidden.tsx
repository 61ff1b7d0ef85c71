import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { StatusPage } from '@/components/account/status-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.forbidden');
  return { title: t('title') };
}

// forbidden() from a page (the /403 route): the page with HTTP status 403
export default function Forbidden() {
  return <StatusPage code={403} />;
}
