import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { OverviewView } from '@/components/admin/overview/overview-view';
import { requireAdminPage } from '@/lib/admin/guard';
import { getAdminOverview } from '@/lib/admin/overview';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminOverview');
  return { title: t('title') };
}

// /admin – the admin overview: counts, quick links, the company logo and recent changes
export default async function AdminOverviewPage() {
  const session = await requireAdminPage('overview');
  const overview = await getAdminOverview({ session });
  return <OverviewView overview={overview} />;
}
