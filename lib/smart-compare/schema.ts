import { z } from 'zod';

import { EXACTLY_ONE_REFERENCE, USER_VIDEO_REQUIRED, compareRequestProblem } from './request-rules';

// The request rules live without zod (the execution view's client checks them before it sends).
export { EXACTLY_ONE_REFERENCE, USER_VIDEO_REQUIRED, compareRequestProblem };

const optionalText = z.string().trim().max(2048).optional().nullable();

export const compareRequestSchema = z.object({
  userVideoUrl: optionalText,
  workflowId: optionalText,
  stepId: optionalText,
  referenceVideoUrl: optionalText,
  /** Where the compare was asked from (a smart instruction's smart-compare block). */
  multimodalSopId: z.uuid().optional().nullable(),
  sopItemId: z.string().max(100).optional().nullable(),
});
export type CompareRequestInput = z.input<typeof compareRequestSchema>;

export type ReferenceKind = 'workflow' | 'step' | 'video';
export type CompareRequest = {
  userVideoUrl: string;
  reference: { kind: 'workflow'; workflowId: string } | { kind: 'step'; stepId: string } | { kind: 'video'; url: string };
  multimodalSopId: string | null;
  sopItemId: string | null;
};

export const SMART_COMPARE_STATUSES = ['pending', 'processing', 'completed', 'failure'] as const;
export type SmartCompareStatus = (typeof SMART_COMPARE_STATUSES)[number];

export type TimeRange = { start: number; end: number };

/** A vision model's judgement of one step, labelled with the model that made it. */
export type ModelJudgement = { verdict: 'match' | 'partial' | 'missing'; confidence: number; explanation: string; model: string };

/** One reference step's outcome, as stored (frame thumbnails as storage keys). */
export type StoredStepResult = {
  index: number;
  stepId: string | null;
  title: string;
  referenceRange: TimeRange;
  found: boolean;
  userRange: TimeRange | null;
  /** null when the step was not found. */
  inOrder: boolean | null;
  /** Visual similarity 0..1 of the best match. */
  similarity: number;
  /** Word overlap 0..1 of the two transcripts over the step's ranges, when both have speech. */
  textSimilarity: number | null;
  referenceFrameKey: string | null;
  userFrameKey: string | null;
  model: ModelJudgement | null;
};

export type StoredResult = {
  /** What made it: the offline alignment, plus a vision model's judgements when one is configured. */
  method: 'offline' | 'offline+model';
  referenceDuration: number;
  userDuration: number;
  steps: StoredStepResult[];
};

export type SmartCompareStepDto = Omit<StoredStepResult, 'referenceFrameKey' | 'userFrameKey'> & {
  referenceFrameUrl: string | null;
  userFrameUrl: string | null;
};

export type SmartCompareResultDto = Omit<StoredResult, 'steps'> & {
  steps: SmartCompareStepDto[];
  summary: { total: number; found: number; inOrder: number; score: number };
};

export type SmartCompareDto = {
  id: string;
  status: SmartCompareStatus;
  progress: number;
  referenceKind: ReferenceKind;
  workflowId: string | null;
  stepId: string | null;
  multimodalSopId: string | null;
  sopItemId: string | null;
  user: { uid: string; displayName: string };
  errorKey: string | null;
  result: SmartCompareResultDto | null;
  createdAt: string;
  finishedAt: string | null;
};

export const listComparesQuerySchema = z.object({
  multimodalSopId: z.uuid().optional(),
  sopItemId: z.string().max(100).optional(),
  /** Supervisors see everyone's compares in the organisation; `mine` narrows to their own. */
  mine: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export type ListComparesQuery = z.infer<typeof listComparesQuerySchema>;
