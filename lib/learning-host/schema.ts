import { z } from 'zod';
import { text } from '@/lib/http/text';
import type { UserQuizDto } from '@/lib/quiz/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = () => z.string().regex(UUID, 'errors.not_found');

/** The launch values a thin package's launcher puts on the /rustici URL (lib/learning-host/package-token.ts). */
export const launchSchema = z.object({
  pkg: z.string().min(1).max(20_000),
  lid: text().min(1).max(255),
  lname: text().max(255).default(''),
  // Milliseconds since 1970 on the learner's clock, as the launcher signed them.
  ts: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,16}$/).transform(Number)]),
  sig: z.string().min(1).max(128),
});
export type LaunchValues = z.infer<typeof launchSchema>;

// POST /api/v1/learning-host/validate
export const validateSchema = launchSchema.extend({ workflowId: id() });
export type ValidateInput = z.infer<typeof validateSchema>;

// POST /api/v1/learning-host/sign-in
export const signInSchema = z.object({ customToken: z.string().min(10).max(200) });

// GET /api/v1/learning-host/workflow?workflowId
export const hostWorkflowQuerySchema = z.object({ workflowId: id() });

// POST /api/v1/learning-host/progress – the host record, every 3 s while playing (spec 02 §9)
export const progressSchema = z.object({
  /** The record's own id, made in the browser: a record sent again (a lost answer) is counted once. */
  eventId: z.string().trim().min(8).max(64).regex(/^[\w-]+$/),
  workflowId: id(),
  stepId: id(),
  /** Where the learner is in the step (seconds). */
  time: z.number().min(0).max(86_400),
  /** Seconds played since the last record (gaps under 2 s, at the playing speed). */
  watchedSeconds: z.number().min(0).max(3_600),
});
export type ProgressInput = z.infer<typeof progressSchema>;

/** The LMS's vocabulary; completion is reported once, and never over a passed or failed result. */
export const HOST_STATUSES = ['incomplete', 'completed', 'passed', 'failed'] as const;
export type HostStatus = (typeof HOST_STATUSES)[number];

export type HostProgressDto = {
  stepId: string | null;
  time: number;
  watchedRatio: number;
  status: HostStatus;
  completed: boolean;
};

/** POST /api/v1/learning-host/user-quiz: the graded attempt, the host record it changed, and what the LMS is told. */
export type HostQuizResult = { attempt: UserQuizDto; progress: HostProgressDto; quiz: { score: number; passed: boolean } };

/** The reply of validate (spec 02 §7): `errorMessage` is null on success. */
export type ValidateReply = { item: { customToken: string; type: 'customToken'; isNewUser: boolean; displayName: string }; errorMessage: null };

export type HostSignIn = { accessToken: string; expiresAt: string };
