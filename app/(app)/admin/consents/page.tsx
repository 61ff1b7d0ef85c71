import type { Metadata } from 'next';
import { ConsentsView } from '@/components/admin/consents/consents-view';
import { requireAdminPage } from '@/lib/admin/guard';
import { listConsentsForAdmin } from '@/lib/consents/admin';
import { getTranslations } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('adminConsents'))('title') };
}

// /admin/consents – the consents members are asked, with their answer counts (org admins)
export default async function ConsentsPage() {
  const session = await requireAdminPage('consents');
  return <ConsentsView initial={await listConsentsForAdmin({ session })} />;
}
