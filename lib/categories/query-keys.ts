import type { QueryClient } from '@tanstack/react-query';
import { workflowKeys } from '@/lib/workflows/query-keys';

/** react-query keys for the category screens; any change invalidates `all`. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: () => ['categories', 'list'] as const,
  category: (id: string) => ['categories', 'category', id] as const,
};

/**
 * After any category or sub-category change: refetch every category query now, also those of a
 * screen that is not showing (the list's sub-category counts while a category page is open), so
 * going back never shows — or opens a delete dialog with — a count from before the change. The
 * library's category catalogue and cards (their sub-categories) refetch when next shown.
 * Resolves once the category queries hold the server's answer. A deleted category's own page query
 * is dropped rather than refetched (it would only answer 404).
 */
export async function refreshAfterCategoryChange(client: QueryClient, { deletedCategoryId }: { deletedCategoryId?: string } = {}): Promise<void> {
  if (deletedCategoryId) client.removeQueries({ queryKey: categoryKeys.category(deletedCategoryId), exact: true });
  await Promise.all([
    client.invalidateQueries({ queryKey: categoryKeys.all, refetchType: 'all' }),
    client.invalidateQueries({ queryKey: workflowKeys.all }),
  ]);
}
