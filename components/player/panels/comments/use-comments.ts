'use client';

import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '@/components/ui/api-request';
import { COMMENT_PAGE_SIZE_PLAYER, type CommentDto, type CommentList, type CommentReactionDto } from '@/lib/comments/schema';
import { mergeComments } from './comment-rules';

export const commentKeys = {
  all: ['comments'] as const,
  workflow: (workflowId: string) => ['comments', 'workflow', workflowId] as const,
};

type Pages = InfiniteData<CommentList, number>;
type Reactions = Record<string, CommentReactionDto[]>;

const listUrl = (page: number) => `/api/v1/comments?page=${page}&size=${COMMENT_PAGE_SIZE_PLAYER}`;
const commentUrl = (id: string, rest = '') => `/api/v1/comments/${encodeURIComponent(id)}${rest}`;

/** Applies a change to every cached page (and the total), from the server's answer. */
function patch(client: QueryClient, workflowId: string, change: (items: CommentDto[], page: number) => CommentDto[], delta = 0) {
  client.setQueryData<Pages>(commentKeys.workflow(workflowId), (data) =>
    data ? { ...data, pages: data.pages.map((p, i) => ({ ...p, total: p.total + delta, items: change(p.items, i) })) } : data,
  );
}

const patchOne = (client: QueryClient, workflowId: string, id: string, change: (c: CommentDto) => CommentDto) =>
  patch(client, workflowId, (items) => items.map((c) => (c.id === id ? change(c) : c)));

const patchReactions = (client: QueryClient, workflowId: string, id: string, change: (r: Reactions) => Reactions) =>
  patchOne(client, workflowId, id, (c) => ({ ...c, reactions: change(c.reactions ?? {}) }));

/**
 * The comments of one workflow for the player's panel, newest first, 50 a page (page numbers from
 * 0, as the spec's player calls them), with the calls that change them. Changes are applied to the
 * cached pages from the server's answer, so the list never jumps back to the top.
 */
export function useComments(workflowId: string) {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: commentKeys.workflow(workflowId),
    queryFn: ({ pageParam }) =>
      apiRequest<CommentList>(listUrl(pageParam), { method: 'POST', body: { level: 'workflows', id: workflowId, withReactions: true } }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.items.length > 0 && pages.reduce((n, p) => n + p.items.length, 0) < last.total ? pages.length : undefined),
  });
  const items = useMemo(() => mergeComments(query.data?.pages.map((p) => p.items) ?? []), [query.data]);

  const actions = useMemo(
    () => ({
      async send(comment: string) {
        const { item } = await apiRequest<{ item: CommentDto }>('/api/v1/comments', { method: 'POST', body: { level: 'workflows', id: workflowId, comment } });
        patch(client, workflowId, (list, page) => (page === 0 ? [item, ...list] : list), 1);
        return item;
      },
      async update(id: string, comment: string) {
        const { item } = await apiRequest<{ item: CommentDto }>(commentUrl(id), { method: 'PUT', body: { comment } });
        patchOne(client, workflowId, id, (c) => ({ ...item, reactions: item.reactions ?? c.reactions }));
        return item;
      },
      remove: (id: string) => apiRequest(commentUrl(id), { method: 'DELETE' }),
      /** Takes a deleted comment out of the list (after its highlight). */
      forget: (id: string) => patch(client, workflowId, (list) => list.filter((c) => c.id !== id), -1),
      async react(id: string, emojiChar: string, emojiCode: string) {
        const { item } = await apiRequest<{ item: CommentReactionDto }>(commentUrl(id, '/reactions'), { method: 'POST', body: { emojiChar, emojiCode } });
        patchReactions(client, workflowId, id, (r) => ({ ...r, [emojiCode]: [...(r[emojiCode] ?? []).filter((x) => x.id !== item.id), item] }));
      },
      async unreact(id: string, reactionId: string) {
        await apiRequest(commentUrl(id, `/${encodeURIComponent(reactionId)}`), { method: 'DELETE' });
        patchReactions(client, workflowId, id, (r) => Object.fromEntries(Object.entries(r).map(([code, list]) => [code, list.filter((x) => x.id !== reactionId)])));
      },
    }),
    [client, workflowId],
  );

  return { query, items, total: query.data?.pages[0]?.total ?? 0, ...actions };
}

export type CommentActions = Omit<ReturnType<typeof useComments>, 'query' | 'items' | 'total'>;
