import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { StatusPage } from '@/components/account/status-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.forbidden');
  return { title: t('title') };
}

// /403 – where loaders send a signed-in user who lacks the access flag or view permission
export default function ForbiddenPage() {
  return <StatusPage code={403} />;
}
