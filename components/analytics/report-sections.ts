import type { ReportFilters, ReportSource } from './report-api';
import type { ChartSpec } from './report-chart';

/**
 * What an analytics report page shows, as plain data a server page hands to <AnalyticsReport>:
 * metric cards from an overview call, lists as tables, or lists as charts (with a table view).
 * `title` and `empty` are message keys under `analytics`; `fixed` filters are sent as they are.
 */
export type CardSpec = { field: string; label: string; kind: 'count' | 'duration' | 'date' };
export type ReportSection =
  | { kind: 'cards'; source: ReportSource; cards: CardSpec[]; fixed?: ReportFilters }
  | { kind: 'table'; source: ReportSource; title: string; titleValues?: Record<string, string>; empty: string; fixed?: ReportFilters }
  | { kind: 'chart'; source: ReportSource; title: string; titleValues?: Record<string, string>; empty: string; chart: ChartSpec; fixed?: ReportFilters };

/** Which filters a page has: the date range, the workspace, both, or none (spec 02 §2). */
export type FilterMode = 'range+workspace' | 'range' | 'workspace' | 'none';

/** Metric cards for an overview's fields: watch seconds as m:ss ("Watch time"), the last view as a date, the rest as counts. */
export const cardsOf = (...fields: string[]): CardSpec[] =>
  fields.map((field) =>
    field === 'watchSeconds' ? { field, label: 'watchTime', kind: 'duration' } : field === 'lastViewedAt' ? { field, label: 'lastViewed', kind: 'date' } : { field, label: field, kind: 'count' },
  );
