import { z } from 'zod';

/** Spec 02 §9 analytics constants. */
export const ALL_WORKSPACES = 'All';
export const DEFAULT_RANGE_MONTHS = 3;
export const LIST_DEFAULT_PAGE = 1;
export const LIST_DEFAULT_SIZE = 500;
export const FILTER_DEBOUNCE_MS = 500;
/** Counts at or above this show as "N+" (spec 02 §9). */
export const COUNT_CAP = 10;
/** The longest range one request may ask for (the bench's two years, with room). */
export const MAX_RANGE_DAYS = 3 * 366;
export const DATE_RANGE_MESSAGE = 'analytics.errors.dateRange';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) => ISO_DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const dayDiff = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A date range of UTC days, both ends included: valid days, from ≤ to, at most MAX_RANGE_DAYS. */
export const dateRangeSchema = z
  .object({ from: z.string().refine(isDay, DATE_RANGE_MESSAGE), to: z.string().refine(isDay, DATE_RANGE_MESSAGE) })
  .refine((r) => dayDiff(r.from, r.to) >= 0 && dayDiff(r.from, r.to) <= MAX_RANGE_DAYS, { message: DATE_RANGE_MESSAGE, path: ['to'] });
export type DateRange = z.infer<typeof dateRangeSchema>;

export const workspaceFilterSchema = z.union([z.literal(ALL_WORKSPACES), z.string().regex(UUID)]).default(ALL_WORKSPACES);

export const listPagingSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(LIST_DEFAULT_PAGE),
  size: z.coerce.number().int().min(1).max(1000).default(LIST_DEFAULT_SIZE),
});

/** The default range: the last three months up to today (UTC days). */
export function defaultRange(now = new Date()): DateRange {
  const to = now.toISOString().slice(0, 10);
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - DEFAULT_RANGE_MONTHS, now.getUTCDate()));
  return { from: start.toISOString().slice(0, 10), to };
}

export type OverviewDto = { activeUsers: number; views: number; completions: number; watchSeconds: number; workflowsViewed: number };
export type EngagementPointDto = { period: string; views: number; activeUsers: number; completions: number; watchSeconds: number };
export type EngagementDto = { granularity: 'day' | 'week' | 'month'; points: EngagementPointDto[] };
export type WorkflowRowDto = { workflowId: string; title: string; workspaceId: string; workspaceName: string; views: number; users: number; completions: number; watchSeconds: number };
export type StepRowDto = { stepId: string; position: number; title: string; views: number };
export type WorkflowOverviewDto = { workflowId: string; title: string; workspaceName: string; views: number; users: number; completions: number; watchSeconds: number; steps: StepRowDto[] };
export type ViewHistoryRowDto = { userId: string; displayName: string; email: string; views: number; completions: number; watchSeconds: number; lastViewedAt: string };
export type WorkspaceOption = { id: string; name: string };
export type AnalyticsFeatures = { quiz: boolean; sops: boolean; downloads: boolean };
