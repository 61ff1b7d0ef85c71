import type { AnalyticsFeatures } from './schema';

/**
 * The analytics report menu (spec 02 §2: the side menu on analytics pages lists configurable and
 * legacy reports; quiz entries only when quizzes are on, smart-instruction entries only with smart
 * instructions). The header's tabs and the side menu both read this list. A new dashboard adds an
 * entry here and its label under `analytics.tabs` and `analyticsMenu.items` in every locale.
 */
/** `exports`: the screen has an export control, which the header's Export triggers (not the overview, nor quiz analytics, spec 02 §2). */
export type ReportEntry = { key: string; path: string; needs?: keyof AnalyticsFeatures; exports?: boolean };

export const CONFIGURABLE_REPORTS = [
  { key: 'content-analysis', path: 'content-analysis', exports: true },
  { key: 'skills-analysis', path: 'skills-analysis', exports: true },
] as const satisfies readonly ReportEntry[];

export const LEGACY_REPORTS = [
  { key: 'main', path: 'main' },
  { key: 'workspaces', path: 'workspaces', exports: true },
  { key: 'users', path: 'users', exports: true },
  { key: 'workflows', path: 'workflows', exports: true },
  { key: 'workflowsDetail', path: 'workflows/detail', exports: true },
  { key: 'workflowsTrend', path: 'workflows/trend', exports: true },
  { key: 'mmSopsDetail', path: 'mm-sops/detail', needs: 'sops', exports: true },
  { key: 'mmSopsTrend', path: 'mm-sops/trend', needs: 'sops', exports: true },
  { key: 'skillsPerformance', path: 'skills/performance', exports: true },
  { key: 'quiz', path: 'quiz', needs: 'quiz' },
  { key: 'quizPerformance', path: 'quiz/performance', needs: 'quiz', exports: true },
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
