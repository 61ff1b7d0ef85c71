'use client';
import { useId, type ReactNode } from 'react';
import { useMultipartUpload } from '@/components/uploads/use-multipart-upload';
import { Button } from '@/components/ui/button';
import { useTranslations } from '@/lib/i18n/client';
import { acceptedFor, extensionOf } from '@/lib/uploads/constants';
import styles from './attachments.module.css';

export type FileItem = { id: string; name: string; url: string; size?: number };

type Props = {
  kind: 'diagram' | 'pdf';
  title: string;
  hint: string;
  items: FileItem[];
  max: number;
  accept: string;
  busy: string | null;
  /** Renders one item's preview (a thumbnail for diagrams, a link for PDFs). */
  preview: (item: FileItem) => ReactNode;
  onUploaded: (uploadId: string) => Promise<unknown>;
  onRemove: (id: string) => void;
  onProblem: (key: string | null) => void;
  /** Translates an upload's error key. */
  message: (key: string | null | undefined) => string;
};

/** Before a byte is sent: the type by its extension and the size (the server checks the bytes again). */
function fileProblem(kind: 'diagram' | 'pdf', file: File): string | null {
  const { types, maxBytes } = acceptedFor(kind);
  if (!types[extensionOf(file.name)]) return kind === 'pdf' ? 'attachments.pdfType' : 'attachments.diagramType';
  if (file.size < 1) return 'uploads.empty';
  return maxBytes !== null && file.size > maxBytes ? (kind === 'pdf' ? 'attachments.pdfTooLarge' : 'attachments.diagramTooLarge') : null;
}

/** A list of uploaded files of one kind with a picker that uploads through the one upload path. */
export function FileSection({ kind, title, hint, items, max, accept, busy, preview, onUploaded, onRemove, onProblem, message }: Props) {
  const t = useTranslations('attachments');
  const headingId = useId();
  const hintId = useId();
  const upload = useMultipartUpload({ purpose: kind });
  const sending = upload.status === 'uploading' || upload.status === 'completing' || busy === `add-${kind}`;
  const full = items.length >= max;

  async function choose(file: File | undefined) {
    if (!file) return;
    const problem = fileProblem(kind, file);
    onProblem(problem);
    if (problem) return;
    // A refused file (its bytes are no image / no PDF) shows the upload's own error below.
    const done = await upload.start(file);
    if (done) await onUploaded(done.id);
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {items.length === 0 ? (
        <p className={styles.empty}>{t('none')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              {preview(item)}
              <Button type="button" variant="secondary" busy={busy === `remove-${item.id}`} onClick={() => onRemove(item.id)} aria-label={t('remove', { name: item.name || title })}>
                {t('removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.picker}>
        <label htmlFor={`${headingId}-file`}>{kind === 'pdf' ? t('addPdf') : t('addDiagram')}</label>
        <input
          id={`${headingId}-file`}
          type="file"
          accept={accept}
          disabled={sending || full}
          aria-describedby={hintId}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <p id={hintId} className={styles.hint}>
          {full ? t('full', { max }) : sending ? t('uploading', { percent: Math.round((upload.progress?.fraction ?? 0) * 100) }) : hint}
        </p>
        {upload.status === 'error' && (
          <p role="alert" className={styles.error}>
            {message(upload.errorKey)}
          </p>
        )}
      </div>
    </section>
  );
}
