import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.notFound');
  return { title: t('title') };
}

// /404 – the route the player and previews send people to when something does not exist. Thrown,
// so the answer carries HTTP status 404 (app/not-found.tsx renders the page).
export default function NotFoundPage() {
  notFound();
}
