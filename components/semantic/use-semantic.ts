'use client';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/components/ui/api-request';
import type { KnowledgeMap, SemanticWorkflow } from '@/lib/knowledge/semantic-schema';

type Items = { items: SemanticWorkflow[] };

/** Workflows by meaning for the explorer search's "Similar" section (nothing asked for an empty keyword). */
export function useSimilarWorkflows(text: string) {
  return useQuery({
    queryKey: ['semantic', 'workflows', text],
    queryFn: () => apiRequest<Items>('/api/v1/ai/semantic-search/workflow', { method: 'POST', body: { text, limit: 6 } }),
    enabled: text.trim().length > 0,
    staleTime: 60_000,
  });
}

/** Workflows like the one playing (the player's "Related workflows"). */
export function useRelatedWorkflows(workflowId: string) {
  return useQuery({
    queryKey: ['semantic', 'related', workflowId],
    queryFn: () => apiRequest<Items>('/api/v1/ai/related/workflow', { method: 'POST', body: { workflowId } }),
    staleTime: 5 * 60_000,
  });
}

/** The knowledge map; asked again every few seconds while its layout is being computed. */
export function useKnowledgeMap() {
  return useQuery({
    queryKey: ['semantic', 'knowledge-map'],
    queryFn: () => apiRequest<KnowledgeMap>('/api/v1/ai/knowledge-map'),
    refetchInterval: (query) => (query.state.data && query.state.data.status === 'ready' ? false : 4000),
  });
}
