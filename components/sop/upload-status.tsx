'use client';
import { ProgressBar } from '@/components/workflows/create/progress-bar';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { useSopUpload } from './use-sop-upload';
import styles from './sop.module.css';

/** Progress of a running upload, or its error with a retry. */
export function UploadStatus({ upload, label }: { upload: ReturnType<typeof useSopUpload>; label: string }) {
  const t = useTranslations('sopUi');
  const message = useMessage();
  if (upload.busy) {
    const fraction = upload.progress?.fraction ?? null;
    return <ProgressBar label={label} value={fraction} valueText={t('upload.progress', { percent: Math.round((fraction ?? 0) * 100) })} />;
  }
  if (upload.status === 'error')
    return (
      <div className={styles.inlineError} role="alert">
        <span>{message(upload.errorKey)}</span>
        {upload.canRetry ? (
          <Button type="button" variant="secondary" onClick={() => void upload.retry()}>
            {t('upload.retry')}
          </Button>
        ) : null}
      </div>
    );
  return null;
}
