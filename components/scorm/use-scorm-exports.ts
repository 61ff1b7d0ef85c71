'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/components/ui/api-request';
import { scormKeys } from '@/lib/scorm/query-keys';
import { isTerminal, type AvailableWorkflowDto, type ExportListDto, type ExportProcessDto } from '@/lib/scorm/schema';

const BASE = '/api/v1/rustici-export-processes';
export const HISTORY_PAGE_SIZE = 20;
type Reply = { item: ExportProcessDto };

/** One page of the export history, newest first; polled every 2 s while an export is still being built. */
export function useExportHistory(page: number) {
  return useQuery({
    queryKey: scormKeys.list(page),
    queryFn: ({ signal }) => apiRequest<ExportListDto>(BASE, { query: { page, size: HISTORY_PAGE_SIZE, order_by: 'createdAt', desc: true }, signal }),
    refetchInterval: (query) => (query.state.data?.items.some((i) => !isTerminal(i.status)) ? 2000 : false),
  });
}

/** The workspace's workflows a package can hold. */
export function useAvailableWorkflows(workspaceId: string, type: string) {
  return useQuery({
    queryKey: scormKeys.available(workspaceId, type),
    queryFn: ({ signal }) => apiRequest<{ items: AvailableWorkflowDto[] }>(`${BASE}/available/workflows/${encodeURIComponent(workspaceId)}`, { query: { export_type: type }, signal }),
    enabled: workspaceId !== '',
  });
}

/** Create and retry; each refreshes the history once the server has answered. */
export function useExportActions() {
  const client = useQueryClient();
  const after = async <T,>(request: Promise<T>) => {
    try {
      return await request;
    } finally {
      await client.invalidateQueries({ queryKey: scormKeys.all });
    }
  };
  return {
    create: (body: { workflowIds: string[]; exportType: string; exportSource: string; resolution: number }) => after(apiRequest<Reply>(BASE, { method: 'POST', body })),
    retry: (id: string) => after(apiRequest<Reply>(`${BASE}/${encodeURIComponent(id)}/retry`, { method: 'PUT' })),
  };
}
