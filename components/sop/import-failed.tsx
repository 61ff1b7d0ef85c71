'use client';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import ui from '@/components/ui/ui.module.css';
import { useMessage } from '@/components/workspaces/use-message';
import { useRun } from '@/components/workflows/use-run';
import { useTranslations } from '@/lib/i18n/client';
import { MAX_PDF_BYTES, PDF_ACCEPT, sizeError } from '@/lib/sop-ui/rules';
import type { SopDetail } from '@/lib/sop-ui/types';
import { sopApi } from './sop-api';
import styles from './sop.module.css';
import { UploadStatus } from './upload-status';
import { useSopUpload } from './use-sop-upload';

/**
 * A failed PDF or video import: why (the server's message key), "Try again" with the same source,
 * and for a PDF another file — a damaged PDF fails the same way however often it is retried.
 */
export function ImportFailed({ sop, onRetried }: { sop: SopDetail; onRetried: (item: SopDetail) => void }) {
  const t = useTranslations('sopUi');
  const message = useMessage();
  const inputId = useId();
  const retry = useRun();
  const upload = useSopUpload('pdf');
  const [tooLarge, setTooLarge] = useState(false);
  const start = (pdfUploadId?: string) => retry.run(() => sopApi.retry(sop.id, pdfUploadId).then(onRetried), () => undefined);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const tooBig = !!sizeError(file.size, MAX_PDF_BYTES);
    setTooLarge(tooBig);
    if (tooBig) return;
    const sent = await upload.send(file);
    if (sent) await start(sent.uploadId);
  };
  return (
    <>
      <div role="alert" className={styles.inlineError}>
        <span>
          {t('processing.failed')} {sop.statusError ? message(sop.statusError) : null}
        </span>
        <Button type="button" busy={retry.busy && !upload.busy} disabled={retry.busy || upload.busy} onClick={() => void start()}>
          {t('upload.retry')}
        </Button>
      </div>
      {sop.type === 'pdf' ? (
        <div className={ui.field}>
          <label htmlFor={inputId} className={ui.label}>
            {t('processing.otherPdf')}
          </label>
          <input id={inputId} type="file" accept={PDF_ACCEPT} disabled={upload.busy || retry.busy} aria-describedby={`${inputId}-hint`} onChange={(e) => void pick(e.target.files?.[0])} />
          <p id={`${inputId}-hint`} className={ui.hint}>
            {t('processing.otherPdfHint')}
          </p>
          {tooLarge ? (
            <p className={ui.error} role="alert">
              {t('upload.tooLarge')}
            </p>
          ) : null}
          <UploadStatus upload={upload} label={t('create.pdfProgress')} />
        </div>
      ) : null}
      {retry.error ? <p role="alert">{retry.error}</p> : null}
    </>
  );
}
