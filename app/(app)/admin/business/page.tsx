import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { BusinessView } from '@/components/admin/business/business-view';
import { requireAdminPage } from '@/lib/admin/guard';
import { listBusinesses } from '@/lib/business/business';
import { businessQuerySchema } from '@/lib/business/schema';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminBusiness');
  return { title: t('title') };
}

// /admin/business – the organisation's business units (org admins)
export default async function BusinessPage() {
  const session = await requireAdminPage('business');
  const { items } = await listBusinesses({ session, query: businessQuerySchema.parse({ all: 'true' }) });
  return <BusinessView initial={items} />;
}
