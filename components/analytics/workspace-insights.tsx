import { ClientMessages } from '@/components/providers/client-messages';
import { analyticsScope, inScope } from '@/lib/analytics/access';
import type { SessionContext } from '@/lib/auth/session';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { getTranslations } from '@/lib/i18n/server';
import { AnalyticsReport } from './report';
import { cardsOf, type ReportSection } from './report-sections';
import styles from './analytics.module.css';

/**
 * The workspace's `insights` tab: the analytics of one workspace (its workflows' totals, each
 * workflow and each person) for whoever may read that workspace's analytics — an org admin, or an
 * admin of this workspace; other holders of the analytics flag get a sentence, never the figures.
 */
export async function WorkspaceInsights({ session, workspace }: { session: SessionContext; workspace: { id: string; name: string } }) {
  const t = await getTranslations('analytics');
  const allowed = session.org.generation !== 'gen2' && session.access.analytics && inScope(analyticsScope(session), workspace.id);
  const fixed = { workspaceId: workspace.id };
  const sections: ReportSection[] = [
    {
      kind: 'cards',
      source: { path: '/api/v1/analytics-service/workflows/overview', method: 'POST' },
      fixed,
      cards: cardsOf('workflowsViewed', 'views', 'users', 'completions', 'watchSeconds'),
    },
    { kind: 'table', source: { path: '/api/v1/analytics/workflows-details/list' }, fixed, title: 'workflowsDetail.caption', empty: 'workflows.empty' },
    { kind: 'table', source: { path: `/api/v1/analytics-service/workspaces/${workspace.id}/users`, method: 'POST' }, title: 'workspaces.people', titleValues: { workspace: workspace.name }, empty: 'users.empty' },
  ];
  return (
    <section aria-labelledby="workspace-insights-title" className={styles.section}>
      <h2 id="workspace-insights-title">{t('insights.title')}</h2>
      {allowed ? (
        <ClientMessages namespaces={CLIENT_NAMESPACES.analytics}>
          <AnalyticsReport sections={sections} filters="range" />
        </ClientMessages>
      ) : (
        <p className={styles.empty}>{t('insights.notYours')}</p>
      )}
    </section>
  );
}
