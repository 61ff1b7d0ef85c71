'use client';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSeededQuery } from '@/components/providers/server-seeded';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import type { LibrarySort, Page, SearchPage, SearchWorkflowsInput, WorkflowCardView } from '@/lib/workflows/library-schema';
import { isLiveProgress } from '@/lib/workflows/progress-types';
import { workflowKeys } from '@/lib/workflows/query-keys';
import { libraryRequest, workflowUrl } from './library-api';

/** Which list a library page shows; each maps to one GET endpoint. */
export type ListSource = { kind: 'discover' | 'favorites' | 'owned' } | { kind: 'workspace'; workspaceId: string };
export type ListParams = { page: number; size: number; sort: LibrarySort; locale: string };

export function listUrl(source: ListSource, { page, size, sort, locale }: ListParams): string {
  const query = new URLSearchParams({ page: String(page), size: String(size), sort, locale });
  switch (source.kind) {
    case 'workspace':
      return `/api/v1/workspaces/${encodeURIComponent(source.workspaceId)}/workflows?${query}`;
    case 'favorites':
      return `/api/v1/workflows?favorites=1&${query}`;
    case 'owned':
      return `/api/v1/workflows?ownedBy=me&${query}`;
    default:
      return `/api/v1/workflows?published=1&${query}`;
  }
}

/** While a card is processing, the list looks again now and then (cards beyond the live streams, statuses). */
const LIVE_REFETCH_MS = 10_000;
const refetchWhileLive = (query: { state: { data?: Page<WorkflowCardView> } }) =>
  query.state.data?.items.some((c) => isLiveProgress(c.status)) ? LIVE_REFETCH_MS : false;

const sourceKey = (source: ListSource) => (source.kind === 'workspace' ? `workspace:${source.workspaceId}` : source.kind);

/** One page of a list; the server-rendered first page is its initial data. */
export function useWorkflowList(source: ListSource, params: ListParams, initial: { params: ListParams; page: Page<WorkflowCardView> }) {
  const isInitial = JSON.stringify(params) === JSON.stringify(initial.params);
  return useSeededQuery({
    queryKey: workflowKeys.list({ source: sourceKey(source), ...params }),
    // The API's cards carry more than the page's (lib/workflows/library-schema.ts cardView); the list reads the view.
    queryFn: () => libraryRequest<Page<WorkflowCardView>>(listUrl(source, params)),
    initialData: isInitial ? initial.page : undefined,
    placeholderData: keepPreviousData,
    refetchInterval: refetchWhileLive,
  });
}

export function useWorkflowSearch(body: SearchWorkflowsInput) {
  return useQuery({
    queryKey: workflowKeys.search(body),
    queryFn: () => libraryRequest<SearchPage>('/api/v1/workflows/search', { method: 'POST', body }),
    placeholderData: keepPreviousData,
    refetchInterval: refetchWhileLive,
  });
}

export type WorkflowVersion = { id: string; version: number; createdAt: string; createdBy: { displayName: string } | null; title: string };
export type WorkspaceOption = { id: string; name: string };

export const useWorkflowVersions = (id: string) =>
  useQuery({
    queryKey: workflowKeys.versions(id),
    queryFn: async () => (await libraryRequest<{ items: WorkflowVersion[] }>(workflowUrl(id, '/versions'))).items,
  });

/** Workspaces the caller can author in: the targets of move and copy. */
export const useEditWorkspaces = () =>
  useQuery({
    queryKey: workflowKeys.editWorkspaces(),
    queryFn: async () => (await libraryRequest<{ items: WorkspaceOption[] }>('/api/v1/workspaces?type=edit')).items,
  });

/**
 * The card tools' calls (contract: lifecycle endpoints). Each refreshes every workflow query and
 * the server-rendered parts of the page once the server has answered. `publish` is the one
 * publish path of the client: the card tool, the player's preview bar and the builder call it.
 */
export function useCardActions() {
  const client = useQueryClient();
  const router = useRouter();
  return useMemo(() => {
    const after = async <T>(promise: Promise<T>) => {
      const result = await promise;
      await client.invalidateQueries({ queryKey: workflowKeys.all });
      router.refresh();
      return result;
    };
    return {
      favorite: (workflowId: string, like: boolean) => after(libraryRequest('/api/v1/user-likes/workflow', { method: 'POST', body: { workflowId, like } })),
      rename: (id: string, title: string, languageCode: string) => after(libraryRequest(workflowUrl(id, '/title'), { method: 'PUT', body: { title, languageCode } })),
      setPoster: (id: string, body: { uploadId: string } | { time: number }) => after(libraryRequest(workflowUrl(id, '/poster'), { method: 'PUT', body })),
      move: (id: string, workspaceId: string) => after(libraryRequest(workflowUrl(id, '/workspace'), { method: 'PUT', body: { workspaceId } })),
      copy: (id: string, groupIds: string[]) => after(libraryRequest<{ items: { id: string }[] }>(workflowUrl(id, '/duplication'), { method: 'POST', body: { groupIds } })),
      publish: (id: string) => after(libraryRequest(workflowUrl(id, '/publish'), { method: 'POST' })),
      unpublish: (id: string) => after(libraryRequest(workflowUrl(id, '/unpublish'), { method: 'PUT' })),
      remove: (id: string) => after(libraryRequest(workflowUrl(id), { method: 'DELETE' })),
      restore: (id: string, versionId: string) => after(libraryRequest(workflowUrl(id, `/versions/${encodeURIComponent(versionId)}/restore`), { method: 'POST' })),
      setSubcategories: (id: string, subcategoryIds: string[]) => after(libraryRequest(workflowUrl(id), { method: 'PATCH', body: { data: { subcategoryIds } } })),
    };
  }, [client, router]);
}
