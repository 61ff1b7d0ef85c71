'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import dialog from '@/components/ui/dialog.module.css';
import styles from './create.module.css';
import { ProcessingView } from './processing-view';
import { UploadProgressView } from './upload-progress';
import type { CreateWorkflowController } from './use-create-workflow';
import { useMessage } from './use-message';
import { WorkflowFields } from './workflow-fields';
import { hasErrors, validateWorkflowValues } from './workflow-values';

type Props = {
  flow: CreateWorkflowController;
  /** The video to upload, once there is one. */
  file: File | null;
  /** Why the chosen source cannot be uploaded (checked before any byte is sent). */
  sourceError: string | null;
  /** The file picker or the recorder. */
  source: ReactNode;
  /** Said when "upload" is pressed with no source yet. */
  missingSource: string;
  onClose: () => void;
  anotherLabel: string;
  onAnother: () => void;
};

/**
 * The part both create dialogs share: source, title, workspace and language, then the upload
 * with its progress, then the processing. A failure keeps everything typed and offers a retry;
 * choosing the same file again continues an interrupted upload.
 */
export function CreateForm({ flow, file, sourceError, source, missingSource, onClose, anotherLabel, onAnother }: Props) {
  const t = useTranslations('createWorkflow');
  const common = useTranslations('common');
  const message = useMessage();
  const [showErrors, setShowErrors] = useState(false);
  const [missingFile, setMissingFile] = useState(false);

  if (flow.phase === 'processing' && flow.workflow) {
    return <ProcessingView workflow={flow.workflow} onClose={onClose} onAnother={onAnother} anotherLabel={anotherLabel} />;
  }

  const busy = flow.phase !== 'editing';
  const errors = validateWorkflowValues(flow.values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setShowErrors(true);
    setMissingFile(!file);
    if (!file || sourceError || hasErrors(errors)) return;
    void flow.submit(file, flow.values);
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      {source}
      {missingFile && !file ? (
        <p className={styles.error} role="alert">
          {missingSource}
        </p>
      ) : null}
      <WorkflowFields values={flow.values} onChange={flow.change} errors={showErrors ? errors : {}} disabled={busy} />
      {flow.cancelled ? <Alert tone="info">{t('cancelled')}</Alert> : null}
      {flow.errorKey ? <Alert>{message(flow.errorKey)}</Alert> : null}
      {(flow.phase === 'uploading' || flow.phase === 'completing') && file ? (
        <UploadProgressView
          fileName={file.name}
          progress={flow.progress}
          completing={flow.phase === 'completing'}
          resumed={flow.resumed}
          onCancel={() => void flow.cancel()}
        />
      ) : null}
      {flow.phase === 'initializing' ? (
        <p role="status" className={styles.muted}>
          {t('initializing')}
        </p>
      ) : null}
      <div className={dialog.actions}>
        <Button type="button" variant="secondary" onClick={onClose}>
          {common('close')}
        </Button>
        {busy ? null : <Button type="submit">{flow.errorKey ? t('retry') : t('submit')}</Button>}
      </div>
    </form>
  );
}
