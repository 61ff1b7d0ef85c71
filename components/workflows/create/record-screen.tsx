'use client';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import { useEffect, useState } from 'react';
import { TITLE_MAX } from '@/lib/workflows/constants';
import { CreateDialog } from './create-dialog';
import { CreateForm } from './create-form';
import { RecorderPanel } from './recorder-panel';
import { useCreateWorkflow } from './use-create-workflow';
import { useScreenRecorder } from './use-screen-recorder';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; returnFocus: () => void };

/** Create menu → "record screen": record, preview, then the same upload and processing as a file. */
export function RecordScreenDialog({ open, onOpenChange, returnFocus }: Props) {
  const t = useTranslations('createWorkflow');
  const format = useFormatter();
  const flow = useCreateWorkflow('recording');
  const recorder = useScreenRecorder();
  const [microphone, setMicrophone] = useState(true);
  const { recording } = recorder;
  const { suggestTitle, dismiss } = flow;

  // A new recording replaces the last one's failure and suggests its own title.
  useEffect(() => {
    if (!recording) return;
    dismiss();
    const date = format.dateTime(new Date(recording.file.lastModified), { dateStyle: 'medium', timeStyle: 'short' });
    suggestTitle(t('recordingTitle', { date }).slice(0, TITLE_MAX));
  }, [recording, format, suggestTitle, dismiss, t]);

  const startOver = () => {
    flow.reset();
    recorder.discard();
  };
  const close = (next: boolean) => {
    if (!next) {
      // Closing ends a running recording; what was recorded stays for the preview.
      if (recorder.phase === 'recording') recorder.stop();
      if (flow.phase === 'processing') startOver();
    }
    onOpenChange(next);
  };

  return (
    <CreateDialog open={open} onOpenChange={close} title={t('recordTitle')} description={t('recordDescription')} returnFocus={returnFocus}>
      <CreateForm
        flow={flow}
        file={recording?.file ?? null}
        sourceError={null}
        source={<RecorderPanel recorder={recorder} microphone={microphone} onMicrophone={setMicrophone} locked={flow.phase !== 'editing'} />}
        missingSource={t('recordingRequired')}
        onClose={() => close(false)}
        anotherLabel={t('recordAnother')}
        onAnother={startOver}
      />
    </CreateDialog>
  );
}
