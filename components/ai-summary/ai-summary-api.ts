'use client';
import { apiRequest } from '@/components/ui/api-request';
import type { AiSummaryContent, AiSummaryDto } from '@/lib/ai-summary/schema';
import type { KeyTermsJobDto } from '@/lib/builder/key-terms-dto';

const NETWORK = 'aiSummary.networkError';
type Item<T> = { success: boolean; item: T };

/** The AI summary's calls (lib/ai-summary) and the key-term job (lib/builder/suggest-terms.ts); errors are ApiRequestError with a message key. */
export const aiSummaryApi = {
  load: (workflowId: string) => apiRequest<Item<AiSummaryDto | null>>(`/api/v1/workflows/${encodeURIComponent(workflowId)}/ai-summary`, {}, NETWORK).then((r) => r.item),
  start: (workflowId: string) => apiRequest<Item<AiSummaryDto>>('/api/v1/ai-summary', { method: 'POST', body: { workflowId } }, NETWORK).then((r) => r.item),
  update: (id: string, body: { revision: number; activate?: boolean; content?: AiSummaryContent }) =>
    apiRequest<Item<AiSummaryDto>>(`/api/v1/ai-summary/${encodeURIComponent(id)}`, { method: 'PATCH', body }, NETWORK).then((r) => r.item),
  remove: (id: string) => apiRequest<unknown>(`/api/v1/ai-summary/${encodeURIComponent(id)}`, { method: 'DELETE' }, NETWORK),
  suggestTerms: (workflowId: string) =>
    apiRequest<Item<KeyTermsJobDto>>('/api/v1/workflow/keypoints', { method: 'POST', body: { workflow_id: workflowId } }, NETWORK).then((r) => r.item),
  keyTerms: (workflowId: string) => apiRequest<Item<KeyTermsJobDto | null>>(`/api/v1/workflows/${encodeURIComponent(workflowId)}/keypoints`, {}, NETWORK).then((r) => r.item),
};
