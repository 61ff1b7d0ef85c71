import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, hasForbiddenCharacters, text } from '@/lib/http/text';

/**
 * Player tracker events (spec 02 §3 Tracker document): the document's on* fields become event
 * types; `interval` is one played interval of a step ({start, end} in data) with its played time.
 */
export const TRACKING_EVENT_TYPES = [
  'enter',
  'exit',
  'play',
  'pause',
  'forward',
  'backward',
  'next',
  'previous',
  'subtitles',
  'changeRez',
  'changeStepFromMenu',
  'interval',
] as const;
export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

/** Spec 02 §9: a workflow counts as completed once 90 % of its duration has been played. */
export const COMPLETION_RATIO = 0.9;
export const TRACKING_BATCH_MAX = 200;
export const TRACKING_WORKFLOWS_PER_BATCH_MAX = 20;
export const TRACKING_BODY_MAX_BYTES = 512 * 1024;
// One event never stands for more than six hours of playing; larger values are a bug or abuse.
const PLAYED_PER_EVENT_MAX = 6 * 60 * 60;

/** Whether a JSON value holds a string (key or value, at any depth) with characters no input may carry. */
const jsonHasForbiddenText = (value: unknown): boolean => {
  if (typeof value === 'string') return hasForbiddenCharacters(value, { multiline: true });
  if (Array.isArray(value)) return value.some(jsonHasForbiddenText);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, inner]) => hasForbiddenCharacters(key) || jsonHasForbiddenText(inner));
  return false;
};

const clientId = text().trim().min(8).max(64).regex(/^[\w-]+$/);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const trackingEventSchema = z.object({
  // Generated in the browser when the event happens; the server stores each id once per organisation.
  id: clientId,
  trackerId: clientId,
  workflowId: text().max(64),
  stepId: text().regex(UUID).nullish(),
  type: z.enum(TRACKING_EVENT_TYPES),
  at: z.iso.datetime({ offset: true }),
  position: z.number().min(0).max(86_400).nullish(),
  playedSeconds: z.number().min(0).max(PLAYED_PER_EVENT_MAX).default(0),
  // Tracking failures are only logged by the player (spec 02 §8), so these issues keep zod's own messages.
  data: z
    .record(text().max(64), z.json())
    .refine((v) => JSON.stringify(v).length <= 4000)
    // A NUL inside a JSON string cannot be stored in jsonb, and control characters break logs and exports.
    .refine((v) => !jsonHasForbiddenText(v), CONTROL_CHARACTERS_MESSAGE)
    .default({}),
});
export type TrackingEventInput = z.infer<typeof trackingEventSchema>;

export const trackingBatchSchema = z
  .object({ events: z.array(trackingEventSchema).min(1).max(TRACKING_BATCH_MAX) })
  .refine((b) => new Set(b.events.map((e) => e.workflowId)).size <= TRACKING_WORKFLOWS_PER_BATCH_MAX, { path: ['events'] });
export type TrackingBatchInput = z.infer<typeof trackingBatchSchema>;

export const trackingViewQuerySchema = z.object({ workflowId: text().max(64) });

/**
 * What the server did with a batch. The browser queue may drop every event it sent once it gets
 * this answer: `accepted` were stored now, `duplicates` were stored before (a replay), and
 * `rejected` will never be stored (workflow unknown, not visible, or unpublished).
 */
export type TrackingResult = {
  accepted: number;
  duplicates: number;
  rejected: { id: string; code: 'not_found' | 'unpublished' }[];
};

/** Where the caller is in a workflow (continue watching): resume at `stepId` and `position` seconds. */
export type WorkflowViewDto = {
  workflowId: string;
  stepId: string | null;
  position: number;
  playedSeconds: number;
  completed: boolean;
  updatedAt: string;
};
