import type { AnalyticsFeatures } from './schema';

/**
 * The analytics report menu (spec 02 §2: the side menu on analytics pages lists configurable and
 * legacy reports; quiz entries only when quizzes are on, smart-instruction entries only with smart
 * instructions). The header's tabs and the side menu both read this list. A new dashboard adds an
 * entry here and its label under `analytics.tabs` and `analyticsMenu.items` in every locale.
 */
export type ReportEntry = { key: string; path: string; needs?: keyof AnalyticsFeatures };

export const CONFIGURABLE_REPORTS = [
  { key: 'content-analysis', path: 'content-analysis' },
  { key: 'skills-analysis', path: 'skills-analysis' },
] as const satisfies readonly ReportEntry[];

export const LEGACY_REPORTS = [
  { key: 'main', path: 'main' },
  { key: 'workspaces', path: 'workspaces' },
  { key: 'users', path: 'users' },
  { key: 'workflows', path: 'workflows' },
  { key: 'workflowsDetail', path: 'workflows/detail' },
  { key: 'workflowsTrend', path: 'workflows/trend' },
  { key: 'mmSopsDetail', path: 'mm-sops/detail', needs: 'sops' },
  { key: 'mmSopsTrend', path: 'mm-sops/trend', needs: 'sops' },
  { key: 'skillsPerformance', path: 'skills/performance' },
  { key: 'quiz', path: 'quiz', needs: 'quiz' },
  { key: 'quizPerformance', path: 'quiz/performance', needs: 'quiz' },
] as const satisfies readonly ReportEntry[];

export const ANALYTICS_REPORTS = [...CONFIGURABLE_REPORTS, ...LEGACY_REPORTS] as const;
export type AnalyticsReportKey = (typeof ANALYTICS_REPORTS)[number]['key'];

export const reportsFor = <T extends ReportEntry>(entries: readonly T[], features: AnalyticsFeatures): T[] =>
  entries.filter((entry) => !entry.needs || features[entry.needs]);

/** The entry a path shows: the longest matching one, so /analytics/workflows/detail is not also Workflows. */
export function currentReport(entries: readonly ReportEntry[], pathname: string): string | null {
  let best: ReportEntry | null = null;
  for (const entry of entries) {
    const href = `/analytics/${entry.path}`;
    if ((pathname === href || pathname.startsWith(`${href}/`)) && (!best || entry.path.length > best.path.length)) best = entry;
  }
  return best?.key ?? null;
}
