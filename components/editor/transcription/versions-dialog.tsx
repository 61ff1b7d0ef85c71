'use client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { apiRequest } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import type { TranscriptionDto, TranscriptionVersionDto } from '@/lib/editor/transcription/schema';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import styles from './transcription-editor.module.css';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; transcriptionId: string; onRestored: (item: TranscriptionDto) => void };
const NETWORK = 'transcriptionEditor.errors.network';

/** The saved versions of one language's transcript, newest first; restoring one keeps the present as a version. */
export function VersionsDialog({ open, onOpenChange, transcriptionId, onRestored }: Props) {
  const t = useTranslations('transcriptionEditor');
  const format = useFormatter();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState(false);
  const versions = useQuery({
    queryKey: ['transcription-versions', transcriptionId],
    queryFn: () => apiRequest<{ items: TranscriptionVersionDto[] }>(`/api/v1/transcriptions/${transcriptionId}/versions`, {}, NETWORK),
    enabled: open,
    staleTime: 0,
  });
  const restore = async (versionId: string) => {
    setBusy(versionId);
    setError(false);
    try {
      const { item } = await apiRequest<{ item: TranscriptionDto }>(`/api/v1/transcriptions/${transcriptionId}/versions/${versionId}/restore`, { method: 'POST' }, NETWORK);
      onRestored(item);
    } catch {
      setError(true);
    } finally {
      setBusy(null);
    }
  };
  const items = versions.data?.items ?? [];
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={t('versionsTitle')} description={t('versionsIntro')} busy={busy !== null}>
      {versions.isPending ? <p role="status">{t('loading')}</p> : null}
      {versions.isError || error ? <Alert>{t('errors.network')}</Alert> : null}
      {versions.isSuccess && !items.length ? <p>{t('noVersions')}</p> : null}
      <ul className={styles.versions}>
        {items.map((v) => (
          <li key={v.id}>
            <span>
              {t('versionLine', {
                version: v.version,
                date: format.dateTime(new Date(v.createdAt), { dateStyle: 'medium', timeStyle: 'short' }),
                who: v.createdBy?.displayName ?? t('unknownAuthor'),
                count: v.sentenceCount,
              })}
            </span>
            <Button type="button" variant="secondary" busy={busy === v.id} disabled={busy !== null} onClick={() => void restore(v.id)}>
              {t('restore')}
            </Button>
          </li>
        ))}
      </ul>
    </ModalDialog>
  );
}
