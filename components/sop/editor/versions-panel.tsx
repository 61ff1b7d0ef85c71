'use client';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useRun } from '@/components/workflows/use-run';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import type { SopDetail } from '@/lib/sop-ui/types';
import { sopApi, sopKeys } from '../sop-api';
import styles from '../sop.module.css';

/** The version history panel: every saved version, newest first, each restorable. */
export function VersionsPanel({ sopId, onRestored, onClose }: { sopId: string; onRestored: (item: SopDetail) => void; onClose: () => void }) {
  const t = useTranslations('sopUi');
  const format = useFormatter();
  const versions = useQuery({ queryKey: sopKeys.versions(sopId), queryFn: () => sopApi.versions(sopId) });
  const { busy, error, run } = useRun();
  return (
    <ModalDialog open onOpenChange={(open) => (!open ? onClose() : undefined)} title={t('versions.title')} describeWithTitle busy={busy}>
      {versions.isPending ? <p>{t('picker.loading')}</p> : null}
      {versions.isError ? <p role="alert">{t('versions.failed')}</p> : null}
      {versions.data?.length === 0 ? <p>{t('versions.empty')}</p> : null}
      <ol className={styles.versionList}>
        {(versions.data ?? []).map((v) => (
          <li key={v.id} className={styles.versionRow}>
            <span>
              {t('versions.version', { number: v.version })} · {format.dateTime(new Date(v.createdAt), { dateStyle: 'medium', timeStyle: 'short' })} · {v.createdBy.displayName}
            </span>
            <Button type="button" variant="secondary" disabled={busy} aria-label={t('versions.restoreVersion', { number: v.version })} onClick={() => run(() => sopApi.restore(sopId, v.id).then(onRestored), onClose)}>
              {t('versions.restore')}
            </Button>
          </li>
        ))}
      </ol>
      {error ? <p role="alert">{error}</p> : null}
      <div className={styles.actionsRow}>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    </ModalDialog>
  );
}
