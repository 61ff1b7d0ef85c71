'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/components/ui/api-request';
import type { FeedbackDto, ReviewerDto, ReviewerPerson } from '@/lib/review/schema';

const NETWORK = 'review.network';

export const reviewKeys = {
  reviewers: (id: string) => ['review', id, 'reviewers'] as const,
  candidates: (id: string, keyword: string) => ['review', id, 'candidates', keyword] as const,
  feedback: (id: string) => ['review', id, 'feedback'] as const,
};

/** Reviewers, reviewer candidates (searched) and the feedback thread of one workflow. */
export function useReview(workflowId: string, keyword: string) {
  const client = useQueryClient();
  const base = `/api/v1/workflows/${workflowId}`;
  const reviewers = useQuery({
    queryKey: reviewKeys.reviewers(workflowId),
    queryFn: () => apiRequest<{ items: ReviewerDto[] }>(`${base}/reviewers`, {}, NETWORK).then((r) => r.items),
  });
  const candidates = useQuery({
    queryKey: reviewKeys.candidates(workflowId, keyword),
    queryFn: () => apiRequest<{ items: ReviewerPerson[] }>(`${base}/reviewers/candidates?keyword=${encodeURIComponent(keyword)}`, {}, NETWORK).then((r) => r.items),
  });
  const feedback = useQuery({
    queryKey: reviewKeys.feedback(workflowId),
    queryFn: () => apiRequest<{ items: FeedbackDto[] }>(`${base}/feedback`, {}, NETWORK).then((r) => r.items),
  });
  return {
    reviewers,
    candidates,
    feedback,
    setReviewers: async (userIds: string[]) => {
      const { items } = await apiRequest<{ items: ReviewerDto[] }>(`${base}/reviewers`, { method: 'PUT', body: { userIds } }, NETWORK);
      client.setQueryData(reviewKeys.reviewers(workflowId), items);
    },
    sendFeedback: async (text: string) => {
      await apiRequest(`${base}/feedback`, { method: 'POST', body: { text } }, NETWORK);
      await client.invalidateQueries({ queryKey: reviewKeys.feedback(workflowId) });
    },
  };
}
