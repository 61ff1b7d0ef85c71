'use client';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useMultipartUpload } from '@/components/uploads/use-multipart-upload';
import { RecorderPanel } from '@/components/workflows/create/recorder-panel';
import { UploadProgressView } from '@/components/workflows/create/upload-progress';
import { useMessage } from '@/components/workflows/create/use-message';
import { useScreenRecorder } from '@/components/workflows/create/use-screen-recorder';
import { useTranslations } from '@/lib/i18n/client';
import type { CutStep } from '@/lib/editor/cut/timeline';
import { VIDEO_ACCEPT } from '@/lib/uploads/constants';
import styles from './cut.module.css';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  steps: readonly CutStep[];
  /** Where the position starts: before the step after the playhead's. */
  defaultIndex: number;
  onInserted: (insertIndex: number, uploadId: string, duration: number) => void;
};

/**
 * Insert a clip at an index of the step list: a video file or a screen recording, sent through
 * the one upload path (the resumable multipart upload of workflow creation) and, once the server
 * has checked it is a video, added as an insert segment with its probed duration.
 */
export function InsertDialog({ open, onOpenChange, steps, defaultIndex, onInserted }: Props) {
  const t = useTranslations('advancedEditor.cut.insert');
  const message = useMessage();
  const ids = { position: useId(), file: useId() };
  const upload = useMultipartUpload({ purpose: 'workflow-video' });
  const recorder = useScreenRecorder();
  const [index, setIndex] = useState(defaultIndex);
  const [source, setSource] = useState<'file' | 'recording'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [microphone, setMicrophone] = useState(true);
  const busy = upload.status === 'uploading' || upload.status === 'completing';
  const chosen = source === 'file' ? file : (recorder.recording?.file ?? null);

  const close = (next: boolean) => {
    if (!next) {
      if (recorder.phase === 'recording') recorder.stop();
      upload.reset();
    }
    onOpenChange(next);
  };
  const insert = async () => {
    if (!chosen) return;
    const result = await upload.start(chosen);
    if (!result) return;
    onInserted(Math.min(index, steps.length), result.id, result.probe.durationSeconds);
    recorder.discard();
    setFile(null);
    close(false);
  };

  return (
    <ModalDialog open={open} onOpenChange={close} title={t('title')} description={t('description')} busy={busy} className={styles.insertDialog}>
      <div className={styles.insertForm}>
        <label htmlFor={ids.position}>{t('position')}</label>
        <select id={ids.position} value={Math.min(index, steps.length)} onChange={(e) => setIndex(Number(e.target.value))} disabled={busy}>
          {steps.map((step, i) => (
            <option key={step.id} value={i}>{t('before', { number: i + 1, title: step.title })}</option>
          ))}
          <option value={steps.length}>{t('atEnd')}</option>
        </select>
        <fieldset className={styles.insertSource} disabled={busy}>
          <legend>{t('source')}</legend>
          <label><input type="radio" name="insert-source" checked={source === 'file'} onChange={() => setSource('file')} /> {t('fromFile')}</label>
          <label><input type="radio" name="insert-source" checked={source === 'recording'} onChange={() => setSource('recording')} /> {t('fromRecording')}</label>
        </fieldset>
        {source === 'file' ? (
          <>
            <label htmlFor={ids.file}>{t('file')}</label>
            <input id={ids.file} type="file" accept={VIDEO_ACCEPT} disabled={busy} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </>
        ) : (
          <RecorderPanel recorder={recorder} microphone={microphone} onMicrophone={setMicrophone} locked={busy} />
        )}
        {busy && chosen && (
          <UploadProgressView fileName={chosen.name} progress={upload.progress} completing={upload.status === 'completing'} resumed={upload.resumed} onCancel={() => void upload.cancel()} />
        )}
        {upload.status === 'error' && <Alert>{message(upload.errorKey)}</Alert>}
        <div className={styles.insertActions}>
          <Button type="button" variant="secondary" onClick={() => close(false)} disabled={busy}>{t('cancel')}</Button>
          <Button type="button" onClick={() => void insert()} disabled={!chosen || busy} busy={busy}>{t('submit')}</Button>
        </div>
      </div>
    </ModalDialog>
  );
}
