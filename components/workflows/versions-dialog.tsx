'use client';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { WorkflowCardView } from '@/lib/workflows/library-schema';
import { LibraryDialog } from './library-dialog';
import styles from './library.module.css';
import { useNotice } from './notice';
import { useCardActions, useWorkflowVersions, type WorkflowVersion } from './use-library';
import { useRun } from './use-run';

/** Version history: the snapshots, newest first; restoring one asks first, in the same dialog. */
export function VersionsDialog({ card, onClose }: { card: WorkflowCardView; onClose: () => void }) {
  const t = useTranslations('cardTools');
  const format = useFormatter();
  const versions = useWorkflowVersions(card.id);
  const actions = useCardActions();
  const notice = useNotice();
  const { busy, error, run } = useRun();
  const [chosen, setChosen] = useState<WorkflowVersion | null>(null);

  if (chosen) {
    return (
      <LibraryDialog
        title={t('versions.confirmTitle', { version: chosen.version })}
        description={t('versions.confirmText')}
        submitLabel={t('versions.restore')}
        busy={busy}
        error={error}
        onClose={() => setChosen(null)}
        onSubmit={() => run(() => actions.restore(card.id, chosen.id), () => (notice(t('versions.done', { version: chosen.version })), onClose()))}
      >
        <p>{chosen.title}</p>
      </LibraryDialog>
    );
  }
  const items = [...(versions.data ?? [])].sort((a, b) => b.version - a.version);
  return (
    <LibraryDialog title={t('versions.title')} description={card.title} submitLabel="" onClose={onClose}>
      {versions.isPending ? <p>{t('loading')}</p> : null}
      {versions.isError ? (
        <p role="alert">
          {t('loadFailed')}{' '}
          <Button type="button" variant="secondary" onClick={() => versions.refetch()}>
            {t('retry')}
          </Button>
        </p>
      ) : null}
      {versions.isSuccess && items.length === 0 ? <p>{t('versions.empty')}</p> : null}
      {items.length ? (
        <ul className={styles.versions}>
          {items.map((v) => (
            <li key={v.id}>
              <span>
                <strong>{t('versions.label', { version: v.version })}</strong>
                <br />
                <span className={styles.meta}>
                  {format.dateTime(new Date(v.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
                  {v.createdBy ? ` · ${v.createdBy.displayName}` : ''}
                </span>
              </span>
              <Button type="button" variant="secondary" onClick={() => setChosen(v)} aria-label={t('versions.restoreLabel', { version: v.version })}>
                {t('versions.restore')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </LibraryDialog>
  );
}
