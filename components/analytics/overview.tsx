'use client';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { asApiError } from '@/components/ui/api-request';
import { useMessage } from '@/components/workspaces/use-message';
import type { WorkspaceOption } from '@/lib/analytics/schema';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import { analyticsApi, analyticsKeys, formatDuration } from './analytics-api';
import styles from './analytics.module.css';
import { FilterBar } from './filter-bar';
import { MetricCards } from './metric-cards';
import { TrendChart } from './trend-chart';
import { useAnalyticsFilters } from './use-filters';

/** /analytics/main: the organisation's overview cards and engagement trend for the chosen range and workspace. */
export function AnalyticsOverview({ workspaces }: { workspaces: WorkspaceOption[] }) {
  const t = useTranslations('analytics');
  const format = useFormatter();
  const message = useMessage();
  const { draft, setDraft, applied, invalid } = useAnalyticsFilters();
  const overview = useQuery({ queryKey: analyticsKeys.overview(applied), queryFn: () => analyticsApi.overview(applied) });
  const engagement = useQuery({ queryKey: analyticsKeys.engagement(applied), queryFn: () => analyticsApi.engagement(applied) });
  const error = overview.error ?? engagement.error;
  const o = overview.data;
  const cards = o
    ? [
        { key: 'activeUsers', value: format.number(o.activeUsers) },
        { key: 'views', value: format.number(o.views) },
        { key: 'completions', value: format.number(o.completions) },
        { key: 'watchTime', value: formatDuration(o.watchSeconds) },
        { key: 'workflowsViewed', value: format.number(o.workflowsViewed) },
      ]
    : [];
  return (
    <>
      <FilterBar value={draft} onChange={setDraft} invalid={invalid} workspaces={workspaces} />
      {error ? <Alert>{message(asApiError(error).messageKey)}</Alert> : null}
      <MetricCards cards={cards} busy={overview.isFetching} />
      {o && o.views === 0 ? <p className={styles.empty}>{t('overview.empty')}</p> : null}
      {engagement.data ? <TrendChart data={engagement.data} /> : null}
    </>
  );
}
