import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.forbidden');
  return { title: t('title') };
}

// /403 – where loaders send a signed-in user who lacks the access flag or view permission. Thrown,
// so the answer carries HTTP status 403 (app/forbidden.tsx renders the page).
export default function ForbiddenPage() {
  forbidden();
}
