'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { adminRequest } from '@/components/admin/kit/admin-api';
import { categoryKeys, refreshAfterCategoryChange } from '@/lib/categories/query-keys';
import type { CategoryItem, CategoryWithItems, SubcategoryItem } from '@/lib/categories/schema';

const BASE = '/api/v1/categories';
type Reply<T> = { item: T };

/** Every category in the manual order (sorted, searched and paged in the table). */
export function useCategoryList(initial: CategoryItem[]) {
  return useQuery({
    queryKey: categoryKeys.list(),
    queryFn: async () => (await adminRequest<{ items: CategoryItem[] }>(`${BASE}?all=true&orderBy=priority`)).items,
    initialData: initial,
  });
}

/** One category with its sub-categories in order. */
export function useCategory(initial: CategoryWithItems) {
  return useQuery({
    queryKey: categoryKeys.category(initial.id),
    queryFn: async () => (await adminRequest<Reply<CategoryWithItems>>(`${BASE}/${initial.id}`)).item,
    initialData: initial,
  });
}

/** The changes; each resolves once every query showing categories or their counts is refreshed. */
export function useCategoryActions() {
  const client = useQueryClient();
  return useMemo(() => categoryActions((deletedCategoryId) => refreshAfterCategoryChange(client, { deletedCategoryId })), [client]);
}

function categoryActions(refresh: (deletedCategoryId?: string) => Promise<void>) {
  const after = async <T>(promise: Promise<T>, deletedCategoryId?: string) => {
    const result = await promise;
    await refresh(deletedCategoryId);
    return result;
  };
  const patch = <T>(url: string, body: unknown) => after(adminRequest<Reply<T>>(url, { method: 'PATCH', body }));
  const subUrl = (id: string) => `${BASE}/subcategories/${id}`;
  return {
    create: (name: string) => after(adminRequest<Reply<CategoryItem>>(BASE, { method: 'POST', body: { name } })),
    rename: (id: string, name: string) => patch<CategoryItem>(`${BASE}/${id}`, { name }),
    move: (id: string, position: number) => patch<CategoryItem>(`${BASE}/${id}`, { priority: position }),
    remove: (id: string) => after(adminRequest<Reply<CategoryItem>>(`${BASE}/${id}?confirm=true`, { method: 'DELETE' }), id),
    createSub: (categoryId: string, name: string) =>
      after(adminRequest<Reply<SubcategoryItem>>(`${BASE}/${categoryId}/subcategories`, { method: 'POST', body: { name } })),
    renameSub: (id: string, name: string) => patch<SubcategoryItem>(subUrl(id), { name }),
    moveSub: (id: string, position: number) => patch<SubcategoryItem>(subUrl(id), { priority: position }),
    removeSub: (id: string) => after(adminRequest<Reply<SubcategoryItem>>(`${subUrl(id)}?confirm=true`, { method: 'DELETE' })),
  };
}
