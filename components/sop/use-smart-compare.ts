'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, ApiRequestError } from '@/components/ui/api-request';
import { smartCompareKeys } from '@/lib/smart-compare/query-keys';
import { compareRequestProblem } from '@/lib/smart-compare/request-rules';
import type { CompareRequestInput, SmartCompareDto } from '@/lib/smart-compare/schema';

type Reply = { item: SmartCompareDto };
const POLL_MS = 2000;
const isRunning = (c: SmartCompareDto | undefined) => c?.status === 'pending' || c?.status === 'processing';

/** One compare, polled every 2 s while it waits or runs (the server stops it after 360 s). */
export function useSmartCompare(id: string | null) {
  return useQuery({
    queryKey: smartCompareKeys.one(id ?? ''),
    queryFn: ({ signal }) => apiRequest<Reply>(`/api/v1/users-smart-compares/${id}`, { signal }).then((r) => r.item),
    enabled: Boolean(id),
    refetchInterval: (query) => (isRunning(query.state.data) ? POLL_MS : false),
  });
}

/**
 * Starts a compare (POST /users-smart-compares: recorded with the smart instruction's block) and
 * follows it. The §5 rules are checked before sending, with the server's message keys.
 * `compareId` starts as the block's stored compare, if any.
 */
export function useSmartCompareRun(initialId: string | null = null) {
  const client = useQueryClient();
  const [id, setId] = useState<string | null>(initialId);
  const compare = useSmartCompare(id);
  const start = useMutation({
    mutationFn: async (input: CompareRequestInput) => {
      const problem = compareRequestProblem(input);
      if (problem) throw new ApiRequestError(422, 'invalid_input', problem);
      return (await apiRequest<Reply>('/api/v1/users-smart-compares', { method: 'POST', body: input })).item;
    },
    onSuccess: (item) => {
      client.setQueryData(smartCompareKeys.one(item.id), item);
      setId(item.id);
    },
  });
  const error = (start.error ?? compare.error) as ApiRequestError | null;
  return {
    compareId: id,
    compare: compare.data ?? null,
    running: start.isPending || isRunning(compare.data),
    start: (input: CompareRequestInput) => start.mutateAsync(input).catch(() => null),
    errorKey: error?.messageKey ?? null,
  };
}
