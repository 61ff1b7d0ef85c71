import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { CategoriesView } from '@/components/admin/categories/categories-view';
import { requireAdminPage } from '@/lib/admin/guard';
import { listCategories } from '@/lib/categories/categories';
import { categoriesQuerySchema } from '@/lib/categories/schema';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminCategories');
  return { title: t('title') };
}

// /admin/categories – the organisation's categories in their order, with sub-category counts (org admins)
export default async function CategoriesPage() {
  const session = await requireAdminPage('categories');
  const { items } = await listCategories({ session, query: categoriesQuerySchema.parse({ all: 'true' }) });
  return <CategoriesView initial={items} />;
}
