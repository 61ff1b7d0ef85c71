import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { StatusPage } from '@/components/account/status-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.notFound');
  return { title: t('title') };
}

// Any unknown page, and notFound() from a loader
export default function NotFound() {
  return <StatusPage code={404} />;
}
