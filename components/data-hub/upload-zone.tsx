'use client';
import { useId, useState, type DragEvent } from 'react';
import { useMultipartUpload } from '@/components/uploads/use-multipart-upload';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import { DATA_HUB_ACCEPT, MAX_DATA_HUB_BYTES } from '@/lib/uploads/constants';
import { MAX_DATA_HUB_PAGES } from '@/lib/data-hub/limits';
import { documentFileProblem } from './file-problem';
import styles from './data-hub.module.css';

type Props = { disabled: boolean; onUploaded: (uploadId: string) => Promise<unknown> };

/** Drop a file or pick one: it goes through the one upload path (purpose data-hub) with its progress shown. */
export function UploadZone({ disabled, onUploaded }: Props) {
  const t = useTranslations('dataHub');
  const message = useMessage();
  const inputId = useId();
  const hintId = useId();
  const upload = useMultipartUpload({ purpose: 'data-hub' });
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const sending = upload.status === 'uploading' || upload.status === 'completing';
  const percent = Math.round((upload.progress?.fraction ?? 0) * 100);

  async function choose(file: File | undefined) {
    if (!file || sending || disabled) return;
    const found = documentFileProblem(file);
    setProblem(found);
    if (found) return;
    const done = await upload.start(file);
    if (!done) return;
    try {
      await onUploaded(done.id);
      upload.reset();
    } catch (error) {
      setProblem((error as { messageKey?: string }).messageKey ?? 'alert.unexpectedError');
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void choose(event.dataTransfer.files[0]);
  };
  const error = problem ?? (upload.status === 'error' ? upload.errorKey : null);
  return (
    <div
      className={`${styles.zone} ${over ? styles.over : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="data-hub-drop"
    >
      <p className={styles.zoneTitle}>{t('dropHere')}</p>
      <label htmlFor={inputId} className={styles.pick}>
        {t('chooseFile')}
      </label>
      <input
        id={inputId}
        type="file"
        className={styles.fileInput}
        accept={DATA_HUB_ACCEPT}
        disabled={disabled || sending}
        aria-describedby={hintId}
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <p id={hintId} className={styles.hint}>
        {t('limits', { maxMb: MAX_DATA_HUB_BYTES / 1024 / 1024, maxPages: MAX_DATA_HUB_PAGES })}
      </p>
      {sending && (
        <div className={styles.progress}>
          <progress max={100} value={percent} aria-label={t('uploadProgress')} />
          <span role="status">{upload.status === 'completing' ? t('checking') : t('uploading', { percent })}</span>
        </div>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {message(error, { maxMb: MAX_DATA_HUB_BYTES / 1024 / 1024, maxPages: MAX_DATA_HUB_PAGES })}
        </p>
      )}
    </div>
  );
}
