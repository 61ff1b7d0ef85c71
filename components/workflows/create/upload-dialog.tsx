'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { recallUpload } from '@/components/uploads/resume-store';
import { TITLE_MAX } from '@/lib/workflows/constants';
import { createWorkflowKeys, fetchUploadLimits } from './api';
import { CreateDialog } from './create-dialog';
import { CreateForm } from './create-form';
import { checkVideoFile, type FileProblem } from './file-check';
import { FilePicker } from './file-picker';
import { formatBytes, titleFromFileName } from './format';
import { useCreateWorkflow } from './use-create-workflow';
import { useMessage } from './use-message';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; returnFocus: () => void };

/** Create menu → "upload video": choose a file, name it, upload it, watch it being processed. */
export function UploadDialog({ open, onOpenChange, returnFocus }: Props) {
  const t = useTranslations('createWorkflow');
  const locale = useLocale();
  const message = useMessage();
  const flow = useCreateWorkflow();
  const [file, setFile] = useState<File | null>(null);
  const [resumable, setResumable] = useState(false);
  const limits = useQuery({ queryKey: createWorkflowKeys.limits, queryFn: fetchUploadLimits, staleTime: Infinity, enabled: open });

  const choose = (chosen: File) => {
    setFile(chosen);
    flow.dismiss();
    setResumable(recallUpload(chosen) !== null);
    flow.suggestTitle(titleFromFileName(chosen.name, TITLE_MAX));
  };
  const startOver = () => {
    flow.reset();
    setFile(null);
    setResumable(false);
  };
  const onOpenChangeKeepingWork = (next: boolean) => {
    // A finished one is not shown again: the next opening starts a new video.
    if (!next && flow.phase === 'processing') startOver();
    onOpenChange(next);
  };

  const problem: FileProblem | null = file ? checkVideoFile(file, limits.data) : null;
  const size = limits.data ? formatBytes(limits.data.maxBytes, locale) : null;
  const hint = size ? t('fileTypesHintMax', { max: size }) : t('fileTypesHint');
  const sourceError = !problem
    ? null
    : problem.key === 'createWorkflow.tooLarge'
      ? t('tooLarge', { size: formatBytes(file?.size ?? 0, locale), max: formatBytes(problem.maxBytes, locale) })
      : message(problem.key);
  const busy = flow.phase !== 'editing';

  return (
    <CreateDialog
      open={open}
      onOpenChange={onOpenChangeKeepingWork}
      title={t('uploadTitle')}
      description={t('uploadDescription')}
      returnFocus={returnFocus}
    >
      <CreateForm
        flow={flow}
        file={file}
        sourceError={sourceError}
        source={
          <FilePicker
            file={file}
            onFile={choose}
            disabled={busy}
            hint={hint}
            error={sourceError}
            notice={resumable && !busy && !sourceError ? t('resumeNotice') : null}
          />
        }
        missingSource={t('fileRequired')}
        onClose={() => onOpenChangeKeepingWork(false)}
        anotherLabel={t('uploadAnother')}
        onAnother={startOver}
      />
    </CreateDialog>
  );
}
