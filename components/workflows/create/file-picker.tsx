'use client';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { useId, useState, type DragEvent } from 'react';
import { VIDEO_ACCEPT } from '@/lib/uploads/constants';
import styles from './create.module.css';
import { formatBytes } from './format';

type Props = {
  file: File | null;
  onFile: (file: File) => void;
  disabled: boolean;
  /** Accepted types and the size limit. */
  hint: string;
  error: string | null;
  notice: string | null;
};

/** A file input behind a drop zone: click or keyboard opens the picker, or drop a file on it. */
export function FilePicker({ file, onFile, disabled, hint, error, notice }: Props) {
  const t = useTranslations('createWorkflow');
  const locale = useLocale();
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (!disabled && dropped) onFile(dropped);
  };
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null, notice ? `${id}-notice` : null].filter(Boolean).join(' ');

  return (
    <div
      className={styles.dropZone}
      data-dragging={dragging || undefined}
      data-invalid={error ? true : undefined}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        id={id}
        type="file"
        accept={VIDEO_ACCEPT}
        className="visually-hidden"
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Cleared so that choosing the same file again (to resume) fires a change.
          event.target.value = '';
          if (chosen) onFile(chosen);
        }}
      />
      {file ? (
        <p className={styles.fileName}>{t('fileChosen', { name: file.name, size: formatBytes(file.size, locale) })}</p>
      ) : (
        <p className={styles.muted}>{t('dropHint')}</p>
      )}
      <label htmlFor={id} className={styles.pickButton} data-disabled={disabled || undefined}>
        {file ? t('changeFile') : t('chooseFile')}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {notice ? (
        <p id={`${id}-notice`} className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
