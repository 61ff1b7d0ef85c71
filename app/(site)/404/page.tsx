import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { StatusPage } from '@/components/account/status-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.notFound');
  return { title: t('title') };
}

// /404 – the route the player and previews send people to when something does not exist
export default function NotFoundPage() {
  return <StatusPage code={404} />;
}
