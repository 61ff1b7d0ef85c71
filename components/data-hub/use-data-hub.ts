'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/components/ui/api-request';
import { dataHubKeys } from '@/lib/data-hub/query-keys';
import { DATA_HUB_PAGE_SIZE, type DataHubDocumentDto, type DataHubListDto } from '@/lib/data-hub/schema';

const BASE = '/api/v1/data-hub/documents';
type Reply = { item: DataHubDocumentDto };
const isBusy = (d: DataHubDocumentDto) => d.status === 'pending' || d.status === 'indexing';

/** One page of a workspace's documents; polled every 2 s while one is waiting for or in indexing. */
export function useDocuments(workspaceId: string, page: number) {
  return useQuery({
    queryKey: dataHubKeys.list(workspaceId, page),
    queryFn: ({ signal }) => apiRequest<DataHubListDto>(BASE, { query: { workspaceId, page, size: DATA_HUB_PAGE_SIZE }, signal }),
    enabled: workspaceId !== '',
    refetchInterval: (query) => (query.state.data?.items.some(isBusy) ? 2000 : false),
  });
}

/** The changes; each refreshes the lists once the server has answered. */
export function useDocumentActions() {
  const client = useQueryClient();
  const after = async <T,>(request: Promise<T>) => {
    try {
      return await request;
    } finally {
      await client.invalidateQueries({ queryKey: dataHubKeys.all });
    }
  };
  return {
    create: (workspaceId: string, uploadId: string) => after(apiRequest<Reply>(BASE, { method: 'POST', body: { workspaceId, uploadId } })),
    replace: (id: string, uploadId: string) => after(apiRequest<Reply>(`${BASE}/${id}`, { method: 'PUT', body: { uploadId } })),
    retry: (id: string) => after(apiRequest<Reply>(`${BASE}/${id}/retry`, { method: 'POST' })),
    remove: (id: string) => after(apiRequest<{ item: { id: string } }>(`${BASE}/${id}`, { method: 'DELETE' })),
  };
}
