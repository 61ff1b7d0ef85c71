'use client';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMultipartUpload } from '@/components/uploads/use-multipart-upload';
import { useMessage } from '@/components/workspaces/use-message';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import type { DataHubDocumentDto } from '@/lib/data-hub/schema';
import { DATA_HUB_ACCEPT, MAX_DATA_HUB_BYTES } from '@/lib/uploads/constants';
import { MAX_DATA_HUB_PAGES } from '@/lib/data-hub/limits';
import { documentFileProblem } from './file-problem';
import styles from './data-hub.module.css';

type Props = {
  doc: DataHubDocumentDto;
  onReplace: (id: string, uploadId: string) => Promise<unknown>;
  onRetry: (id: string) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
};

/** One document: its status (with the reason and Retry when indexing failed), Replace and Delete (confirmed). */
export function DocumentRow({ doc, onReplace, onRetry, onDelete }: Props) {
  const t = useTranslations('dataHub');
  const message = useMessage();
  const format = useFormatter();
  const replaceId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useMultipartUpload({ purpose: 'data-hub' });
  const [busy, setBusy] = useState<'retry' | 'delete' | 'replace' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const replacing = busy === 'replace' || upload.status === 'uploading' || upload.status === 'completing';

  async function run(kind: 'retry' | 'delete' | 'replace', work: () => Promise<unknown>) {
    setBusy(kind);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem((error as { messageKey?: string }).messageKey ?? 'alert.unexpectedError');
    } finally {
      setBusy(null);
    }
  }

  async function replaceWith(file: File | undefined) {
    if (!file) return;
    const found = documentFileProblem(file);
    setProblem(found);
    if (found) return;
    const done = await upload.start(file);
    if (!done) return;
    await run('replace', () => onReplace(doc.id, done.id));
  }

  const error = problem ?? (upload.status === 'error' ? upload.errorKey : null);
  return (
    <li className={styles.row} data-testid="data-hub-document">
      <div className={styles.grow}>
        <span className={styles.name}>{doc.title}</span>
        <span className={styles.meta}>
          {doc.fileName} · {format.number(doc.size / 1024, { maximumFractionDigits: 0 })} KB
          {doc.pageCount !== null ? ` · ${t('pages', { count: doc.pageCount })}` : ''}
        </span>
        <span className={`${styles.status} ${styles[doc.status]}`} data-testid="data-hub-status" data-status={doc.status}>
          {t(`status.${doc.status}`)}
          {doc.status === 'error' && doc.errorCode ? `: ${message(doc.errorCode, { maxPages: MAX_DATA_HUB_PAGES })}` : ''}
        </span>
        {replacing && <span role="status">{t('uploading', { percent: Math.round((upload.progress?.fraction ?? 0) * 100) })}</span>}
        {error && (
          <span role="alert" className={styles.error}>
            {message(error, { maxMb: MAX_DATA_HUB_BYTES / 1024 / 1024, maxPages: MAX_DATA_HUB_PAGES })}
          </span>
        )}
      </div>
      <div className={styles.actions}>
        {doc.status === 'error' && (
          <Button type="button" variant="secondary" busy={busy === 'retry'} onClick={() => void run('retry', () => onRetry(doc.id))} aria-label={t('retryNamed', { name: doc.title })}>
            {t('retry')}
          </Button>
        )}
        <label htmlFor={replaceId} className={styles.srOnly}>
          {t('replaceNamed', { name: doc.title })}
        </label>
        <input
          id={replaceId}
          ref={fileInput}
          type="file"
          className={styles.fileInput}
          accept={DATA_HUB_ACCEPT}
          tabIndex={-1}
          onChange={(e) => {
            void replaceWith(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button type="button" variant="secondary" busy={replacing} onClick={() => fileInput.current?.click()} aria-label={t('replaceNamed', { name: doc.title })}>
          {t('replace')}
        </Button>
        <Button type="button" variant="danger" onClick={() => setConfirming(true)} aria-label={t('deleteNamed', { name: doc.title })}>
          {t('delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('deleteTitle')}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        busy={busy === 'delete'}
        onConfirm={() => void run('delete', () => onDelete(doc.id)).then(() => setConfirming(false))}
      >
        <p>{t('deleteText', { name: doc.title })}</p>
      </ConfirmDialog>
    </li>
  );
}
