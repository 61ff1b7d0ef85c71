'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import { ProgressBar } from '@/components/workflows/create/progress-bar';
import { useRun } from '@/components/workflows/use-run';
import { ApiRequestError } from '@/components/ui/api-request';
import { useTranslations } from '@/lib/i18n/client';
import { PROCESSING_POLL_MS } from '@/lib/sop-ui/rules';
import type { SopDetail } from '@/lib/sop-ui/types';
import { ImportFailed } from './import-failed';
import { SopExecution } from './execute/sop-execution';
import { sopApi, sopKeys } from './sop-api';
import styles from './sop.module.css';

// Loaded when used: people executing a published instruction (most views, many on a phone) never
// open the editor (draft authors only) or the share dialog (authors, on a click).
const SopEditor = dynamic(() => import('./editor/sop-editor').then((m) => m.SopEditor), { ssr: false, loading: EditorLoading });
const SopShareDialog = dynamic(() => import('./sop-share').then((m) => m.SopShareDialog), { ssr: false });
const ConfirmDialog = dynamic(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog), { ssr: false });

const isEditMode = (sop: SopDetail) => sop.canEdit && !sop.published && (sop.taskMode === 'create' || sop.taskMode === 'edit');

/** /smart-instruction/{id}: processing → progress; authors of a draft → the editor; everyone else → view and execute. */
export function SopScreen({ id, skillId }: { id: string; skillId: string | null }) {
  const t = useTranslations('sopUi');
  const client = useQueryClient();
  const query = useQuery({
    queryKey: sopKeys.detail(id, skillId),
    queryFn: () => sopApi.get(id, skillId),
    refetchInterval: (q) => (q.state.data?.status === 'processing' ? PROCESSING_POLL_MS : false),
    retry: (count, error) => !(error instanceof ApiRequestError && error.status > 0 && error.status < 500) && count < 2,
  });

  if (query.isPending) return <p className={styles.muted}>{t('picker.loading')}</p>;
  if (query.isError) {
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <section className={styles.screen}>
        <h1 className={styles.pageTitle}>{notFound ? t('notFound') : t('loadFailed')}</h1>
        {!notFound ? <Button onClick={() => void query.refetch()}>{t('upload.retry')}</Button> : null}
      </section>
    );
  }
  const sop = query.data;
  const adopt = (item: SopDetail) => client.setQueryData(sopKeys.detail(id, skillId), item);

  if (sop.status !== 'completed')
    return (
      <section className={styles.screen} aria-labelledby="sop-processing-title">
        <h1 id="sop-processing-title" className={styles.pageTitle}>
          {sop.title}
        </h1>
        {sop.status === 'processing' ? (
          <>
            <ProgressBar label={t('processing.label')} value={null} />
            <p aria-live="polite">{t(`processing.${sop.type === 'pdf' ? 'pdf' : 'video'}`)}</p>
          </>
        ) : (
          <ImportFailed sop={sop} onRetried={adopt} />
        )}
      </section>
    );

  return (
    <section className={styles.screen}>
      {isEditMode(sop) && !skillId ? (
        <SopEditor key={sop.id} sop={sop} onPublished={() => void query.refetch()} />
      ) : (
        <>
          <header className={styles.editorHeader}>
            <h1 className={styles.pageTitle}>{sop.title}</h1>
            <p className={styles.muted}>
              {sop.workspaceName} · {sop.author.displayName}
            </p>
            {sop.canEdit && !skillId ? <AuthorTools sop={sop} onChanged={adopt} /> : null}
          </header>
          <SopExecution sop={sop} skillId={skillId} />
        </>
      )}
    </section>
  );
}

function EditorLoading() {
  const t = useTranslations('sopUi');
  return <p className={styles.muted}>{t('picker.loading')}</p>;
}

/** What the author of a published SOP can do from its page: share it, or unpublish it to edit again. */
function AuthorTools({ sop, onChanged }: { sop: SopDetail; onChanged: (item: SopDetail) => void }) {
  const t = useTranslations('sopUi');
  const common = useTranslations('common');
  const [dialog, setDialog] = useState<'share' | 'unpublish' | null>(null);
  const { busy, error, run } = useRun();
  const unpublishOpened = useOpenedOnce(dialog === 'unpublish');
  if (!sop.published) return null;
  return (
    <div className={styles.actionsRow}>
      <Button type="button" variant="secondary" onClick={() => setDialog('share')}>
        {t('card.share')}
      </Button>
      <Button type="button" variant="secondary" onClick={() => setDialog('unpublish')}>
        {t('card.unpublish')}
      </Button>
      {dialog === 'share' ? <SopShareDialog sop={sop} onClose={() => setDialog(null)} /> : null}
      {unpublishOpened ? (
        <ConfirmDialog
          open={dialog === 'unpublish'}
          onOpenChange={(open) => (!open ? setDialog(null) : undefined)}
          title={t('card.unpublishTitle')}
          confirmLabel={t('card.unpublish')}
          cancelLabel={common('cancel')}
          busy={busy}
          onConfirm={() => run(() => sopApi.patch(sop.id, { published: false }).then(onChanged), () => setDialog(null))}
        >
          {t('card.unpublishText', { title: sop.title })}
          {error ? <span role="alert"> {error}</span> : null}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
