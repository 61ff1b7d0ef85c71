import { z } from 'zod';
import { multilineText, text } from '@/lib/http/text';

export const MAX_REVIEWERS = 20;
export const MAX_FEEDBACK_LENGTH = 2000;
export const REVIEWER_CANDIDATES_LIMIT = 20;

/** PUT /reviewers: the whole list; people added get the review request. */
export const setReviewersSchema = z.object({ userIds: z.array(z.uuid()).max(MAX_REVIEWERS) });
export type SetReviewersInput = z.infer<typeof setReviewersSchema>;

/** POST /feedback: text (line breaks allowed, no other control characters), optionally about one step. */
export const feedbackSchema = z.object({
  text: multilineText().trim().min(1).max(MAX_FEEDBACK_LENGTH),
  stepId: z.uuid().nullish(),
});
export type FeedbackInput = z.infer<typeof feedbackSchema>;

export const candidatesQuerySchema = z.object({ keyword: text().trim().max(100).default('') });

export type ReviewerPerson = { id: string; displayName: string; email: string };
export type ReviewerDto = ReviewerPerson & { requestedAt: string };
export type FeedbackDto = { id: string; text: string; stepId: string | null; author: { id: string; displayName: string } | null; createdAt: string };
