'use client';
import Link from 'next/link';
import { useTranslations } from '@/lib/i18n/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { editPath, editTargetsInOrder, firstInstalledTarget } from '@/lib/workflows/edit-routes';
import { isLiveProgress } from '@/lib/workflows/progress-types';
import { useWorkflowProgress } from '../use-workflow-progress';
import type { InitializedWorkflow } from './api';
import styles from './create.module.css';
import { ProgressBar } from './progress-bar';
import { useMessage } from './use-message';

type Props = { workflow: InitializedWorkflow; onClose: () => void; onAnother: () => void; anotherLabel: string };

/** After initialize: the pipeline's progress, live, until the workflow is ready or failed. */
export function ProcessingView({ workflow, onClose, onAnother, anotherLabel }: Props) {
  const t = useTranslations('createWorkflow');
  const common = useTranslations('common');
  const message = useMessage();
  const event = useWorkflowProgress(workflow.id, { enabled: true });
  const live = !event || isLiveProgress(event.status);
  // Stage names are the pipeline's own (pipeline.stages.*); before the first report it has not started.
  // Spec 02 §2: a new workflow opens in the main editor (the builder while that is not installed).
  const edit = event && (event.status === 'new' || event.status === 'unpublished') ? firstInstalledTarget(editTargetsInOrder({ editType: 'original', status: event.status === 'new' ? 'new' : 'other' })) : null;
  const stage = event?.stage ? message(`pipeline.stages.${event.stage}`, 'createWorkflow.stageProcessing') : t('stageWaiting');

  return (
    <section className={styles.progressBlock} aria-label={t('processingLabel')}>
      <p className={styles.progressTitle}>{t('processingTitle', { title: workflow.title })}</p>
      {live ? (
        <>
          <p className={styles.stage} role="status">
            {stage}
          </p>
          <ProgressBar label={t('processingLabel')} value={event?.fraction ?? null} valueText={stage} />
          <p className={styles.muted}>{t('processingHint')}</p>
        </>
      ) : event.status === 'failed' ? (
        <Alert>{t('failed', { reason: message(event.failure, 'createWorkflow.failedUnknown') })}</Alert>
      ) : (
        <Alert tone="success">{t('ready')}</Alert>
      )}
      <div className={styles.actionsRow}>
        {edit ? (
          <Link href={editPath(workflow.id, edit)} className={styles.linkButton} onClick={onClose}>
            {t('openEditor')}
          </Link>
        ) : null}
        <Link href={`/workspace/${workflow.workspaceId}/workflow`} className={styles.linkButton} onClick={onClose}>
          {t('openInWorkspace')}
        </Link>
        <Button type="button" variant="secondary" onClick={onAnother}>
          {anotherLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          {common('close')}
        </Button>
      </div>
    </section>
  );
}
