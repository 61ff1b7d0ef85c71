/**
 * The analytics report menu (spec 02 §2: the side menu on analytics pages lists configurable and
 * legacy reports; quiz entries only when quizzes are on). Legacy reports are the fixed dashboards:
 * add a new dashboard's slug to LEGACY_REPORTS and its label under `analyticsMenu.items` (and
 * `analytics.tabs`) in every locale.
 */
export const CONFIGURABLE_REPORTS = ['content-analysis', 'skills-analysis'] as const;
export const LEGACY_REPORTS = ['main', 'workflows'] as const;
export type ReportMenuSlug = (typeof CONFIGURABLE_REPORTS)[number] | (typeof LEGACY_REPORTS)[number] | 'quiz';
