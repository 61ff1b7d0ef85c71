'use client';
import { useState } from 'react';
import { asApiError } from '@/components/ui/api-request';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useMultipartUpload } from '@/components/uploads/use-multipart-upload';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { PlaylistDetail } from '@/lib/skills/schema';
import { acceptedFor, extensionOf, IMAGE_ACCEPT, MAX_IMAGE_BYTES } from '@/lib/uploads/constants';
import styles from '../skills.module.css';
import { usePlaylistMutations } from './use-playlist';

/** What the browser can tell before sending a byte; the server checks the bytes themselves. */
function fileProblem(file: File): string | null {
  if (!acceptedFor('playlist-poster').types[extensionOf(file.name)]) return 'uploads.notImage';
  if (file.size < 1) return 'uploads.empty';
  return file.size > MAX_IMAGE_BYTES ? 'uploads.tooLarge' : null;
}

/** The skill's poster: an image through the one upload path (purpose 'playlist-poster'), or none. */
export function PosterField({ playlist }: { playlist: PlaylistDetail }) {
  const t = useTranslations('skillsUi');
  const message = useMessage();
  const upload = useMultipartUpload({ purpose: 'playlist-poster' });
  const { update } = usePlaylistMutations(playlist.id);
  const [problem, setProblem] = useState<string | null>(null);
  const sending = upload.status === 'uploading' || upload.status === 'completing';
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const issue = fileProblem(file);
    setProblem(issue);
    if (issue) return;
    const done = await upload.start(file);
    if (done) update.mutate({ poster: done.id });
  };
  const error = problem ?? (upload.status === 'error' ? upload.errorKey : null) ?? (update.isError ? asApiError(update.error).messageKey : null);
  return (
    <section className={styles.section} aria-labelledby="skill-poster-title">
      <h2 id="skill-poster-title">{t('content.poster')}</h2>
      <div className={styles.row}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a signed, short-lived storage URL behind our redirect */}
        {playlist.poster ? <img src={playlist.poster} alt={t('content.posterAlt', { title: playlist.playlistTitle })} width={160} height={90} style={{ objectFit: 'cover', borderRadius: 6 }} /> : <span className={styles.muted}>{t('content.noPoster')}</span>}
        <div className={styles.select}>
          <label htmlFor="skill-poster-file">{t('content.posterChoose')}</label>
          <input id="skill-poster-file" type="file" accept={IMAGE_ACCEPT} disabled={sending || update.isPending} onChange={(e) => void choose(e.target.files?.[0])} />
        </div>
        {playlist.poster ? (
          <Button type="button" variant="secondary" busy={update.isPending} onClick={() => update.mutate({ poster: null })}>
            {t('content.posterRemove')}
          </Button>
        ) : null}
      </div>
      {sending ? <p role="status">{t('content.posterUploading', { percent: Math.round((upload.progress?.fraction ?? 0) * 100) })}</p> : null}
      {error ? <Alert>{message(error)}</Alert> : null}
    </section>
  );
}
