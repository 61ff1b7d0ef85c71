'use client';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import ui from '@/components/ui/ui.module.css';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import { checkImages, IMAGE_ACCEPT, MAX_STEP_IMAGES } from '@/lib/sop-ui/rules';
import type { Attachment, SopItem } from '@/lib/sop-ui/types';
import styles from '../sop.module.css';
import { UploadStatus } from '../upload-status';
import { useSopUpload } from '../use-sop-upload';

/** A block's images (spec §5 task images): up to 10 JPEG/PNG/GIF of 5 MB, compressed, one upload at a time. */
export function ImageAttachments({ item, onChange }: { item: SopItem; onChange: (patch: Partial<SopItem>) => void }) {
  const t = useTranslations('sopUi');
  const message = useMessage();
  const id = useId();
  const upload = useSopUpload('image');
  const [error, setError] = useState<string | null>(null);
  const images = item.attachments.filter((a) => a.type === 'image' || a.type === 'diagram');
  const others = item.attachments.filter((a) => a.type !== 'image' && a.type !== 'diagram');

  const pick = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    const { accepted, error: refusal } = checkImages(files, images.length);
    setError(refusal);
    const added: Attachment[] = [];
    for (const index of accepted) {
      const done = await upload.send(files[index]!);
      if (!done) {
        setError('sopUi.images.uploadFailed');
        break;
      }
      added.push({ id: crypto.randomUUID(), type: 'image', name: done.name, uploadId: done.uploadId });
    }
    if (added.length) onChange({ attachments: [...others, ...images, ...added] });
  };
  const remove = (attachment: Attachment) => onChange({ attachments: item.attachments.filter((a) => a.id !== attachment.id) });

  return (
    <div className={styles.subList}>
      <div className={ui.field}>
        <label htmlFor={id} className={ui.label}>
          {t('images.label', { count: images.length, max: MAX_STEP_IMAGES })}
        </label>
        <input id={id} type="file" multiple accept={IMAGE_ACCEPT} disabled={upload.busy || images.length >= MAX_STEP_IMAGES} aria-describedby={`${id}-hint`} onChange={(e) => (void pick(e.target.files), (e.target.value = ''))} />
        <p id={`${id}-hint`} className={ui.hint}>
          {t('images.hint')}
        </p>
        {error ? (
          <p className={ui.error} role="alert">
            {message(error)}
          </p>
        ) : null}
        <UploadStatus upload={upload} label={t('images.progress')} />
      </div>
      {images.length > 0 ? (
        <ul className={styles.thumbs}>
          {images.map((image) => (
            <li key={image.id} className={styles.thumb}>
              {image.url ? (
                // eslint-disable-next-line @next/next/no-img-element -- a short-lived signed storage URL
                <img src={image.url} alt={image.name} />
              ) : (
                <span className={styles.thumbName}>{image.name}</span>
              )}
              <Button type="button" variant="ghost" aria-label={t('images.remove', { name: image.name })} onClick={() => remove(image)}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
