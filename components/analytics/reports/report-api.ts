'use client';
import { apiRequest } from '@/components/ui/api-request';
import type { DisplayNames } from '@/lib/analytics/reports/display-names';
import type { ExportDto, ExportFormat, GridState, GridStateDto, ReportId, ReportPage, ReportQuery } from '@/lib/analytics/reports/schema';

const LOAD = 'analytics.errors.load';
const EXPORT_FAILED = 'analyticsReports.errors.export';
const PAGE_PATH: Record<ReportId, string> = { 'content-analysis': 'content-analysis', 'skills-analysis': 'skill-analysis' };
const STATE_PATH = '/api/v1/advanced-report/ag-grid-state';

/** The browser's own time zone: report dates are shown and exported in it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export type PageRequest = Omit<ReportQuery, 'report'> & { page: number; size: number };

/** The advanced-report calls of spec 02 §7 (lib/analytics/reports and lib/analytics/export on the server). */
export const reportApi = {
  page: (report: ReportId, q: PageRequest, locale: string) =>
    apiRequest<ReportPage>(
      `/api/v1/advanced-report/${PAGE_PATH[report]}`,
      {
        query: {
          from: q.from,
          to: q.to,
          workspaceId: q.workspaceId,
          page: q.page,
          size: q.size,
          sort: JSON.stringify(q.sort),
          filters: JSON.stringify(q.filters),
          groupBy: q.groupBy ?? undefined,
          locale,
          timeZone: browserTimeZone(),
        },
      },
      LOAD,
    ),
  names: (report: ReportId, locale: string) =>
    apiRequest<{ item: DisplayNames }>('/api/v1/advanced-report/column-display-names', { query: { report, locale } }, LOAD).then((r) => r.item),
  states: (report: ReportId) => apiRequest<{ items: GridStateDto[] }>(STATE_PATH, { query: { report } }, LOAD).then((r) => r.items),
  createState: (report: ReportId, name: string, state: GridState) =>
    apiRequest<{ item: GridStateDto }>(STATE_PATH, { method: 'POST', body: { report, name, state } }).then((r) => r.item),
  updateState: (id: string, body: { name?: string; state?: GridState }) =>
    apiRequest<{ item: GridStateDto }>(STATE_PATH, { method: 'PUT', query: { id }, body }).then((r) => r.item),
  deleteState: (id: string) => apiRequest<null>(STATE_PATH, { method: 'DELETE', query: { id } }),
  startExport: (source: string, format: ExportFormat, params: unknown, locale: string) =>
    apiRequest<{ item: ExportDto }>('/api/v1/advanced-report/export', { method: 'POST', body: { source, format, params, locale, timeZone: browserTimeZone() } }, EXPORT_FAILED).then(
      (r) => r.item,
    ),
  /** POST /api/v1/analytics/<list>/file: a legacy list's export with the screen's filters (its status is polled with `export`). */
  startListExport: (path: string, format: ExportFormat, filters: Record<string, string | number | undefined>, locale: string) =>
    apiRequest<{ item: ExportDto }>(path, { method: 'POST', body: { format, ...filters, locale, timeZone: browserTimeZone() } }, EXPORT_FAILED).then((r) => r.item),
  export: (id: string) => apiRequest<{ item: ExportDto }>(`/api/v1/advanced-report/export/${encodeURIComponent(id)}`, {}, EXPORT_FAILED).then((r) => r.item),
};

export const reportKeys = {
  page: (report: ReportId, q: PageRequest, locale: string) => ['analytics', 'report', report, q, locale] as const,
  names: (report: ReportId, locale: string) => ['analytics', 'report-names', report, locale] as const,
  states: (report: ReportId) => ['analytics', 'report-states', report] as const,
};
