'use client';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useSeededQuery } from '@/components/providers/server-seeded';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '@/components/ui/api-request';
import { notificationKeys } from '@/lib/notifications/query-keys';
import { NOTIFICATIONS_PAGE_SIZE } from '@/lib/notifications/constants';
import type { NotificationList } from '@/lib/notifications/schema';

/** Polling while the event stream is down (a proxy that buffers, an old browser, a reconnect under way). */
export const COUNT_POLL_MS = 15_000;

/**
 * The badge count: seeded by the server's render, then pushed by the event stream
 * (useLiveNotifications); polled only while the stream is not connected, and on focus.
 */
export function useNewNotificationCount(initial: number, live: boolean) {
  return useSeededQuery({
    queryKey: notificationKeys.count,
    queryFn: async () => (await apiRequest<NotificationList>('/api/v1/notifications?page=1&size=1')).newCount,
    initialData: initial,
    refetchInterval: live ? false : COUNT_POLL_MS,
  });
}

const STREAM_URL = '/api/v1/notifications/stream';

/**
 * The bell's live line (server-sent events): each `count` event sets the badge and refreshes the
 * panel's list if it is loaded. Returns whether the stream is connected; the browser reconnects by
 * itself after a drop (the server asks for 3 s), and polling covers the gap.
 */
export function useLiveNotifications(): boolean {
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(STREAM_URL);
    source.onopen = () => setLive(true);
    source.onerror = () => setLive(false);
    source.addEventListener('count', (event: MessageEvent<string>) => {
      try {
        const { newCount } = JSON.parse(event.data) as { newCount: number };
        if (typeof newCount === 'number') client.setQueryData(notificationKeys.count, newCount);
      } catch {
        return;
      }
      void client.invalidateQueries({ queryKey: notificationKeys.list });
    });
    return () => source.close();
  }, [client]);
  return live;
}

const pagesOptions = infiniteQueryOptions({
  queryKey: notificationKeys.list,
  queryFn: ({ pageParam }) =>
    apiRequest<NotificationList>(`/api/v1/notifications?page=${pageParam}&size=${NOTIFICATIONS_PAGE_SIZE}`),
  initialPageParam: 1,
  getNextPageParam: (last, pages) => (pages.length * NOTIFICATIONS_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
});

/** The panel's pages; mounted only while the panel is open. */
export function useNotificationPages() {
  return useInfiniteQuery(pagesOptions);
}

/**
 * Opening the bell (spec §2): the badge drops to zero at once; the list is fetched fresh and
 * only then are the new flags cleared, so the list still marks what was new.
 */
export function useOpenBell() {
  const client = useQueryClient();
  return useCallback(async () => {
    client.setQueryData(notificationKeys.count, 0);
    try {
      await client.fetchInfiniteQuery({ ...pagesOptions, staleTime: 0 });
      await apiRequest('/api/v1/notifications/open', { method: 'POST' });
    } catch (error) {
      console.warn('[notifications] opening the bell failed', error);
    }
  }, [client]);
}

/** Marks one read in place; a failure only warns (spec §8) and the next refresh shows the truth. */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/v1/notifications/${id}`, { method: 'PATCH', body: { read: true } }),
    onMutate: (id) =>
      client.setQueryData<InfiniteData<NotificationList>>(notificationKeys.list, (data) =>
        data
          ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((n) => (n.id === id ? { ...n, read: true } : n)) })) }
          : data,
      ),
    onError: (error) => console.warn('[notifications] marking read failed', error),
  });
}
