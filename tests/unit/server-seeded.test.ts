import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useBrowserMutation, useSeededQuery } from '@/components/providers/server-seeded';

// The unit tests run in Node, where `window` is undefined: what the server's render sees.
function Badge({ initial }: { initial: number | undefined }) {
  const { data, isPending } = useSeededQuery({ queryKey: ['count'], queryFn: async () => 7, initialData: initial });
  const like = useBrowserMutation({ mutationFn: async (id: string) => id });
  return createElement('span', { 'data-pending': String(isPending), 'data-busy': String(like.isPending) }, data === undefined ? 'none' : `count ${data}`);
}

const render = (initial: number | undefined) => {
  const client = new QueryClient();
  const html = renderToString(createElement(QueryClientProvider, { client }, createElement(Badge, { initial })));
  return { html, client };
};

describe('queries and mutations in the server render', () => {
  it('render the seeded answer and leave no cache entry, observer or fetch behind', () => {
    const { html, client } = render(3);
    expect(html).toBe('<span data-pending="false" data-busy="false">count 3</span>');
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(client.getMutationCache().getAll()).toHaveLength(0);
  });

  it('render a query without a seed as pending, like useQuery before its first answer', () => {
    expect(render(undefined).html).toBe('<span data-pending="true" data-busy="false">none</span>');
  });
});
