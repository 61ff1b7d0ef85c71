import { TabNav } from '@/components/ui/tab-nav';
import type { AnalyticsFeatures } from '@/lib/analytics/schema';
import { getTranslations } from '@/lib/i18n/server';

/** The report menu (spec 02 §2): label key under analytics.tabs, path under /analytics, and the feature it needs. */
export const ANALYTICS_TABS = [
  { key: 'content-analysis', path: 'content-analysis' },
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
] as const satisfies readonly { key: string; path: string; needs?: keyof AnalyticsFeatures }[];
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number]['key'];

/** The analytics header: the page title and the report menu (hidden on the detail routes, spec 02 §2). */
export async function AnalyticsHeader({ current, features }: { current: AnalyticsTab; features: AnalyticsFeatures }) {
  const t = await getTranslations('analytics');
  const tabs = ANALYTICS_TABS.filter((tab) => !('needs' in tab) || features[tab.needs]);
  return (
    <>
      <h1>{t(`tabs.${current}`)}</h1>
      <TabNav label={t('tabs.label')} items={tabs.map((tab) => ({ href: `/analytics/${tab.path}`, label: t(`tabs.${tab.key}`), current: tab.key === current }))} />
    </>
  );
}
