'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { useMultipartUpload } from '@/components/uploads/use-multipart-upload';
import { useMessage } from '@/components/workspaces/use-message';
import { acceptedFor, extensionOf, IMAGE_ACCEPT, MAX_IMAGE_BYTES } from '@/lib/uploads/constants';
import type { WorkflowCardView } from '@/lib/workflows/library-schema';
import { LibraryDialog } from './library-dialog';
import styles from './library.module.css';
import { useNotice } from './notice';
import { useCardActions } from './use-library';
import { useRun } from './use-run';

type Props = { card: WorkflowCardView; onClose: () => void };
type Source = 'image' | 'frame';

/** What the browser can tell before sending a byte; the server checks the bytes themselves. */
function fileProblem(file: File | null): string | null {
  if (!file) return null;
  if (!acceptedFor('poster-image').types[extensionOf(file.name)]) return 'uploads.notImage';
  if (file.size < 1) return 'uploads.empty';
  return file.size > MAX_IMAGE_BYTES ? 'uploads.tooLarge' : null;
}

/**
 * Change poster: an image file (JPEG, PNG, WebP up to 5 MB, cropped to fill 16:9 by the server)
 * or a frame of the video, seconds into the first step.
 */
export function PosterDialog({ card, onClose }: Props) {
  const t = useTranslations('cardTools');
  const message = useMessage();
  const actions = useCardActions();
  const notice = useNotice();
  const { busy, error, run } = useRun();
  const upload = useMultipartUpload({ purpose: 'poster-image' });
  const [source, setSource] = useState<Source>('image');
  const [file, setFile] = useState<File | null>(null);
  const [time, setTime] = useState('0');
  const seconds = Number(time);
  const problem = fileProblem(file);
  const sending = upload.status === 'uploading' || upload.status === 'completing';
  const canSubmit = source === 'image' ? !!file && !problem : time.trim() !== '' && Number.isFinite(seconds) && seconds >= 0;

  const submit = () =>
    run(
      async () => {
        if (source === 'frame') return actions.setPoster(card.id, { time: seconds });
        const uploaded = await upload.start(file!);
        // The upload's own error is shown below; nothing to save without it.
        if (uploaded) await actions.setPoster(card.id, { uploadId: uploaded.id });
        else throw new Error('upload failed');
      },
      () => (notice(t('poster.done')), onClose()),
    );

  const uploadError = upload.status === 'error' ? message(upload.errorKey) : null;
  const percent = Math.round((upload.progress?.fraction ?? 0) * 100);
  return (
    <LibraryDialog
      title={t('poster.title')}
      description={t('poster.description', { title: card.title })}
      submitLabel={t('poster.submit')}
      canSubmit={canSubmit}
      busy={busy || sending}
      error={uploadError ?? error}
      onClose={onClose}
      onSubmit={submit}
    >
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t('poster.legend')}</legend>
        {(['image', 'frame'] as const).map((value) => (
          <label key={value} className={styles.choice}>
            <input type="radio" name="poster-source" checked={source === value} onChange={() => setSource(value)} />
            {t(`poster.${value}`)}
          </label>
        ))}
      </fieldset>
      {source === 'image' ? (
        <TextField
          type="file"
          label={t('poster.fileLabel')}
          accept={IMAGE_ACCEPT}
          hint={sending ? t('poster.uploading', { percent }) : t('poster.fileHint', { max: '5 MB' })}
          error={problem ? message(problem, { maxBytes: MAX_IMAGE_BYTES }) : undefined}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      ) : (
        <TextField
          type="number"
          inputMode="decimal"
          min={0}
          step={0.1}
          label={t('poster.timeLabel')}
          hint={t('poster.timeHint')}
          value={time}
          onChange={(e) => setTime(e.target.value)}
        />
      )}
    </LibraryDialog>
  );
}
