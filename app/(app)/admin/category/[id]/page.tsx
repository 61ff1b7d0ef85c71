import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/server';
import { CategoryView } from '@/components/admin/categories/category-view';
import { requireAdminPage } from '@/lib/admin/guard';
import { getCategory } from '@/lib/categories/categories';
import { AppError } from '@/lib/http/errors';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminCategories');
  return { title: t('categoryPageTitle') };
}

// /admin/category/{id} – one category with its sub-categories: add, rename, reorder, delete (org admins)
export default async function CategoryPage({ params }: Props) {
  const session = await requireAdminPage('categories');
  const { id } = await params;
  const category = await getCategory({ session, categoryId: id }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  });
  return <CategoryView initial={category} />;
}
