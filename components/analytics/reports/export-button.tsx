'use client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { asApiError } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workspaces/use-message';
import type { ExportDto, ExportFormat } from '@/lib/analytics/reports/schema';
import { useTranslations } from '@/lib/i18n/client';
import { useGlobalExport } from '../global-export';
import { reportApi } from './report-api';
import styles from './reports.module.css';

const POLL_MS = 1000;
const FAILED = 'analyticsReports.errors.export';

/** `start`: the screen's export call with its current view (reportApi.startExport or reportApi.startListExport). */
type Props = { start: (format: ExportFormat) => Promise<ExportDto>; disabled?: boolean };

/**
 * The export of any analytics source (lib/analytics/export): CSV or XLSX of what the screen shows,
 * from its own buttons or the analytics header's Export (in the format last used here, XLSX at
 * first). A small export answers finished at once; a big one is a job whose progress is polled. A
 * failure reads 'Export operation failed' with a retry; downloads turned off read as such, without one.
 */
export function ExportButton({ start: startExport, disabled }: Props) {
  const t = useTranslations('analyticsReports');
  const message = useMessage();
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const link = useRef<HTMLAnchorElement>(null);
  const start = useMutation({ mutationFn: startExport });
  const started = start.data;
  const pending = started && (started.status === 'queued' || started.status === 'running');
  const poll = useQuery({
    queryKey: ['analytics', 'export', started?.id],
    queryFn: () => reportApi.export(started!.id),
    enabled: !!pending,
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'finished' || q.state.data.status === 'error') ? false : POLL_MS),
  });
  const current: ExportDto | undefined = pending ? (poll.data ?? started) : started;
  const running = start.isPending || current?.status === 'queued' || current?.status === 'running';
  const failed = start.isError || poll.isError || current?.status === 'error';
  const refused = start.isError && asApiError(start.error).status === 403;
  const errorKey = start.isError ? asApiError(start.error).messageKey : FAILED;
  const ready = current?.status === 'finished' && current.downloadUrl ? current : null;

  useEffect(() => {
    if (ready) link.current?.focus();
  }, [ready]);

  const run = (f: ExportFormat) => {
    setFormat(f);
    start.mutate(f);
  };
  useGlobalExport(() => {
    if (!disabled && !running) run(format);
  });

  return (
    <div className={styles.export} role="group" aria-label={t('export.label')}>
      <Button variant="secondary" onClick={() => run('xlsx')} busy={running && format === 'xlsx'} disabled={disabled || running}>
        {t('export.xlsx')}
      </Button>
      <Button variant="secondary" onClick={() => run('csv')} busy={running && format === 'csv'} disabled={disabled || running}>
        {t('export.csv')}
      </Button>
      <div aria-live="polite" className={styles.exportStatus}>
        {running ? (
          <>
            <progress max={100} value={current?.progress ?? 0} aria-label={t('export.progress')} />
            <span>{t('export.running', { progress: current?.progress ?? 0 })}</span>
          </>
        ) : null}
        {ready ? (
          <a ref={link} href={ready.downloadUrl!} download={ready.fileName ?? undefined}>
            {t('export.download', { file: ready.fileName ?? '' })}
          </a>
        ) : null}
      </div>
      {failed && !running ? (
        <Alert>
          {refused ? message(errorKey) : t('errors.export')}{' '}
          {refused ? null : (
            <button type="button" className={styles.linkButton} onClick={() => run(format)}>
              {t('export.retry')}
            </button>
          )}
        </Alert>
      ) : null}
    </div>
  );
}
