'use client';
import { useId } from 'react';
import ui from '@/components/ui/ui.module.css';
import { useTranslations } from '@/lib/i18n/client';
import { DOCUMENT_ACCEPT, IMAGE_ACCEPT, VIDEO_ACCEPT } from '@/lib/sop-ui/rules';
import type { FileKind, SopItem } from '@/lib/sop-ui/types';
import styles from '../sop.module.css';
import { UploadStatus } from '../upload-status';
import { useSopUpload } from '../use-sop-upload';
import type { ExecutionModel } from './use-execution';

const ACCEPT: Record<FileKind, string> = { image: IMAGE_ACCEPT, document: DOCUMENT_ACCEPT, video: VIDEO_ACCEPT };

/** The photo, document or video a block asks the operator for (a smart-compare block asks for a video of their work). */
export function RequestedUpload({ item, uploads, model, onRecorded }: { item: SopItem; uploads: string[]; model: ExecutionModel; onRecorded?: (uploadId: string) => void }) {
  const t = useTranslations('sopUi');
  const id = useId();
  const kind: FileKind = item.type === 'smartCompare' ? 'video' : (item.fileRequest?.accept ?? 'image');
  const upload = useSopUpload(kind);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const done = await upload.send(file);
    if (!done) return;
    const recorded = await model.uploaded(item.id, done.uploadId);
    if (recorded) onRecorded?.(done.uploadId);
  };
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {t(`run.upload.${kind}`)}
        {item.fileRequest?.required ? ` (${t('run.required')})` : ''}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT[kind]}
        capture={kind === 'document' ? undefined : 'environment'}
        disabled={upload.busy || model.busy}
        onChange={(e) => (void pick(e.target.files?.[0]), (e.target.value = ''))}
      />
      <UploadStatus upload={upload} label={t('run.uploading')} />
      {uploads.length > 0 ? (
        <ul className={styles.uploadedList} aria-label={t('run.uploaded')}>
          {uploads.map((name, i) => (
            <li key={i}>✓ {name}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
