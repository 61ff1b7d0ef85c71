'use client';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { asApiError } from '@/components/ui/api-request';
import { useMessage } from '@/components/workspaces/use-message';
import type { WorkspaceOption } from '@/lib/analytics/schema';
import { useFormatter, useLocale, useTranslations } from '@/lib/i18n/client';
import { analyticsApi, analyticsKeys, formatDuration } from './analytics-api';
import styles from './analytics.module.css';
import { FilterBar } from './filter-bar';
import { ExportButton } from './reports/export-button';
import { reportApi } from './reports/report-api';
import { useAnalyticsFilters } from './use-filters';

/** /analytics/workflows: views, users, completions and watch time per workflow, most viewed first, and its export. */
export function AnalyticsWorkflowList({ workspaces, canExport }: { workspaces: WorkspaceOption[]; canExport: boolean }) {
  const t = useTranslations('analytics');
  const locale = useLocale();
  const format = useFormatter();
  const message = useMessage();
  const { draft, setDraft, applied, invalid } = useAnalyticsFilters();
  const list = useQuery({ queryKey: analyticsKeys.workflows(applied), queryFn: () => analyticsApi.workflows(applied) });
  const detailHref = (id: string) => `/analytics/workflow/${id}?from=${applied.from}&to=${applied.to}`;
  return (
    <>
      <FilterBar value={draft} onChange={setDraft} invalid={invalid} workspaces={workspaces} />
      {canExport ? (
        <div className={styles.exportBar}>
          <ExportButton start={(format) => reportApi.startListExport('/api/v1/analytics/workflows/file', format, applied, locale)} disabled={invalid} />
        </div>
      ) : null}
      {list.isError ? <Alert>{message(asApiError(list.error).messageKey)}</Alert> : null}
      {list.data && list.data.items.length === 0 ? <p className={styles.empty}>{t('workflows.empty')}</p> : null}
      {list.data && list.data.items.length > 0 ? (
        <table className={styles.table} aria-busy={list.isFetching}>
          <caption className="visually-hidden">{t('workflows.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('workflows.workflow')}</th>
              <th scope="col">{t('workflows.workspace')}</th>
              <th scope="col" className={styles.num}>{t('metrics.views')}</th>
              <th scope="col" className={styles.num}>{t('metrics.users')}</th>
              <th scope="col" className={styles.num}>{t('metrics.completions')}</th>
              <th scope="col" className={styles.num}>{t('metrics.watchTime')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((row) => (
              <tr key={row.workflowId}>
                <th scope="row">
                  <Link href={detailHref(row.workflowId)}>{row.title}</Link>
                </th>
                <td>{row.workspaceName}</td>
                <td className={styles.num}>{format.number(row.views)}</td>
                <td className={styles.num}>{format.number(row.users)}</td>
                <td className={styles.num}>{format.number(row.completions)}</td>
                <td className={styles.num}>{formatDuration(row.watchSeconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
