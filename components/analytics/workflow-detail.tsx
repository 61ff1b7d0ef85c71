'use client';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { asApiError } from '@/components/ui/api-request';
import { useMessage } from '@/components/workspaces/use-message';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import { analyticsApi, analyticsKeys, formatDuration } from './analytics-api';
import styles from './analytics.module.css';
import { FilterBar } from './filter-bar';
import { MetricCards } from './metric-cards';
import { StepDropOff } from './step-drop-off';
import { useAnalyticsFilters } from './use-filters';

type Props = { workflowId: string; initial: { from?: string; to?: string } };

/** /analytics/workflow/{id}: totals, per-step drop-off and the people who watched with their view history. */
export function AnalyticsWorkflowDetail({ workflowId, initial }: Props) {
  const t = useTranslations('analytics');
  const format = useFormatter();
  const message = useMessage();
  const { draft, setDraft, applied, invalid } = useAnalyticsFilters(initial);
  const range = { from: applied.from, to: applied.to };
  const overview = useQuery({ queryKey: analyticsKeys.workflow(workflowId, range), queryFn: () => analyticsApi.workflow(workflowId, range) });
  const history = useQuery({ queryKey: analyticsKeys.viewHistory(workflowId, range), queryFn: () => analyticsApi.viewHistory(workflowId, range) });
  const error = overview.error ?? history.error;
  const o = overview.data;
  return (
    <>
      <FilterBar value={draft} onChange={setDraft} invalid={invalid} />
      {error ? <Alert>{message(asApiError(error).messageKey)}</Alert> : null}
      {o ? (
        <MetricCards
          cards={[
            { key: 'views', value: format.number(o.views) },
            { key: 'users', value: format.number(o.users) },
            { key: 'completions', value: format.number(o.completions) },
            { key: 'watchTime', value: formatDuration(o.watchSeconds) },
          ]}
        />
      ) : null}
      {o ? <StepDropOff steps={o.steps} views={o.views} /> : null}
      <section className={styles.section} aria-labelledby="analytics-viewers">
        <h2 id="analytics-viewers">{t('workflow.viewers')}</h2>
        {history.data && history.data.items.length === 0 ? <p className={styles.empty}>{t('workflow.noViewers')}</p> : null}
        {history.data && history.data.items.length > 0 ? (
          <table className={styles.table}>
            <caption className="visually-hidden">{t('workflow.viewers')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('workflow.user')}</th>
                <th scope="col" className={styles.num}>{t('metrics.views')}</th>
                <th scope="col" className={styles.num}>{t('metrics.completions')}</th>
                <th scope="col" className={styles.num}>{t('metrics.watchTime')}</th>
                <th scope="col">{t('workflow.lastViewed')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.items.map((u) => (
                <tr key={u.userId}>
                  <th scope="row">{u.displayName || u.email}</th>
                  <td className={styles.num}>{format.number(u.views)}</td>
                  <td className={styles.num}>{format.number(u.completions)}</td>
                  <td className={styles.num}>{formatDuration(u.watchSeconds)}</td>
                  <td>{format.dateTime(new Date(u.lastViewedAt), { dateStyle: 'short', timeStyle: 'short' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
    </>
  );
}
