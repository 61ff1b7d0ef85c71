'use client';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/components/ui/api-request';
import type { ShareRecipient, ShareResult, ShareSearchResult } from '@/lib/notifications/share-schema';

const BASE = '/api/v1/notifications';

/** People (10 a page, "more" loads the next) and teams matching the keyword; only while the list is open. */
export function useShareSearch(keyword: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['notifications', 'share', 'search', keyword],
    queryFn: ({ pageParam, signal }) => apiRequest<ShareSearchResult>(`${BASE}/share/recipients`, { query: { keyword, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
    staleTime: 30_000,
  });
}

/** The caller's last 10 recipients, newest first. */
export function useRecentRecipients(enabled: boolean) {
  return useQuery({
    queryKey: ['notifications', 'share', 'recent'],
    queryFn: async () => (await apiRequest<{ items: ShareRecipient[] }>(`${BASE}/share/recent`)).items,
    enabled,
    staleTime: 0,
  });
}

export async function sendWorkflowShare(body: { workflowId: string; message: string; users: string[]; teams: string[] }) {
  return (await apiRequest<{ item: ShareResult }>(`${BASE}/workflow/share`, { method: 'POST', body })).item;
}
