'use client';
import { useId, useState } from 'react';
import ui from '@/components/ui/ui.module.css';
import { useTranslations } from '@/lib/i18n/client';
import { MAX_VIDEO_BYTES, sizeError, VIDEO_ACCEPT } from '@/lib/sop-ui/rules';
import type { SopItem } from '@/lib/sop-ui/types';
import { UploadStatus } from '../upload-status';
import { useSopUpload, type UploadedFile } from '../use-sop-upload';

type Props = {
  item: SopItem;
  onChange?: (patch: Partial<SopItem>) => void;
  /** Another use of the upload (the smart-compare reference video). */
  onUploaded?: (file: UploadedFile) => void;
  label?: string;
  current?: string;
};

/** An MP4 of up to 100 MB through the sop-video upload; by default it becomes the video block's clip. */
export function VideoField({ item, onChange, onUploaded, label, current }: Props) {
  const t = useTranslations('sopUi');
  const id = useId();
  const upload = useSopUpload('video');
  const [error, setError] = useState<string | null>(null);
  const clip = item.attachments.find((a) => a.type === 'videoClip');
  const shown = current ?? clip?.name;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const refusal = sizeError(file.size, MAX_VIDEO_BYTES);
    setError(refusal);
    if (refusal) return;
    const done = await upload.send(file);
    if (!done) return;
    if (onUploaded) return onUploaded(done);
    onChange?.({
      video: { sdKey: done.storageKey, uploadId: done.uploadId },
      attachments: [...item.attachments.filter((a) => a.type !== 'videoClip'), { id: crypto.randomUUID(), type: 'videoClip', name: done.name, uploadId: done.uploadId }],
    });
  };

  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label ?? t('block.video')}
      </label>
      <input id={id} type="file" accept={VIDEO_ACCEPT} disabled={upload.busy} aria-describedby={`${id}-hint`} onChange={(e) => (void pick(e.target.files?.[0]), (e.target.value = ''))} />
      <p id={`${id}-hint`} className={ui.hint}>
        {shown ? t('block.videoCurrent', { name: shown }) : t('block.videoHint')}
      </p>
      {error ? (
        <p className={ui.error} role="alert">
          {t('upload.tooLarge')}
        </p>
      ) : null}
      <UploadStatus upload={upload} label={t('block.videoProgress')} />
    </div>
  );
}
