'use client';
import { apiRequest } from '@/components/ui/api-request';
import type { ListResult } from '@/lib/analytics/lists/shared';
import { ALL_WORKSPACES } from '@/lib/analytics/schema';
import type { Filters } from './analytics-api';

const NETWORK = 'analytics.errors.load';

/**
 * Where a report's rows come from: a GET list of /api/v1/analytics (filters in the query string)
 * or a POST of /api/v1/analytics-service (filters in the body), spec 02 §7.
 */
export type ReportSource = { path: string; method?: 'GET' | 'POST' };
export type ReportFilters = Partial<Filters> & { page?: number; size?: number };

/** The filters a call sends: the workspace only when one is chosen. */
const params = (f: ReportFilters) => {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(f)) if (v !== undefined && !(k === 'workspaceId' && v === ALL_WORKSPACES)) out[k] = v;
  return out;
};

export function fetchReport<T = ListResult>(source: ReportSource, filters: ReportFilters): Promise<T> {
  return source.method === 'POST'
    ? apiRequest<T>(source.path, { method: 'POST', body: params(filters) }, NETWORK)
    : apiRequest<T>(source.path, { query: params(filters) }, NETWORK);
}

export const reportKey = (source: ReportSource, filters: ReportFilters) => ['analytics', 'report', source.path, filters] as const;
