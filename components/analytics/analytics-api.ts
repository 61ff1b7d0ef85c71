'use client';
import { apiRequest } from '@/components/ui/api-request';
import type { EngagementDto, OverviewDto, ViewHistoryRowDto, WorkflowOverviewDto, WorkflowRowDto } from '@/lib/analytics/schema';

const NETWORK = 'analytics.errors.load';
const enc = encodeURIComponent;
export type Filters = { from: string; to: string; workspaceId: string };

/** The analytics calls of spec 02 §7 (lib/analytics on the server); errors are ApiRequestError with a message key. */
export const analyticsApi = {
  overview: (f: Filters) => apiRequest<{ item: OverviewDto }>('/api/v1/analytics/organizations/overview', { query: f }, NETWORK).then((r) => r.item),
  engagement: (f: Filters) => apiRequest<{ item: EngagementDto }>('/api/v1/analytics/organizations/engagement', { query: f }, NETWORK).then((r) => r.item),
  workflows: (f: Filters) => apiRequest<{ items: WorkflowRowDto[]; total: number }>('/api/v1/analytics/workflows/list', { query: f }, NETWORK),
  workflow: (id: string, f: Omit<Filters, 'workspaceId'>) =>
    apiRequest<{ item: WorkflowOverviewDto }>(`/api/v1/analytics/workflows/${enc(id)}/overview`, { query: f }, NETWORK).then((r) => r.item),
  viewHistory: (id: string, f: Omit<Filters, 'workspaceId'>) =>
    apiRequest<{ items: ViewHistoryRowDto[]; total: number }>(`/api/v1/analytics/workflows/${enc(id)}/users/view-history`, { query: f }, NETWORK),
};

export const analyticsKeys = {
  overview: (f: Filters) => ['analytics', 'overview', f] as const,
  engagement: (f: Filters) => ['analytics', 'engagement', f] as const,
  workflows: (f: Filters) => ['analytics', 'workflows', f] as const,
  workflow: (id: string, f: Omit<Filters, 'workspaceId'>) => ['analytics', 'workflow', id, f] as const,
  viewHistory: (id: string, f: Omit<Filters, 'workspaceId'>) => ['analytics', 'view-history', id, f] as const,
};

/** Spec 02 §9: durations as minutes:seconds. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
