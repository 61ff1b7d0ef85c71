'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '@/components/ui/api-request';
import type { WorkflowReactionId, WorkflowReactionsDto } from '@/lib/reactions/schema';
import { ReactionQueue } from './reaction-queue';
import { withMine } from './reaction-rules';

export const reactionKeys = { workflow: (workflowId: string) => ['reactions', 'workflow', workflowId] as const };

const url = (workflowId: string) => `/api/v1/workflows/${encodeURIComponent(workflowId)}/reactions`;

/**
 * A workflow's reactions and the caller's choice. A choice shows at once and is sent through the
 * ReactionQueue (300 ms debounce, one request at a time); a failure is only logged (spec 02 §8)
 * and the shown state returns to the server's.
 */
export function useWorkflowReactions(workflowId: string, enabled: boolean) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: reactionKeys.workflow(workflowId),
    queryFn: async () => (await apiRequest<{ item: WorkflowReactionsDto }>(url(workflowId))).item,
    enabled,
  });
  const [pending, setPending] = useState<WorkflowReactionId | null | undefined>(undefined);
  // Created by the first click (event handlers may hold refs), one per workflow.
  const queue = useRef<{ workflowId: string; queue: ReactionQueue } | null>(null);
  useEffect(() => () => queue.current?.queue.dispose(), []);

  const choose = (target: WorkflowReactionId | null) => {
    if (queue.current?.workflowId !== workflowId) {
      queue.current?.queue.dispose();
      const key = reactionKeys.workflow(workflowId);
      const id = workflowId;
      queue.current = {
        workflowId,
        queue: new ReactionQueue({
          current: () => client.getQueryData<WorkflowReactionsDto>(key)?.mine,
          send: async (next) => {
            const { item } = await apiRequest<{ item: WorkflowReactionsDto }>(url(id), next ? { method: 'PUT', body: { reaction: next } } : { method: 'DELETE' });
            client.setQueryData(key, item);
          },
          onIdle: () => setPending(undefined),
        }),
      };
    }
    setPending(target);
    queue.current.queue.choose(target);
  };

  const data = query.data && pending !== undefined ? withMine(query.data, pending) : query.data;
  return { data, choose };
}
