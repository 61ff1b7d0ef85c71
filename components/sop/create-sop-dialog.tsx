'use client';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { FormModal } from '@/components/ui/dialog-form';
import { TextField } from '@/components/ui/text-field';
import ui from '@/components/ui/ui.module.css';
import { createWorkflowKeys, fetchEditWorkspaces } from '@/components/workflows/create/api';
import { useRun } from '@/components/workflows/use-run';
import { useTranslations } from '@/lib/i18n/client';
import { DEFAULT_SOP_TITLE, MAX_PDF_BYTES, PDF_ACCEPT, SOP_TITLE_MAX, sizeError } from '@/lib/sop-ui/rules';
import type { CreateMode } from '@/lib/sop-ui/types';
import { sopApi, sopKeys } from './sop-api';
import styles from './sop.module.css';
import { UploadStatus } from './upload-status';
import { useSopUpload, type UploadedFile } from './use-sop-upload';
import { WorkflowSelect } from './workflow-picker';

const MODES: CreateMode[] = ['manual', 'fromPDF', 'fromVideo', 'sop'];
type Props = { open: boolean; onOpenChange: (open: boolean) => void; returnFocus?: () => void };

/** The create menu's smart instruction popup: workspace, title, and how to start (by hand, a PDF, a video, a template). */
export function CreateSopDialog({ open, onOpenChange, returnFocus }: Props) {
  const t = useTranslations('sopUi');
  const router = useRouter();
  const ids = { workspace: useId(), template: useId(), pdf: useId() };
  const [workspaceId, setWorkspaceId] = useState('');
  const [title, setTitle] = useState(DEFAULT_SOP_TITLE);
  const [mode, setMode] = useState<CreateMode>('manual');
  const [pdf, setPdf] = useState<UploadedFile | null>(null);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const [workflowId, setWorkflowId] = useState('');
  const [templateId, setTemplateId] = useState('');
  const upload = useSopUpload('pdf');
  const { busy, error, run } = useRun();
  const workspaces = useQuery({ queryKey: createWorkflowKeys.editWorkspaces, queryFn: fetchEditWorkspaces, enabled: open });
  const chosenWorkspace = workspaceId || workspaces.data?.[0]?.id || '';
  const templates = useQuery({
    queryKey: sopKeys.list({ workspaceId: chosenWorkspace, template: true }),
    queryFn: () => sopApi.list({ workspaceId: chosenWorkspace, size: 50 }),
    enabled: open && mode === 'sop' && !!chosenWorkspace,
  });

  const pickPdf = async (file: File | undefined) => {
    if (!file) return;
    setPdf(null);
    setPdfError(sizeError(file.size, MAX_PDF_BYTES));
    if (file.size <= MAX_PDF_BYTES) setPdf(await upload.send(file));
  };
  const ready =
    !!chosenWorkspace &&
    title.trim().length > 0 &&
    (mode === 'manual' || (mode === 'fromPDF' && !!pdf) || (mode === 'fromVideo' && !!workflowId) || (mode === 'sop' && !!templateId));
  const submit = () =>
    run(
      async () => {
        const item = await sopApi.create({
          workspaceId: chosenWorkspace,
          title: title.trim(),
          mode,
          ...(mode === 'fromPDF' ? { pdfUploadId: pdf?.uploadId } : {}),
          ...(mode === 'fromVideo' ? { workflowId } : {}),
          ...(mode === 'sop' ? { templateId } : {}),
        });
        router.push(`/smart-instruction/${item.id}`);
      },
      () => onOpenChange(false),
    );

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={(event) => (event.preventDefault(), returnFocus?.())}
      title={t('create.title')} busy={busy} describeWithTitle submitLabel={t('create.submit')} canSubmit={ready && !upload.busy} error={error} onSubmit={submit}>
      <div className={ui.field}>
        <label htmlFor={ids.workspace} className={ui.label}>
          {t('create.workspace')}
        </label>
        <select id={ids.workspace} className={ui.input} value={chosenWorkspace} onChange={(e) => setWorkspaceId(e.target.value)} disabled={!workspaces.isSuccess}>
          {(workspaces.data ?? []).map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </select>
        {workspaces.isSuccess && workspaces.data.length === 0 ? <p className={ui.error}>{t('create.noWorkspaces')}</p> : null}
      </div>
      <TextField
        label={t('create.name')}
        value={title}
        maxLength={SOP_TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
        hint={t('titleCount', { count: title.length, max: SOP_TITLE_MAX })}
        error={title.trim() ? undefined : t('titleRequired')}
        autoComplete="off"
      />
      <fieldset className={styles.modes}>
        <legend className={ui.label}>{t('create.mode')}</legend>
        {MODES.map((m) => (
          <label key={m} className={styles.mode}>
            <input type="radio" name="sop-mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
            <span>
              <strong>{t(`create.modes.${m}`)}</strong>
              <span className={styles.muted}>{t(`create.modeHints.${m}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {mode === 'fromPDF' ? (
        <div className={ui.field}>
          <label htmlFor={ids.pdf} className={ui.label}>
            {t('create.pdf')}
          </label>
          <input id={ids.pdf} type="file" accept={PDF_ACCEPT} onChange={(e) => void pickPdf(e.target.files?.[0])} disabled={upload.busy} aria-describedby={`${ids.pdf}-hint`} />
          <p id={`${ids.pdf}-hint`} className={ui.hint}>
            {pdf ? t('create.pdfReady', { name: pdf.name }) : t('create.pdfHint')}
          </p>
          {pdfError ? <p className={ui.error} role="alert">{t('upload.tooLarge')}</p> : null}
          <UploadStatus upload={upload} label={t('create.pdfProgress')} />
        </div>
      ) : null}
      {mode === 'fromVideo' && chosenWorkspace ? <WorkflowSelect workspaceId={chosenWorkspace} value={workflowId} onChange={setWorkflowId} /> : null}
      {mode === 'sop' ? (
        <div className={ui.field}>
          <label htmlFor={ids.template} className={ui.label}>
            {t('create.template')}
          </label>
          <select id={ids.template} className={ui.input} value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
            <option value="">{t('create.templatePlaceholder')}</option>
            {(templates.data?.items ?? [])
              .filter((s) => s.status === 'completed')
              .map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
          </select>
        </div>
      ) : null}
    </FormModal>
  );
}
