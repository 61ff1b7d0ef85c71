'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from '@/lib/i18n/client';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { AVATAR_TYPES, MAX_AVATAR_BYTES } from '@/lib/users/schema';
import { UserAvatar } from './avatar';
import { ApiRequestError } from '@/components/ui/api-request';
import { deleteAvatar, uploadAvatar } from './profile-api';
import { Section } from './section';
import { useErrorText } from './use-error-text';
import styles from './profile.module.css';

type Props = { name: string; avatarUrl: string | null; onChange: (avatarUrl: string | null) => void };

// Choosing another file fixes these; retrying the same file cannot.
const FILE_ERRORS = new Set(['profile.avatarInvalidType', 'profile.avatarTooLarge', 'errors.payload_too_large', 'profile.avatarMissing']);

export function AvatarSection({ name, avatarUrl, onChange }: Props) {
  const t = useTranslations('profile');
  const tCommon = useTranslations('common');
  const errorText = useErrorText();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const chooseId = useId();
  // The buttons are disabled while busy, which drops focus; put it back where the user can go on.
  const focusChoose = () => requestAnimationFrame(() => document.getElementById(chooseId)?.focus());
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [done, setDone] = useState<'saved' | 'removed' | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = useMutation({
    mutationFn: (chosen: File) => {
      setProgress(0);
      if (chosen.size > MAX_AVATAR_BYTES) return Promise.reject(new ApiRequestError(413, 'payload_too_large', 'profile.avatarTooLarge'));
      return uploadAvatar(chosen, setProgress);
    },
    onSuccess: (item) => {
      onChange(item.avatarUrl);
      setFile(null);
      setPreview(null);
      setDone('saved');
      focusChoose();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && FILE_ERRORS.has(error.messageKey)) {
        setFile(null);
        setPreview(null);
      }
      focusChoose();
    },
  });
  const remove = useMutation({
    mutationFn: deleteAvatar,
    onSuccess: () => {
      upload.reset();
      onChange(null);
      setDone('removed');
      focusChoose();
    },
  });

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setDone(null);
    remove.reset();
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
    upload.mutate(chosen);
  };
  const errorKey = upload.error instanceof ApiRequestError ? upload.error.messageKey : upload.error ? 'alert.unexpectedError' : null;
  const removeError = remove.error instanceof ApiRequestError ? remove.error.messageKey : remove.error ? 'alert.unexpectedError' : null;
  const busy = upload.isPending || remove.isPending;

  return (
    <Section title={t('pictureTitle')}>
      <div className={styles.avatarRow}>
        {preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local object URL
          <img src={preview} alt={t('previewAlt')} width={96} height={96} className={styles.avatar} />
        ) : (
          <UserAvatar name={name} url={avatarUrl} size={96} alt={avatarUrl ? t('avatarAlt', { name }) : ''} />
        )}
        <div className={styles.avatarActions}>
          <input ref={inputRef} type="file" accept={AVATAR_TYPES.join(',')} className="visually-hidden" tabIndex={-1} aria-hidden="true"
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }} />
          <div className={styles.buttons}>
            <Button id={chooseId} type="button" variant="secondary" disabled={busy} aria-describedby={hintId} onClick={() => inputRef.current?.click()}>
              {errorKey && FILE_ERRORS.has(errorKey) ? t('chooseAnother') : avatarUrl ? t('changePicture') : t('choosePicture')}
            </Button>
            {avatarUrl && !preview ? (
              <Button type="button" variant="ghost" busy={remove.isPending} disabled={busy} onClick={() => remove.mutate()}>
                {t('removePicture')}
              </Button>
            ) : null}
          </div>
          <p id={hintId} className={styles.muted}>
            {t('pictureHint')}
          </p>
          {upload.isPending ? (
            <div className={styles.progress} role="status">
              <progress max={100} value={progress} aria-label={t('uploadProgress')} />
              <span>{t('uploading', { percent: progress })}</span>
            </div>
          ) : null}
        </div>
      </div>
      {errorKey ? (
        <Alert>
          <span>{errorText(errorKey)}</span>{' '}
          {FILE_ERRORS.has(errorKey) || !file ? null : (
            <Button type="button" variant="secondary" onClick={() => upload.mutate(file)}>
              {tCommon('retry')}
            </Button>
          )}
        </Alert>
      ) : null}
      {removeError ? <Alert>{errorText(removeError)}</Alert> : null}
      {done ? <Alert tone="success">{t(done === 'saved' ? 'pictureSaved' : 'pictureRemoved')}</Alert> : null}
    </Section>
  );
}
