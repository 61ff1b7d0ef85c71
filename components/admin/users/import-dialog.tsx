'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import dialog from '@/components/ui/dialog.module.css';
import { IMPORT_COLUMNS, IMPORT_TEMPLATE, rowsToCsv } from '@/lib/users/admin/import-format';
import type { ImportProgress, ImportReport } from '@/lib/users/admin/schema';
import { FormDialog } from './form-dialog';
import { ApiRequestError } from '@/components/ui/api-request';
import { runImport } from './import-client';
import { ReportTable } from './report-table';
import { userKeys } from './use-users';
import styles from './users.module.css';

const csvHref = (text: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${text}`)}`;

/** CSV import: the format and a template, a real progress bar while users are created, then the per-row report. */
export function ImportDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('adminUsers.import');
  const tAll = useTranslations();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<ApiRequestError | null>(null);

  const start = async (body: Blob) => {
    setRunning(true);
    setError(null);
    setProgress(null);
    try {
      setReport(await runImport(body, setProgress));
    } catch (e) {
      setError(e instanceof ApiRequestError ? e : ApiRequestError.network());
    } finally {
      setRunning(false);
      client.invalidateQueries({ queryKey: userKeys.all });
    }
  };
  const failed = report?.items.filter((r) => r.status === 'error') ?? [];
  const failedCsv = failed.length ? rowsToCsv(failed.map((r) => r.values)) : '';
  const errorText = error && (tAll.has(error.messageKey) ? tAll(error.messageKey, error.details as Record<string, string>) : tAll('alert.unexpectedError'));

  const footer = (
    <div className={dialog.actions}>
      {report && failed.length ? (
        <>
          <a className={styles.linkButton} href={csvHref(failedCsv)} download="users-failed.csv">
            {t('downloadFailed')}
          </a>
          <Button type="button" variant="secondary" busy={running} onClick={() => start(new Blob([failedCsv], { type: 'text/csv' }))}>
            {t('retryFailed', { count: failed.length })}
          </Button>
        </>
      ) : null}
      <Button type="button" variant="secondary" disabled={running} onClick={() => onOpenChange(false)}>
        {tAll('common.close')}
      </Button>
      {!report ? (
        <Button type="submit" busy={running} disabled={!file}>
          {t('submit')}
        </Button>
      ) : null}
    </div>
  );

  return (
    <FormDialog open onOpenChange={onOpenChange} title={t('title')} busy={running} wide onSubmit={() => file && start(file)} footer={footer}>
      {!report ? (
        <>
          <p className={styles.format}>
            {t('format', { columns: IMPORT_COLUMNS.join(', ') })}{' '}
            <a href={csvHref(IMPORT_TEMPLATE)} download="users-template.csv">
              {t('template')}
            </a>
          </p>
          <ul className={styles.format}>
            <li>{t('ruleEmail')}</li>
            <li>{t('ruleEmployeeId')}</li>
            <li>{t('ruleRole')}</li>
            <li>{t('ruleWorkspace')}</li>
            <li>{t('ruleLimits')}</li>
          </ul>
          <label className={styles.name} htmlFor="users-import-file">
            {t('file')}
          </label>{' '}
          <input id="users-import-file" type="file" accept=".csv,text/csv" disabled={running} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </>
      ) : null}
      {running ? (
        <div role="status">
          <p>{progress ? t(`phase.${progress.phase}`, { done: progress.done, total: progress.total }) : t('uploading')}</p>
          <progress className={styles.progress} value={progress?.done ?? 0} max={progress?.total || 1} aria-label={t('progress')} />
        </div>
      ) : null}
      {errorText ? <Alert tone="error">{errorText}</Alert> : null}
      {report && !running ? <ReportTable report={report} rowLabel="line" /> : null}
    </FormDialog>
  );
}
