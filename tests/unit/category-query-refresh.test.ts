import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { categoryKeys, refreshAfterCategoryChange } from '@/lib/categories/query-keys';
import { workflowKeys } from '@/lib/workflows/query-keys';

/** A stand-in server: the sub-category count it answers changes when the test says so. */
function counts() {
  const state = { subcategories: 0, calls: 0 };
  const list = async () => {
    state.calls += 1;
    return [{ id: 'c1', name: 'Safety', subcategoriesCount: state.subcategories }];
  };
  return { state, list };
}

describe('a category change and the screens that show counts', () => {
  it('leaves the list (not on screen) holding the new count before the change resolves', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    const server = counts();
    // The list was on screen once (its page visited), then the admin opened a category page.
    await client.fetchQuery({ queryKey: categoryKeys.list(), queryFn: server.list });
    expect(client.getQueryData(categoryKeys.list())).toEqual([expect.objectContaining({ subcategoriesCount: 0 })]);

    server.state.subcategories = 1;
    await refreshAfterCategoryChange(client);

    // Back on the list: the cache already answers 1, with nothing left to refetch on mount.
    expect(client.getQueryData(categoryKeys.list())).toEqual([expect.objectContaining({ subcategoriesCount: 1 })]);
    expect(client.getQueryState(categoryKeys.list())?.isInvalidated).toBe(false);
  });

  it('marks the library’s category catalogue stale and drops a deleted category’s page', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    const server = counts();
    client.setQueryData(workflowKeys.catalog(), [{ id: 'c1', name: 'Safety', subcategories: [] }]);
    await client.fetchQuery({ queryKey: categoryKeys.category('c1'), queryFn: async () => ({ id: 'c1', items: [] }) });
    await client.fetchQuery({ queryKey: categoryKeys.list(), queryFn: server.list });

    await refreshAfterCategoryChange(client, { deletedCategoryId: 'c1' });

    expect(client.getQueryState(workflowKeys.catalog())?.isInvalidated).toBe(true);
    expect(client.getQueryState(categoryKeys.category('c1'))).toBeUndefined();
    expect(server.state.calls).toBe(2);
  });

  it('refetches a list that is on screen once, too', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    const server = counts();
    const observer = new QueryObserver(client, { queryKey: categoryKeys.list(), queryFn: server.list });
    const stop = observer.subscribe(() => undefined);
    await client.fetchQuery({ queryKey: categoryKeys.list(), queryFn: server.list });
    const before = server.state.calls;
    server.state.subcategories = 2;
    await refreshAfterCategoryChange(client);
    expect(server.state.calls).toBe(before + 1);
    expect(client.getQueryData(categoryKeys.list())).toEqual([expect.objectContaining({ subcategoriesCount: 2 })]);
    stop();
  });
});
