'use client';
import { useId, useState } from 'react';
import { asApiError } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workspaces/use-message';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import type { ExportProcessDto } from '@/lib/scorm/schema';
import { HISTORY_PAGE_SIZE, useExportActions, useExportHistory } from './use-scorm-exports';
import styles from './scorm.module.css';

/** The export history (spec 02 §7 SCORM export calls): status and progress, the expiring download link, Retry for a failed export. */
export function ExportHistory() {
  const t = useTranslations('scorm');
  const ta = useTranslations('admin');
  const format = useFormatter();
  const message = useMessage();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const history = useExportHistory(page);
  const actions = useExportActions();
  const [retryError, setRetryError] = useState<string | null>(null);
  const total = history.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));

  const retry = async (item: ExportProcessDto) => {
    setRetryError(null);
    try {
      await actions.retry(item.id);
    } catch (error) {
      setRetryError(message(asApiError(error).messageKey));
    }
  };
  const name = (item: ExportProcessDto) => item.titles.join(', ');
  const status = (item: ExportProcessDto) =>
    item.status === 'running' ? t('status.running', { percent: Math.round(item.progress * 100) }) : t(`status.${item.status}`);

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('history')}</h2>
      {history.isError && <p role="alert" className={styles.error}>{ta('alertGetRusticiDownloadHistoryFailed')}</p>}
      {retryError && <p role="alert" className={styles.error}>{retryError}</p>}
      {history.data && history.data.items.length === 0 && <p className={styles.hint}>{t('empty')}</p>}
      {history.data && history.data.items.length > 0 && (
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('columns.workflows')}</th>
              <th scope="col">{t('columns.type')}</th>
              <th scope="col">{t('columns.source')}</th>
              <th scope="col">{t('columns.status')}</th>
              <th scope="col">{t('columns.created')}</th>
              <th scope="col">{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.items.map((item) => (
              <tr key={item.id} data-testid="scorm-export-row">
                <td className={styles.titles}>{name(item)}</td>
                <td>{t(`types.${item.exportType}`)}</td>
                <td>{t(`sourceShort.${item.exportSource}`)}</td>
                <td>
                  <span className={item.status === 'error' ? styles.failed : undefined}>{status(item)}</span>
                  {item.status === 'running' && <progress value={item.progress} max={1} aria-label={name(item)} />}
                  {item.errorCode && <p className={styles.error}>{message(item.errorCode)}</p>}
                </td>
                <td>{format.dateTime(new Date(item.createdAt), { dateStyle: 'short', timeStyle: 'short' })}</td>
                <td className={styles.actions}>
                  {item.downloadUrl && (
                    <a href={item.downloadUrl} download aria-label={t('downloadLabel', { name: name(item) })}>
                      {t('download')}
                    </a>
                  )}
                  {item.status === 'error' && (
                    <Button type="button" variant="secondary" onClick={() => retry(item)} aria-label={t('retryLabel', { name: name(item) })}>
                      {t('retry')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav aria-label={t('paging')} className={styles.paging}>
          <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </Button>
          <span>{t('pageOf', { page, pages })}</span>
          <Button type="button" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
